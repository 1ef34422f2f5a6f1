/**
 * The roads table (`data/roads.json`) and what a tour reads from it: the stops a tour may
 * name (your city, the places, the stops without a page), the road between two of them, and
 * a day's legs. Pure functions over the data files as read, so that the content check
 * (rules.ts) and the pages use the same rule: a road counts both ways, and a road from your
 * city is the place's own distance in the service areas, written once there.
 */
import type { PlacesData } from "#app/content/places/schema.ts";
import type { RoadsData, ToursData } from "./schema.ts";
import { minutesOf } from "#app/content/business/time.ts";

/** A stop of a tour: a place (with its page) or a stop of the roads table (without one). */
export interface Stop {
  slug: string;
  en: string;
  gu: string;
  hi: string;
  /** True for the city and the places: they have a page at /places/<slug>. */
  page: boolean;
}

export interface Road {
  km: number;
  /** "2:30". */
  drivingTime: string;
  /** The toll plazas it passes, by short name, when listed (content/tours/plazas.ts). */
  tolls?: string[];
}

/** Every name a tour may use: your city, the places, then the stops without a page. */
export function tourStops(places: PlacesData, roads: RoadsData): Stop[] {
  const pick = (s: { slug: string; en: string; gu: string; hi: string }, page: boolean) => ({
    slug: s.slug,
    en: s.en,
    gu: s.gu,
    hi: s.hi,
    page,
  });
  return [pick(places.city, true), ...places.places.map((p) => pick(p, true)), ...roads.stops.map((s) => pick(s, false))];
}

/** The road between two stops, either way, or undefined when the table does not know it. */
export function roadBetween(places: PlacesData, roads: RoadsData, a: string, b: string): Road | undefined {
  const city = places.city.slug;
  if (a === city || b === city) {
    const place = places.places.find((p) => p.slug === (a === city ? b : a));
    return place ? { km: place.distanceKm, drivingTime: place.drivingTime, ...(place.tolls ? { tolls: place.tolls } : {}) } : undefined;
  }
  const road = roads.roads.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a));
  return road ? { km: road.km, drivingTime: road.drivingTime, ...(road.tolls ? { tolls: road.tolls } : {}) } : undefined;
}

export type Day = ToursData["tours"][number]["days"][number];

/** A day's stops in order: where the last night was spent (your city on day 1), its places, its night's stop. */
export function dayStops(days: Day[], index: number, city: string): string[] {
  const from = index === 0 ? city : days[index - 1].night;
  return [from, ...(days[index].via ?? []), days[index].night];
}

/** A day's legs, each with its road, or `road: undefined` for a leg the table does not know. */
export function dayLegs(places: PlacesData, roads: RoadsData, days: Day[], index: number) {
  const stops = dayStops(days, index, places.city.slug);
  return stops.slice(1).map((to, i) => ({ from: stops[i], to, road: roadBetween(places, roads, stops[i], to) }));
}

/** A day's km and minutes of driving, added up over its legs (the content check has made sure each is known). */
export function dayTotals(places: PlacesData, roads: RoadsData, days: Day[], index: number): { km: number; minutes: number } {
  return dayLegs(places, roads, days, index).reduce(
    (sum, leg) => ({ km: sum.km + (leg.road?.km ?? 0), minutes: sum.minutes + (leg.road ? minutesOf(leg.road.drivingTime) : 0) }),
    { km: 0, minutes: 0 },
  );
}
