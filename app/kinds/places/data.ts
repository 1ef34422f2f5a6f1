/**
 * What the places pages show, in one language, for their route (kinds/places/route.tsx) and the
 * structured data, at build time. It sits beside the pages, not in content/: it turns the
 * data into what a page shows (links, fares, WhatsApp messages), so it reads lib/, and
 * content/ reads nothing above it (decision 018). The content check has already passed (the
 * build checks it first), so the files are read as their schema types.
 */
import { business, businessIn } from "#app/content/business/business.ts";
import { cars, groupSizes } from "#app/content/fleet/cars.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeAirport, placesData } from "#app/content/places/places.ts";
import { plazasOf, roadTolls } from "#app/content/tours/plazas.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { roads } from "#app/content/tours/tours.ts";
import { hoursAtPlaces } from "#app/lib/site-hours.ts";
import type { PlacesData } from "#app/content/places/schema.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { fill, plural } from "#app/content/templates.ts";
import type { PlacesWords } from "#app/content/words/shape.ts";
import { pageWords, siteWords } from "#app/content/words/words.ts";
import { carHref, carsForGroup } from "#app/lib/cars.ts";
import { dayTrip, hoursText } from "./day-trip.ts";
import { type FareTableData, fareTable, placeTrips, tableNotes } from "#app/lib/fare-table.ts";
import type { ListPageData } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { whatsappLink } from "#app/lib/links.ts";
import { rupees } from "#app/lib/money.ts";
import { CARS_PATH, FILTER_ID, PLACES_PATH, PLAN_ID, placePath } from "#app/site-pages.ts";

const { city, places } = placesData;

/** The stops without a page that a road joins to a place (Nageshwar and Bet Dwarka to Dwarka): its page gives their hours too. */
const stopsNear = (slug: string) => {
  const named = new Set(roads.stops.map((s) => s.slug));
  return roads.roads.flatMap((r) => (r.from === slug && named.has(r.to) ? [r.to] : r.to === slug && named.has(r.from) ? [r.from] : []));
};

export interface PlaceLink {
  name: string;
  href: string;
  /** Under the name: "About 230 km · about 4 h 15 min", or what the city's page is about. */
  line: string;
}

export interface PlacesIndexData extends ListPageData {
  places: PlaceLink[];
  outside: string;
  outsideWhatsapp: string;
}

export interface PlaceData {
  kind: "place";
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The distance and the driving time, and why they are approximate; none on the city's page. */
  facts: { distance: string; time: string; note: string } | null;
  /** The fare from the city for each car, one way and return (a transfer on the city's page); null without a rate card. */
  /** The fares, and under them the km billed beside the km driven where the minimum lifts them. */
  fares: { title: string; table: FareTableData; notes: string[]; tollsIncluded: boolean } | null;
  carsTitle: string;
  carsText: string;
  groups: { name: string; href: string; cars: string[] }[];
  planTitle: string;
  planText: string;
  plan: string;
  planHref: string;
  whatsapp: string;
  allPlaces: { label: string; href: string };
  /** The place's picture, by its name under app/assets/images, and what it shows. */
  image: { name: string; alt: string };
  /**
   * The parts after "Plan this trip", in order, each but "why people go" shown only when its
   * words are written: the airport (on the city's page), the road, the stops on the way, day
   * trip or overnight with the places that go well with it, why people go, and what to know
   * before going.
   */
  sections: InfoSection[];
  /** The opening hours of its temples and sights, and of the stops near it (Bet Dwarka from Dwarka), from data/hours.json. */
  hours: ReturnType<typeof hoursAtPlaces>;
  /** The business's own terms, after the cars, only when the owner has written them. */
  terms: InfoSection | null;
}

/** A titled part of a place's page: a text, a list, a line after it; the page draws them all alike. */
export interface InfoSection {
  id: string;
  title: string;
  text?: string;
  /** Before the list, e.g. "Goes well with". */
  listLabel?: string;
  /** The towns of the road, in order, drawn as a route. */
  route?: boolean;
  items: InfoItem[];
  note?: string;
}

export interface InfoItem {
  name?: string;
  text: string;
  /** A page of this site (the text is the link)… */
  to?: string;
  /** …or an official page elsewhere, after the text. */
  link?: { href: string; label: string };
}

export type PlacesPageData = PlacesIndexData | PlaceData;

/** "About 225 km by road", "About 4 h 15 min of driving" and why both are approximate. */
function placeFacts(lang: Lang, words: PlacesWords["placePage"], km: number, time: string) {
  const [hours, minutes] = [Math.floor(minutesOf(time) / 60), minutesOf(time) % 60];
  return {
    distance: fill(words.distance, { km }),
    time: minutes ? plural(lang, words.time, hours, { hours, minutes }) : fill(words.timeHours, { hours }),
    note: words.approximate,
  };
}

/**
 * A place's fares from the city, one way and return over the place's days, for each car;
 * on the city's own page, the transfers to the airport and the station (the owner's fixed
 * fares, or else the city package). Null without a rate card, or on the city's page without
 * an airport or a station.
 */
function placeFares(lang: Lang, place: PlacesData["places"][number] | null): PlaceData["fares"] {
  const { fares } = siteWords(lang);
  const { carCard } = pageWords("cars", lang);
  const trips = place
    ? placeTrips(place, rateCard).map((trip) => ({ label: trip.kind === "one-way" ? fares.oneWay : fares.returnTrip(trip.days), trip }))
    : (city.points ?? []).map((point) => ({
        label: point.kind === "airport" ? fares.airport : fares.station,
        trip: { kind: "transfer" as const, km: point.km, point: point.slug, ...tollsOf(point.tolls) },
      }));
  const table = trips.length
    ? fareTable(
        fares.car,
        trips,
        cars.map((c) => ({
          id: c.id,
          label: carCard.label(c.name, c.capacity),
          textLabel: carCard.label(c.textName[lang], c.capacity),
          href: carHref(lang, c),
        })),
        carRate,
        rateCard,
      )
    : null;
  const notes = table ? tableNotes(table, fares, rateCard!) : [];
  // The tolls of the road (the place's, or the airport's and the station's on the city's page).
  const roads = place ? [{ label: "", tolls: place.tolls }] : (city.points ?? []).map((p) => ({ label: p[lang], tolls: p.tolls }));
  const tolls = roads.flatMap((r) => {
    const line = tollsLine(lang, r.tolls);
    return line ? [r.label ? `${r.label}: ${line}` : line] : [];
  });
  const included = Boolean(rateCard?.tollsIncluded) && roads.every((r) => roadTolls(r.tolls));
  return table && { title: fares.faresTitle(city[lang]), table, notes: [...notes, ...tolls], tollsIncluded: included };
}

/** A transfer's tolls, one way, where its road's plazas are listed. */
const tollsOf = (slugs: string[] | undefined) => {
  const tolls = roadTolls(slugs);
  return tolls ? { tolls } : {};
};

/**
 * A road's tolls one way, by class, with its plazas ("Maliyasan, Aya (Sayla)…"), or
 * that it has none; nothing while its plazas are not listed.
 */
export function tollsLine(lang: Lang, slugs: string[] | undefined): string | null {
  const { fares } = siteWords(lang);
  const on = plazasOf(slugs);
  const sum = roadTolls(slugs);
  if (!on || !sum) return null;
  if (!on.length) return fares.tollsNone;
  // The plazas by their names in the page's language (the road's number, "NH 47", is Latin: the data keeps it).
  const line = rateCard?.tollsIncluded ? fares.tollsIncludedNote : fares.tollsOneWay;
  return line(rupees(sum.car), rupees(sum.van), on.map((p) => p[lang]).join(", "));
}

/** The first sentence of "Day trip or overnight": which it is, from the drive and the owner's word (kinds/places/day-trip.ts). */
function dayTripText(
  words: PlacesWords["placePage"]["dayTrip"],
  place: PlacesData["places"][number],
  to: string,
  card: NonNullable<typeof rateCard>,
): string {
  const trip = dayTrip(minutesOf(place.drivingTime), card, place);
  if (trip.kind === "chosen") return fill(words.chosen, { to });
  if (trip.kind === "overnight") return fill(words.overnight, { drive: hoursText(trip.drive), days: trip.days, to });
  return fill(words[trip.kind], { drive: hoursText(trip.drive), stop: hoursText(trip.stop), total: hoursText(trip.total), to });
}

/** Search results show about 60 characters of a title: a longer one takes the shorter words. */
export const TITLE_SHOWN = 60;

/** A place's title, or its shorter form where the place's long name would push it past what search results show. */
function placeTitle(lang: Lang, page: PlacesWords["placePage"], from: string, to: string): string {
  const title = fill(page.title, { from, to });
  // The business's name is in the words already (content/words fills it in).
  return title.replace("{business}", businessIn(lang).name).length > TITLE_SHOWN ? fill(page.titleShort, { from, to }) : title;
}

/** The places page (`slug` undefined) or a place's page, or null for an unknown place. */
export function placesPageData(lang: Lang, slug?: string): PlacesPageData | null {
  const w = pageWords("places", lang);
  const home = localePath(lang, PLACES_PATH);
  if (slug === undefined) {
    const page = w.placesPage;
    return {
      kind: "index",
      path: PLACES_PATH,
      title: page.title,
      description: page.description,
      heading: page.heading,
      intro: page.intro,
      places: [
        { name: city[lang], href: localePath(lang, placePath(city.slug)), line: page.cityLine },
        ...places.map((p) => {
          const facts = placeFacts(lang, w.placePage, p.distanceKm, p.drivingTime);
          return { name: p[lang], href: localePath(lang, placePath(p.slug)), line: `${facts.distance} · ${facts.time}` };
        }),
      ],
      outside: page.outside,
      outsideWhatsapp: whatsappLink(business.phone, page.outsideMessage),
    };
  }
  const other = places.find((p) => p.slug === slug);
  const place = slug === city.slug ? city : other;
  const words = w.places.find((p) => p.slug === slug);
  if (!place || !words) return null;
  const from = city[lang];
  const to = place[lang];
  const page = w.placePage;
  const { carsPage, carCard } = pageWords("cars", lang);
  const carsPath = localePath(lang, CARS_PATH);
  return {
    kind: "place",
    path: placePath(place.slug),
    title: other ? placeTitle(lang, page, from, to) : fill(w.cityPage.title, { city: from }),
    description: other ? fill(page.description, { from, to, km: other.distanceKm }) : fill(w.cityPage.description, { city: from }),
    heading: other ? fill(page.heading, { from, to }) : fill(w.cityPage.heading, { city: from }),
    intro: words.intro,
    facts: other ? placeFacts(lang, page, other.distanceKm, other.drivingTime) : null,
    fares: placeFares(lang, other ?? null),
    hours: hoursAtPlaces([place.slug, ...stopsNear(place.slug)], lang, siteWords(lang).clock),
    carsTitle: page.carsTitle,
    carsText: page.carsText,
    // Every group size but the first, which is "all cars".
    groups: groupSizes.flatMap((g, i) => {
      const fit = carsForGroup(cars, g);
      if (i === 0 || !fit.length) return [];
      return [
        {
          name: fill(page.group, { group: carsPage.filters[i] }),
          href: `${carsPath}?group=${i}#${FILTER_ID}`,
          cars: fit.map((c) => carCard.label(c.name, c.capacity)),
        },
      ];
    }),
    planTitle: page.planTitle,
    planText: page.planText,
    plan: page.plan,
    // The trip planner takes its pickup and drop from the address (kinds/cars/island/planner/trip-planner.tsx).
    planHref: `${carsPath}?pickup=${encodeURIComponent(from)}&drop=${encodeURIComponent(to)}#${PLAN_ID}`,
    whatsapp: whatsappLink(business.phone, other ? fill(page.message, { from, to }) : fill(w.cityPage.message, { city: from })),
    allPlaces: { label: page.allPlaces, href: home },
    image: { name: place.image, alt: words.imageAlt },
    sections: (
      [
        other
          ? null
          : {
              id: "airport",
              title: w.cityPage.airportTitle,
              items: [
                ...(homeAirport ? [{ text: fill(w.cityPage.airport, { km: homeAirport.km }) }] : []),
                ...(homeAirport?.minutes ? [{ text: fill(w.cityPage.airportTime, { minutes: homeAirport.minutes }) }] : []),
                { text: w.cityPage.airportPickup },
              ],
            },
        other?.via?.length
          ? {
              id: "route",
              title: page.routeTitle,
              text: fill(page.routeText, { from, to }),
              route: true,
              items: [from, ...other.via.map((t) => t[lang]), to].map((text) => ({ text })),
            }
          : null,
        words.stops?.length ? { id: "stops", title: page.stopsTitle, items: words.stops } : null,
        words.trip || other
          ? {
              id: "trip",
              title: page.tripTitle,
              // Which it is, from the rules of the fares above, then the place's own words.
              // (None without a rate card: the rule is the card's.)
              ...(other || words.trip
                ? { text: [other && rateCard && dayTripText(page.dayTrip, other, to, rateCard), words.trip].filter(Boolean).join(" ") }
                : {}),
              ...(other?.combines?.length ? { listLabel: page.combinesTitle } : {}),
              items: (other?.combines ?? []).flatMap((s) => {
                const p = places.find((q) => q.slug === s);
                return p ? [{ text: p[lang], to: localePath(lang, placePath(p.slug)) }] : [];
              }),
            }
          : null,
        {
          id: "why",
          title: other ? fill(page.whyTitle, { to }) : fill(w.cityPage.whyTitle, { city: from }),
          items: words.reasons.map((text) => ({ text })),
        },
        words.notes?.length
          ? {
              id: "notes",
              title: page.notesTitle,
              items: words.notes.map((text, i) => {
                const href = other?.links?.find((l) => l.note === i + 1)?.url;
                return href ? { text, link: { href, label: page.officialLink } } : { text };
              }),
              note: page.checkFirst,
            }
          : null,
      ] as (InfoSection | null)[]
    ).filter((x) => x !== null),
    terms: page.terms ? { id: "terms", title: page.terms.title, items: page.terms.items.map((text) => ({ text })) } : null,
  };
}
