/**
 * The places pages' head: the list's at /places and each place's at /places/<slug>, with its
 * meta tags and JSON-LD (a place's taxi service and its fares), and its social card's headline.
 * (A missing place has no data and no head.)
 * The route module (route.tsx) puts `meta` in the page's head; the build draws the social card
 * with `cardTitle` (scripts/postbuild.ts).
 */
import type { AggregateOffer, Graph, TaxiService } from "schema-dts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeCity, places, placesData } from "#app/content/places/places.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { headMeta } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { builtSite, cityNode, graphOf, type Site, siteIds } from "#app/lib/structured-data.ts";
import { socialImagePath } from "#app/lib/urls.ts";
import { PLACES_PATH } from "#app/site-pages.ts";
import { placesPageData } from "./data.ts";

export function meta(lang: Lang, slug?: string) {
  const data = placesPageData(lang, slug);
  if (!data) return [];
  return [
    ...headMeta(lang, data, data.path, socialImagePath(data.path.slice(1), lang)),
    { "script:ld+json": placesGraph(builtSite(), lang, slug) },
  ];
}

export const cardTitle = (lang: Lang, slug?: string) => placesPageData(lang, slug)!.heading;

/**
 * The graph of a places page: the list (`slug` undefined) or a place's page, which adds the
 * taxi service the business runs there, with your city and the place as its area, in the
 * page's language.
 */
export function placesGraph(site: Site, lang: Lang, slug?: string): Graph {
  const data = placesPageData(lang, slug);
  if (!data) throw new Error(`placesGraph: no place "${slug}"`);
  const ids = siteIds(site);
  const list = { name: editions[lang].words.navLabels.places, path: PLACES_PATH };
  if (data.kind === "index") {
    return graphOf(site, lang, { ...data, type: "CollectionPage", trail: [list] });
  }
  const place = places.find((p) => p.slug === slug)!;
  // The trip's two ends: the city the cars leave from and the place. A place whose name is
  // shared (Dwarka is also in Delhi) names its Wikidata entry, so that it is not mistaken.
  const area =
    place.slug === homeCity.slug
      ? cityNode(homeCity, lang, ids.state)
      : [cityNode(homeCity, lang, ids.state), cityNode(place, lang, ids.state)];
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
            ? [
                {
                  "@type": "AggregateOffer" as const,
                  name: columns[i],
                  priceCurrency: "INR",
                  lowPrice: Math.min(...amounts),
                  highPrice: Math.max(...amounts),
                  offerCount: amounts.length,
                  offeredBy: { "@id": ids.business },
                },
              ]
            : [];
        })
      : [];
  if (offers.length) service.offers = offers;
  return graphOf(site, lang, { ...data, trail: [list, { name: place[lang], path: data.path }] }, [service]);
}
