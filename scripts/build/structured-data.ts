/**
 * JSON-LD for search engines, one @graph per page, built from content and typed with
 * schema-dts: the business (a TravelAgency and an AutoRental, both LocalBusiness types),
 * the WebSite, the page with its breadcrumb, on /cars the catalog of the fleet, on a car
 * model's page each of its sizes as a Car with its offer, and on a place's page the taxi
 * service to that place.
 * No review ratings: search engines ignore self-serving ones; testimonials stay text.
 *
 * It runs at build time only (scripts/postbuild.ts writes it into each page), so neither
 * the builder nor the graph adds a byte to the JavaScript a visitor downloads.
 */
import type {
  BreadcrumbList,
  Car,
  City,
  ContactPoint,
  FAQPage,
  Graph,
  OfferCatalog,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  PropertyValue,
  State,
  TaxiService,
  Thing,
  AggregateOffer,
  TouristTrip,
  Trip,
  TravelAgency,
  UnitPriceSpecification,
  WebPage,
  WebSite,
} from "schema-dts";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate } from "#app/content/fleet/rates.ts";
import { homeCity, places, placesData } from "#app/content/places/places.ts";
import { placesPageData } from "#app/pages/place-pages.ts";
import { editions, pageCopy } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { stops, tours } from "#app/content/tours/tours.ts";
import { toursPageData, tourTrip } from "#app/pages/tour-pages.ts";
import { questionsPageData } from "#app/pages/question-pages.ts";
import { answerText } from "#app/lib/questions.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { type HeadPageKey, type ItemsKey, type KindPage, type PageKind, pageKinds } from "#app/page-kinds.ts";
import { carModel, carPageData } from "#app/pages/car-pages.ts";
import { CARS_PATH, PLACES_PATH, TOURS_PATH } from "#app/site-pages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { type Hours, isAllDay } from "#app/lib/hours.ts";
import { addressLine, directionsLink } from "#app/lib/links.ts";
import { socialImagePath } from "#app/lib/urls.ts";

/** Days as schema.org's DayOfWeek items, the form search engines document for opening hours. */
const DAYS = [
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
  "https://schema.org/Sunday",
] as const;

/** Where the site is deployed: SITE_URL's origin and BASE_PATH. */
export interface Site {
  origin: string;
  base: string;
}

function makeIds(site: Site) {
  const url = (path: string) => `${site.origin}${site.base.replace(/\/$/, "")}${path}`;
  return {
    url,
    business: url("/#business"),
    website: url("/#website"),
    state: url("/#gujarat"),
    page: (path: string) => `${url(path)}#webpage`,
    breadcrumb: (path: string) => `${url(path)}#breadcrumb`,
    catalog: (lang: Lang) => `${url(localePath(lang, "/cars"))}#catalog`,
  };
}

/** The business's other names: its name in the other scripts, and its short names. */
function alternateNames(): string[] {
  const names = [...LANGS.filter((l) => l !== "en").map((l) => business.name[l]), ...LANGS.map((l) => business.shortName[l])];
  return [...new Set(names)];
}

/**
 * The office hours, every day. Past midnight stays as written (18:00 to 02:00), the form
 * search engines document for it; round the clock is 00:00 to 23:59, schema.org's form for
 * 24 hours.
 */
export function openingHours(hours: Hours): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...DAYS],
    opens: hours.opens,
    closes: isAllDay(hours) ? "23:59" : hours.closes,
  };
}

/** The business, the same node on every page; `catalogLang` links the fleet on /cars. */
export function businessNode(site: Site, catalogLang?: Lang): TravelAgency {
  const ids = makeIds(site);
  const address: PostalAddress = {
    "@type": "PostalAddress",
    streetAddress: business.address.street.en,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
  const hours = openingHours(business.hours);
  const state: State = { "@type": "State", "@id": ids.state, name: business.address.region };
  const cities: City[] = places.map((place) => ({
    "@type": "City",
    name: place.en,
    containedInPlace: { "@id": ids.state },
  }));
  // Calls are answered in all three languages of the site.
  const contact: ContactPoint = {
    "@type": "ContactPoint",
    telephone: business.phone,
    contactType: "reservations",
    areaServed: "IN",
    availableLanguage: LANGS.map((l) => languages[l].englishName),
  };
  const node: TravelAgency = {
    "@type": "TravelAgency",
    "@id": ids.business,
    // The legal name, and the names the Gujarati and Hindi pages use, so that a search in
    // either script finds the same business. The node is the same on every page.
    name: business.name.en,
    alternateName: alternateNames(),
    url: ids.url("/"),
    logo: ids.url("/icons/icon-512.png"),
    image: ids.url("/social/home.png"),
    telephone: business.phone,
    email: business.email,
    address,
    openingHoursSpecification: hours,
    areaServed: [...cities, state],
    // The Google review link names the business's profile, when the owner has given it.
    sameAs: [...Object.values(business.social).map((s) => s.url), ...(business.reviewUrl ? [business.reviewUrl] : [])],
    hasMap: directionsLink(addressLine({ ...business.address, street: business.address.street.en }, business.address.countryName)),
    contactPoint: contact,
    // The GSTIN, when the business is registered for GST.
    ...(business.gst.registered && business.gst.gstin ? { taxID: business.gst.gstin } : {}),
    ...(catalogLang ? { hasOfferCatalog: { "@id": ids.catalog(catalogLang) } } : {}),
  };
  // Two LocalBusiness types at once; schema-dts types one @type, JSON-LD allows a list.
  return { ...node, "@type": ["TravelAgency", "AutoRental"] } as unknown as TravelAgency;
}

export function carCatalog(site: Site, lang: Lang = "en"): OfferCatalog {
  const ids = makeIds(site);
  return {
    "@type": "OfferCatalog",
    "@id": ids.catalog(lang),
    name: editions[lang].cars.carsPage.heading,
    itemListElement: cars.map((car) => {
      const vehicle: Car = { "@type": "Car", name: car.name, seatingCapacity: car.capacity };
      const service: TaxiService = {
        "@type": "TaxiService",
        name: editions[lang].cars.carCard.label(car.name, car.capacity),
        provider: { "@id": ids.business },
        areaServed: { "@id": ids.state },
        isRelatedTo: vehicle,
      };
      // The owner's rate a km, when fares show: INR per kilometre (UN/CEFACT code KMT).
      const rate = carRate(car.id);
      const price = rate && perKmPrice(rate.perKm);
      return { "@type": "Offer", itemOffered: service, ...(price ? { priceSpecification: price } : {}) };
    }),
  };
}

/** Home, then each of `trail` (name and English path): the page itself is the last. */
function breadcrumb(site: Site, lang: Lang, trail: { name: string; path: string }[]): BreadcrumbList {
  const ids = makeIds(site);
  const crumbs = [{ name: editions[lang].words.navLabels.home, path: "/" }, ...trail];
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(localePath(lang, crumbs.at(-1)!.path)),
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: ids.url(localePath(lang, c.path)) })),
  };
}

/** The graph as a <script type="application/ld+json"> element, safe inside HTML. */
export function jsonLdScript(graph: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, "\\u003c")}</script>`;
}

interface GraphPage {
  /** The page's English path. */
  path: string;
  title: string;
  description: string;
  type?: "WebPage" | "AboutPage" | "CollectionPage";
  /** The breadcrumb after Home, the page last (empty on the home page). */
  trail: { name: string; path: string }[];
}

/** The business, the website, the page and its breadcrumb, and the page's own nodes. */
function graphOf(site: Site, lang: Lang, p: GraphPage, own: Thing[] = [], catalogLang?: Lang): Graph {
  const path = localePath(lang, p.path);
  const ids = makeIds(site);
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website,
    url: ids.url("/"),
    name: business.name.en,
    alternateName: alternateNames(),
    inLanguage: LANGS.map((l) => languages[l].tag),
    publisher: { "@id": ids.business },
  };
  const page: WebPage = {
    "@type": p.type ?? "WebPage",
    "@id": ids.page(path),
    url: ids.url(path),
    name: p.title,
    description: p.description,
    inLanguage: languages[lang].tag,
    isPartOf: { "@id": ids.website },
    about: { "@id": ids.business },
    breadcrumb: { "@id": ids.breadcrumb(path) },
  } as WebPage;
  const graph: Thing[] = [businessNode(site, catalogLang), website, page, breadcrumb(site, lang, p.trail), ...own];
  return { "@context": "https://schema.org", "@graph": graph };
}

/**
 * The graph of one page in one language; `path` is the page's English path. Its breadcrumb
 * names it as the menu does, or by its headline when the menu does not link to it.
 */
export function pageGraph(site: Site, key: HeadPageKey, englishPath: string, lang: Lang = "en"): Graph {
  const copy = pageCopy(lang, key);
  const page = pageKinds.find((p) => p.key === key && p.sitemap);
  const labels: Partial<Record<string, string>> = editions[lang].words.navLabels;
  const trail = page && page.key !== "home" ? [{ name: labels[page.key] ?? copy.headline, path: page.path }] : [];
  const graph = { path: englishPath, title: copy.title, description: copy.description, type: key === "about" ? "AboutPage" : "WebPage", trail } as const;
  if (key === "questions") return graphOf(site, lang, graph, [faqNode(site, lang, englishPath)]);
  return key === "cars" ? graphOf(site, lang, graph, [carCatalog(site, lang)], lang) : graphOf(site, lang, graph);
}

/** The questions page's questions and answers, the same text as the page shows (pages/question-pages.ts). */
export function faqNode(site: Site, lang: Lang, englishPath: string): FAQPage {
  const ids = makeIds(site);
  return {
    "@type": "FAQPage",
    "@id": `${ids.url(localePath(lang, englishPath))}#faq`,
    inLanguage: languages[lang].tag,
    mainEntity: questionsPageData(lang).questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(q.answer) },
    })),
  };
}

/** The owner's rate a km for a car, as schema.org prices a unit: INR per kilometre (UN/CEFACT code KMT). */
function perKmPrice(perKm: number): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price: perKm,
    priceCurrency: "INR",
    unitCode: "KMT",
    unitText: "km",
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "KMT" },
  };
}

/**
 * The graph of a cars page: the cars page itself (`slug` undefined), with the fleet's
 * catalog, or a car model's page, which adds each of its sizes as a Car (a Vehicle, and a
 * Product): its name ("Urbania (13 seats)") and model, its passenger seats (as the catalog
 * counts them), its bags and AC as properties, its photos, and,
 * when fares show, an Offer of hire with the rate a km. `pictures` gives the built address of
 * each photo by its name (postbuild reads them from the page); without one, the page's social
 * card stands in.
 */
export function carsGraph(site: Site, lang: Lang, slug?: string, pictures: Record<string, string> = {}): Graph {
  if (slug === undefined) return pageGraph(site, "cars", CARS_PATH, lang);
  const data = carPageData(lang, slug);
  const model = carModel(slug);
  if (!data || !model) throw new Error(`carsGraph: no car model "${slug}"`);
  const ids = makeIds(site);
  const url = ids.url(localePath(lang, data.path));
  const card = ids.url(socialImagePath(data.path.slice(1), lang));
  const image = (name: string) => (pictures[name] ? new URL(pictures[name], ids.url("/")).href : card);
  const vehicles: Car[] = model.cars.map((car, i) => {
    const rate = carRate(car.id);
    const property = (name: string, value: number | boolean): PropertyValue => ({ "@type": "PropertyValue", name, value });
    const offer: Offer | undefined = rate && {
      "@type": "Offer",
      priceCurrency: "INR",
      priceSpecification: perKmPrice(rate.perKm),
      // Hire, not sale, as schema.org's documentation of businessFunction names it.
      businessFunction: { "@id": "http://purl.org/goodrelations/v1#LeaseOut" },
      offeredBy: { "@id": ids.business },
      url,
    };
    return {
      "@type": "Car",
      "@id": `${url}#car-${car.id}`,
      name: data.sizes[i].label,
      model: car.name,
      seatingCapacity: car.capacity,
      image: [car.image, ...car.pictures].map(image),
      url,
      additionalProperty: [property("Large bags", car.luggage.large), property("Small bags", car.luggage.small), property("Air conditioning", car.ac)],
      ...(offer ? { offers: offer } : {}),
    };
  });
  const trail = [
    { name: editions[lang].words.navLabels.cars, path: CARS_PATH },
    { name: model.name, path: data.path },
  ];
  return graphOf(site, lang, { ...data, trail }, vehicles);
}

/**
 * A place as a City in `lang`, in the state `stateId`; with its Wikidata entry as `sameAs`
 * when places.json gives one, for a name that two places share.
 */
export function cityNode(place: Record<Lang, string> & { wikidata?: string }, lang: Lang, stateId: string): City {
  return { "@type": "City", name: place[lang], containedInPlace: { "@id": stateId }, ...(place.wikidata ? { sameAs: place.wikidata } : {}) };
}

/**
 * The graph of a places page: the list (`slug` undefined) or a place's page, which adds the
 * taxi service the business runs there, with your city and the place as its area, in the
 * page's language.
 */
export function placesGraph(site: Site, lang: Lang, slug?: string): Graph {
  const data = placesPageData(lang, slug);
  if (!data) throw new Error(`placesGraph: no place "${slug}"`);
  const ids = makeIds(site);
  const list = { name: editions[lang].words.navLabels.places, path: PLACES_PATH };
  if (data.kind === "index") {
    return graphOf(site, lang, { ...data, type: "CollectionPage", trail: [list] });
  }
  const place = places.find((p) => p.slug === slug)!;
  // The trip's two ends: the city the cars leave from and the place. A place whose name is
  // shared (Dwarka is also in Delhi) names its Wikidata entry, so that it is not mistaken.
  const area = place.slug === homeCity.slug ? cityNode(homeCity, lang, ids.state) : [cityNode(homeCity, lang, ids.state), cityNode(place, lang, ids.state)];
  const service: TaxiService = {
    "@type": "TaxiService",
    "@id": `${ids.url(localePath(lang, data.path))}#service`,
    name: data.heading,
    description: data.description,
    url: ids.url(localePath(lang, data.path)),
    provider: { "@id": ids.business },
    areaServed: area,
  };
  // When fares show: each column of the place's fares (one way, each return), from the cheapest
  // car to the dearest, by the one estimate: the same figures as the page's table, fixed fares included.
  const other = placesData.places.find((p) => p.slug === slug);
  const card = rateCard;
  const columns = data.fares?.table.columns.slice(1) ?? [];
  const offers: AggregateOffer[] =
    other && card
      ? placeTrips(other, card).flatMap((trip, i) => {
          const amounts = cars.flatMap((c) => {
            const rate = carRate(c.id);
            const fare = rate && estimate(trip, rate, card);
            return fare ? [fare.amount] : [];
          });
          return amounts.length && columns[i]
            ? [{ "@type": "AggregateOffer" as const, name: columns[i], priceCurrency: "INR", lowPrice: Math.min(...amounts), highPrice: Math.max(...amounts), offerCount: amounts.length, offeredBy: { "@id": ids.business } }]
            : [];
        })
      : [];
  if (offers.length) service.offers = offers;
  return graphOf(site, lang, { ...data, trail: [list, { name: place[lang], path: data.path }] }, [service]);
}

/** A stop of a tour as schema.org reads it: a City for a place with a page, a Place for a stop without one. */
function stopNode(slug: string, lang: Lang, stateId: string): Thing {
  const stop = stops.get(slug)!;
  const place = places.find((p) => p.slug === slug);
  return stop.page && place ? cityNode(place, lang, stateId) : { "@type": "Place", name: stop[lang], containedInPlace: { "@id": stateId } };
}

/** Stops as an ordered ItemList, the form schema.org gives for a trip's itinerary. */
function itinerary(slugs: string[], lang: Lang, stateId: string) {
  return {
    "@type": "ItemList" as const,
    itemListOrder: "https://schema.org/ItemListOrderAscending" as const,
    numberOfItems: slugs.length,
    itemListElement: slugs.map((s, i) => ({ "@type": "ListItem" as const, position: i + 1, item: stopNode(s, lang, stateId) })),
  };
}

/**
 * The graph of a tours page: the list (`slug` undefined) or a tour's page, which adds the
 * tour as a TouristTrip: its itinerary (the stops in order, from your city and back), each
 * day as a trip of its own, and the business as its provider, in the page's language.
 */
export function toursGraph(site: Site, lang: Lang, slug?: string): Graph {
  const data = toursPageData(lang, slug);
  if (!data) throw new Error(`toursGraph: no tour "${slug}"`);
  const ids = makeIds(site);
  const list = { name: editions[lang].words.navLabels.tours, path: TOURS_PATH };
  if (data.kind === "index") return graphOf(site, lang, { ...data, type: "CollectionPage", trail: [list] });
  const tour = tours.find((t) => t.slug === slug)!;
  const url = ids.url(localePath(lang, data.path));
  const route = tour.days.map((d, i) => [i === 0 ? homeCity.slug : tour.days[i - 1].night, ...(d.via ?? []), d.night]);
  // When fares show: the whole tour's estimate, from the cheapest car to the dearest (the same figures as the page's table).
  const card = rateCard;
  const amounts = cars.flatMap((c) => {
    const rate = carRate(c.id);
    const fare = rate && card && estimate(tourTrip(tour), rate, card);
    return fare ? [fare.amount] : [];
  });
  const offers: AggregateOffer | undefined = amounts.length
    ? { "@type": "AggregateOffer", priceCurrency: "INR", lowPrice: Math.min(...amounts), highPrice: Math.max(...amounts), offerCount: amounts.length, offeredBy: { "@id": ids.business } }
    : undefined;
  const days: Trip[] = data.days.map((day, i) => ({ "@type": "Trip", name: day.title, description: day.seen, itinerary: itinerary(route[i], lang, ids.state) }));
  const trip: TouristTrip = {
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: data.heading,
    description: data.intro,
    url,
    provider: { "@id": ids.business },
    itinerary: itinerary([homeCity.slug, ...route.flatMap((r) => r.slice(1))], lang, ids.state),
    subTrip: days,
    ...(offers ? { offers } : {}),
  };
  return graphOf(site, lang, { ...data, trail: [list, { name: data.heading, path: data.path }] }, [trip]);
}

/**
 * How a kind's pages are described to search engines: a page of its own as a WebPage (the
 * cars page with the fleet's catalog: pageGraph), a kind with items by its own graph (a kind
 * left out of `itemGraphs` is a type error); none for the pages outside the sitemap (not
 * found, offline).
 */
type KindGraph = (site: Site, lang: Lang, page: KindPage, html?: string) => Graph;
const itemGraphs: Record<ItemsKey, KindGraph> = {
  cars: (site, lang, page, html) => carsGraph(site, lang, page.slug, picturesIn(html ?? "")),
  places: (site, lang, page) => placesGraph(site, lang, page.slug),
  tours: (site, lang, page) => toursGraph(site, lang, page.slug),
};

export function kindGraph(kind: PageKind): KindGraph | null {
  if (!kind.sitemap) return null;
  if (kind.items) return itemGraphs[kind.key as ItemsKey];
  return (site, lang, page) => pageGraph(site, kind.key as HeadPageKey, page.path, lang);
}

/**
 * The built address of each photo a page shows, by its name under app/assets/images: a car's
 * page marks each with `data-picture` around its <picture> (pages/car.tsx).
 */
export function picturesIn(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, inner] of html.matchAll(/data-picture="([^"]+)"[^>]*>(.*?)<\/picture>/gs)) {
    const src = /<img[^>]*\ssrc="([^"]+)"/.exec(inner)?.[1];
    if (src && !found[name]) found[name] = src;
  }
  return found;
}
