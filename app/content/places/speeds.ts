/**
 * A distance and a driving time that cannot both be true: 5,000 km in 4:15 is 1,176 km/h. The
 * build warns (it does not refuse: the owner may know a road that is slower than it looks),
 * naming the place or the road, when the average speed they imply is one no road allows.
 * The sample's roads average 24 to 58 km/h.
 */
import type { PlacesData } from "./schema.ts";
import { minutesOf } from "#app/content/tours/roads.ts";
import type { RoadsData } from "#app/content/tours/schema.ts";

/** Above this, the figures cannot both be right: no road in India is driven this fast on average. */
export const FASTEST_KMH = 100;
/** Below this, over a real distance, one of them is likely a slip (minutes for hours, or a 0 too many). */
export const SLOWEST_KMH = 15;
/** A few km in town may take any time: the slow limit starts at this distance. */
const SLOW_FROM_KM = 10;

function speedProblem(km: number, drivingTime: string): string | undefined {
  const kmh = km / (minutesOf(drivingTime) / 60);
  const speed = `${km.toLocaleString("en-IN")} km in ${drivingTime} is ${Math.round(kmh).toLocaleString("en-IN")} km/h on average`;
  if (kmh > FASTEST_KMH) return `${speed}, faster than any road allows: check the distance and the driving time`;
  if (kmh < SLOWEST_KMH && km >= SLOW_FROM_KM) return `${speed}, slower than any road: check the distance and the driving time`;
  return undefined;
}

/** A place whose distance and driving time from the city cannot both be true. */
export function findSpeedWarnings(places: PlacesData["places"]): string[] {
  return places.flatMap((p) => {
    const problem = speedProblem(p.distanceKm, p.drivingTime);
    return problem ? [`${p.en}: ${problem}`] : [];
  });
}

/** The same for the roads between places that the tours use. */
export function findRoadSpeedWarnings(roads: RoadsData["roads"]): string[] {
  return roads.flatMap((r) => {
    const problem = speedProblem(r.km, r.drivingTime);
    return problem ? [`the road ${r.from}–${r.to}: ${problem}`] : [];
  });
}
