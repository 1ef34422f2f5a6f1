/**
 * The tours (`data/tours.json`, the owner's "Tours"), the roads table they read
 * (`data/roads.json`) and their words in each language (`data/pages/tours*.json`). What a
 * tours page shows is put together beside the pages (pages/tour-pages.ts).
 */
import placesData from "#app/content/data/places.json" with { type: "json" };
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import toursData from "#app/content/data/tours.json" with { type: "json" };
import enWords from "#app/content/data/pages/tours.json" with { type: "json" };
import guWords from "#app/content/data/pages/tours.gu.json" with { type: "json" };
import hiWords from "#app/content/data/pages/tours.hi.json" with { type: "json" };
import type { Lang } from "./languages.ts";
import { dayTotals, type Stop, tourStops } from "./roads.ts";
import type { Places, Roads, Tours, ToursWordsData } from "./schema.ts";
import { pageWords } from "./words.ts";
import { TOURS_PATH, tourPath } from "#app/site-pages.ts";

const places: Places = placesData;
const roads: Roads = roadsData;
export const tours: Tours["tours"] = (toursData as Tours).tours;

const words: Record<Lang, ToursWordsData> = { en: enWords, gu: guWords, hi: hiWords };

/** The tours pages' words in a language, with the business's and the owner's names filled in. */
export const toursWords = (lang: Lang): ToursWordsData => pageWords(words[lang], lang);

/** Every stop a tour may name, by its name: your city, the places, the stops without a page. */
export const stops = new Map<string, Stop>(tourStops(places, roads).map((s) => [s.slug, s]));

/** Each day's km and minutes of driving, and the tour's total km (the content check made sure every leg is known). */
export function tourFigures(tour: Tours["tours"][number]) {
  const days = tour.days.map((_, i) => dayTotals(places, roads, tour.days, i));
  return { days, km: days.reduce((sum, d) => sum + d.km, 0) };
}

/** The places of a tour that have a page, each once, in the order the tour reaches them (your city left out). */
export function tourPlaces(tour: Tours["tours"][number]): Stop[] {
  const slugs = [...new Set(tour.days.flatMap((d) => [...(d.via ?? []), d.night]))];
  return slugs.flatMap((s) => {
    const stop = stops.get(s);
    return stop?.page && s !== places.city.slug ? [stop] : [];
  });
}

/** The tours pages: the list (no slug), then each tour's, by their English paths. */
export const toursPages = [{ slug: undefined, path: TOURS_PATH }, ...tours.map((t) => ({ slug: t.slug, path: tourPath(t.slug) }))];
