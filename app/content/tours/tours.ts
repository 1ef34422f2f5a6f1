/**
 * The tours (`data/tours.json`, the owner's "Tours") and the roads table they read
 * (`data/roads.json`). Their words are the words reader's (words/words.ts: `pageWords("tours",
 * lang)`). What a tours page shows is put together beside the pages (kinds/tours/data.ts).
 */
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import toursData from "#app/content/data/tours.json" with { type: "json" };
import { placesData as places } from "#app/content/places/places.ts";
import { roadTolls, type Tolls } from "./plazas.ts";
import { dayLegs, dayTotals, type Stop, tourStops } from "./roads.ts";
import { minutesOf } from "#app/content/business/time.ts";
import type { RoadsData, ToursData } from "./schema.ts";

/** The roads table as stored: the tours' clock reads each leg's driving time from it (kinds/tours/tour-clock.ts). */
export const roads: RoadsData = roadsData;
export const tours: ToursData["tours"] = (toursData as ToursData).tours;

/** Every stop a tour may name, by its name: your city, the places, the stops without a page. */
export const stops = new Map<string, Stop>(tourStops(places, roads).map((s) => [s.slug, s]));

/**
 * What the cars page's planner needs of the roads table for a trip of several stops: the
 * stops without a page, by their names, and each road's km and minutes (kinds/cars/island/trip/route.ts). Each
 * place's own road from the city comes with the place (places.ts, `plannerPlaces`).
 */
export const plannerRoads = {
  stops: roads.stops.map(({ slug, en, gu, hi }) => ({ slug, en, gu, hi })),
  roads: roads.roads.map((r) => ({ from: r.from, to: r.to, km: r.km, minutes: minutesOf(r.drivingTime) })),
};

/** Each day's km and minutes of driving, and the tour's total km (the content check made sure every leg is known). */
export function tourFigures(tour: ToursData["tours"][number]) {
  const days = tour.days.map((_, i) => dayTotals(places, roads, tour.days, i));
  return { days, km: days.reduce((sum, d) => sum + d.km, 0) };
}

/** The places of a tour that have a page, each once, in the order the tour reaches them (your city left out). */
export function tourPlaces(tour: ToursData["tours"][number]): Stop[] {
  const slugs = [...new Set(tour.days.flatMap((d) => [...(d.via ?? []), d.night]))];
  return slugs.flatMap((s) => {
    const stop = stops.get(s);
    return stop?.page && s !== places.city.slug ? [stop] : [];
  });
}

/**
 * The tolls of the whole tour, by class: every leg's plazas added up. Null while any leg's
 * road has no plazas listed: no figure rather than a part of one.
 */
export const tourTolls = (tour: ToursData["tours"][number]): Tolls | null => tourTollsOn(places, roads, tour);

/** `tourTolls` over the files given (a test changes them). */
export function tourTollsOn(
  placesFile: typeof places,
  roadsFile: RoadsData,
  tour: ToursData["tours"][number],
  plazaList = roadsFile.plazas ?? [],
): Tolls | null {
  const legs = tour.days.flatMap((_, i) => dayLegs(placesFile, roadsFile, tour.days, i)).filter((l) => l.from !== l.to);
  const sums = legs.map((l) => roadTolls(l.road?.tolls, plazaList));
  if (sums.some((s) => s === null)) return null;
  return (sums as Tolls[]).reduce((a, b) => ({ car: a.car + b.car, van: a.van + b.van }), { car: 0, van: 0 });
}
