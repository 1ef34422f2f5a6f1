/**
 * JSON-LD for search engines, one @graph per page, built from content and typed with
 * schema-dts: the business (a TravelAgency and an AutoRental, both LocalBusiness types),
 * the WebSite, the page with its breadcrumb, on /cars the catalog of the fleet, on a car
 * model's page each of its sizes as a Car with its offer, and on a place's page the taxi
 * service to that place.
 * No review ratings: search engines ignore self-serving ones; testimonials stay text.
 *
 * This module holds what every page's graph shares: the business, the website, the page and
 * its breadcrumb. Each page kind's head (app/kinds/<kind>/head.ts) adds its own nodes and
 * puts the graph in the page's meta, so React Router writes it into the head at prerender. No
 * page's script carries it: no route module ships to the browser (decision 015).
 */
import type {
  BreadcrumbList,
  Car,
  City,
  ContactPoint,
  Graph,
  OfferCatalog,
  OpeningHoursSpecification,
  PostalAddress,
  State,
  TaxiService,
  Thing,
  TravelAgency,
  UnitPriceSpecification,
  WebPage,
  WebSite,
} from "schema-dts";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate } from "#app/content/fleet/rates.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { places } from "#app/content/places/places.ts";
import type { HeadKey } from "#app/content/words/word-files.ts";
import { editions, pageCopy } from "#app/content/words/words.ts";
import { type Hours, isAllDay } from "./hours.ts";
import { localePath } from "./i18n.ts";
import { addressLine, directionsLink } from "./links.ts";

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

export function siteIds(site: Site) {
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

/**
 * The business in full: on the pages about it (home and about, in each language: their kinds'
 * entries say `fullBusiness`). Every other page names it by the short node (businessNodeShort). `catalogLang` links the fleet on /cars.
 */
export function businessNode(site: Site, catalogLang?: Lang): TravelAgency {
  const ids = siteIds(site);
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
    containedInPlace: "region" in place && place.region ? { "@type": "AdministrativeArea", name: place.region.en } : { "@id": ids.state },
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
    // either script finds the same business.
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

/**
 * The business on every other page: who it is (with its GSTIN, when it has one) and how to reach it, by the same @id as the
 * full node, which search engines read from the home page. The full node's hours, areas,
 * names and links cost each page about 500 bytes of its first round trip (decision 029).
 */
export function businessNodeShort(site: Site, catalogLang?: Lang): TravelAgency {
  // Two types at once (see businessNode): read as the plain object it is.
  const full = businessNode(site, catalogLang) as unknown as Record<string, unknown>;
  const keep = ["@type", "@id", "name", "url", "telephone", "address", "taxID", "hasOfferCatalog"];
  return Object.fromEntries(keep.filter((k) => full[k] !== undefined).map((k) => [k, full[k]])) as unknown as TravelAgency;
}

export function carCatalog(site: Site, lang: Lang = "en"): OfferCatalog {
  const ids = siteIds(site);
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
export function breadcrumb(site: Site, lang: Lang, trail: { name: string; path: string }[]): BreadcrumbList {
  const ids = siteIds(site);
  const crumbs = [{ name: editions[lang].words.navLabels.home, path: "/" }, ...trail];
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(localePath(lang, crumbs.at(-1)!.path)),
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: ids.url(localePath(lang, c.path)),
    })),
  };
}

export interface GraphPage {
  /** The page's English path. */
  path: string;
  title: string;
  description: string;
  type?: "WebPage" | "AboutPage" | "CollectionPage";
  /** The breadcrumb after Home, the page last (empty on the home page). */
  trail: { name: string; path: string }[];
  /** The business in full, on the pages about it (their kind says so: `fullBusiness`); in short elsewhere. */
  fullBusiness?: boolean;
}

/** The business, the website, the page and its breadcrumb, and the page's own nodes. */
export function graphOf(site: Site, lang: Lang, p: GraphPage, own: Thing[] = [], catalogLang?: Lang): Graph {
  const path = localePath(lang, p.path);
  const ids = siteIds(site);
  // Search engines read a site's names from its home page's WebSite node only: the other
  // pages name it by its @id, which spares each of them a hundred bytes (the cars pages have
  // the least room in the first round trip, decision 029).
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website,
    url: ids.url("/"),
    name: business.name.en,
    ...(p.path === "/"
      ? { alternateName: alternateNames(), inLanguage: LANGS.map((l) => languages[l].tag), publisher: { "@id": ids.business } }
      : {}),
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
  const owner = p.fullBusiness ? businessNode(site, catalogLang) : businessNodeShort(site, catalogLang);
  const graph: Thing[] = [owner, website, page, breadcrumb(site, lang, p.trail), ...own];
  return { "@context": "https://schema.org", "@graph": graph };
}

/**
 * The owner's rate a km for a car, as schema.org prices a unit: INR per kilometre (UN/CEFACT
 * code KMT). The unit code says "per one km"; a reference quantity of 1 said it again, in
 * bytes the cars page's first round trip cannot spare (scripts.spec.ts).
 */
export function perKmPrice(perKm: number): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price: perKm,
    priceCurrency: "INR",
    unitCode: "KMT",
    unitText: "km",
  };
}

/**
 * A place as a City in `lang`, in the state `stateId`; with its Wikidata entry as `sameAs`
 * when places.json gives one, for a name that two places share.
 */
export function cityNode(
  place: Record<Lang, string> & { wikidata?: string; region?: Record<Lang, string> },
  lang: Lang,
  stateId: string,
): City {
  return {
    "@type": "City",
    name: place[lang],
    // A place outside the state (Diu, a Union Territory) is in its own, not in ours.
    containedInPlace: place.region ? { "@type": "AdministrativeArea", name: place.region[lang] } : { "@id": stateId },
    ...(place.wikidata ? { sameAs: place.wikidata } : {}),
  };
}

/** A page kind as its head and its graph need it (app/page-kind.ts). */
export interface HeadKind {
  key: string;
  path: string;
  sitemap: boolean;
  fullBusiness?: true;
}

/** A kind's own page as its graph shows it: its type, its own nodes, and the fleet's catalog's language. */
export interface PageGraphOptions {
  type?: GraphPage["type"];
  own?: Thing[];
  catalogLang?: Lang;
}

/**
 * The graph of a kind's own page (or list) in one language; its breadcrumb names it as the menu
 * does, or by its headline when the menu does not link to it. `own` are the page's own nodes.
 */
export function pageGraph(
  site: Site,
  kind: HeadKind,
  lang: Lang,
  { type = "WebPage", own = [], catalogLang }: PageGraphOptions = {},
): Graph {
  const copy = pageCopy(lang, kind.key as HeadKey);
  const labels: Partial<Record<string, string>> = editions[lang].words.navLabels;
  const trail = kind.key !== "home" ? [{ name: labels[kind.key] ?? copy.headline, path: kind.path }] : [];
  const page = { path: kind.path, title: copy.title, description: copy.description, type, trail, fullBusiness: kind.fullBusiness };
  return graphOf(site, lang, page, own, catalogLang);
}

/** Where this build is deployed (SITE_URL and BASE_PATH), as the pages' heads write it. */
export const builtSite = (): Site => ({ origin: __SITE_URL__, base: import.meta.env.BASE_URL });
