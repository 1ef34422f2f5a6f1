/**
 * The tours pages' head: the list's and each tour's, with its meta tags and JSON-LD (a tour as
 * a TouristTrip), and its social card's headline. (A missing tour has no data and no head.)
 * The route module (route.tsx) puts `meta` in the page's head; the build draws the social card
 * with `cardTitle` (scripts/postbuild.ts).
 */
import type { AggregateOffer, Graph, Thing, TouristTrip, Trip } from "schema-dts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeCity, places } from "#app/content/places/places.ts";
import { stops, tours } from "#app/content/tours/tours.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { headMeta } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { builtSite, cityNode, graphOf, type Site, siteIds } from "#app/lib/structured-data.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { socialImagePath } from "#app/lib/urls.ts";
import { TOURS_PATH } from "#app/site-pages.ts";
import { toursPageData } from "./data.ts";

export function meta(lang: Lang, slug?: string) {
  const data = toursPageData(lang, slug);
  if (!data) return [];
  return [
    ...headMeta(lang, data, data.path, socialImagePath(data.path.slice(1), lang)),
    { "script:ld+json": toursGraph(builtSite(), lang, slug) },
  ];
}

export const cardTitle = (lang: Lang, slug?: string) => toursPageData(lang, slug)!.heading;

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
  const ids = siteIds(site);
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
    ? {
        "@type": "AggregateOffer",
        priceCurrency: "INR",
        lowPrice: Math.min(...amounts),
        highPrice: Math.max(...amounts),
        offerCount: amounts.length,
        offeredBy: { "@id": ids.business },
      }
    : undefined;
  const days: Trip[] = data.days.map((day, i) => ({
    "@type": "Trip",
    name: day.title,
    description: day.seen,
    itinerary: itinerary(route[i], lang, ids.state),
  }));
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
