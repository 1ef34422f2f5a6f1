/**
 * A distance and a driving time that cannot both be true: 5,000 km in 4:15 is 1,176 km/h. The
 * trip's clock (lib/clock.ts) is only as true as the driving times, so a speed no road allows
 * stops the build, naming the place or the road. A speed slower than any road is likely a
 * slip (minutes for hours, a 0 too many) but may be a road the owner knows: the build warns.
 * The sample's roads average 24 to 58 km/h.
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import type { PlacesData } from "./schema.ts";
import { minutesOf } from "#app/content/business/time.ts";
import type { RoadsData } from "#app/content/tours/schema.ts";

/** Above this, the figures cannot both be right: no road in India is driven this fast on average. */
export const FASTEST_KMH = 100;
/** Below this, over a real distance, one of them is likely a slip (minutes for hours, or a 0 too many). */
export const SLOWEST_KMH = 15;
/** A few km in town may take any time: the slow limit starts at this distance. */
const SLOW_FROM_KM = 10;

type Speed = "too fast" | "too slow";

function speedCheck(km: number, drivingTime: string): { kind: Speed; text: string } | undefined {
  const kmh = km / (minutesOf(drivingTime) / 60);
  const speed = `${km.toLocaleString("en-IN")} km in ${drivingTime} is ${Math.round(kmh).toLocaleString("en-IN")} km/h on average`;
  if (kmh > FASTEST_KMH)
    return { kind: "too fast", text: `${speed}, faster than any road allows: check the distance and the driving time` };
  if (kmh < SLOWEST_KMH && km >= SLOW_FROM_KM)
    return { kind: "too slow", text: `${speed}, slower than any road: check the distance and the driving time` };
  return undefined;
}

/** Each place's and each road's speed of `kind`, as "Dwarka: …" and "the road jamnagar–dwarka: …". */
function speeds(places: PlacesData["places"], roads: RoadsData["roads"], kind: Speed) {
  const of = (km: number, time: string) => {
    const found = speedCheck(km, time);
    return found?.kind === kind ? [found.text] : [];
  };
  return {
    places: places.flatMap((p) => of(p.distanceKm, p.drivingTime).map((t) => `${p.en}: ${t}`)),
    roads: roads.flatMap((r) => of(r.km, r.drivingTime).map((t) => `the road ${r.from}–${r.to}: ${t}`)),
  };
}

/** A speed that no road allows: the build stops, in the owner's words, naming the file and the place or road. */
export function speedProblems(places: PlacesData | undefined, roads: RoadsData | undefined): string[] {
  const found = speeds(places?.places ?? [], roads?.roads ?? [], "too fast");
  return [
    ...found.places.map((p) => `${CONTENT_DIR}/places.json → places → ${p}`),
    ...found.roads.map((r) => `${CONTENT_DIR}/roads.json → ${r}`),
  ];
}

/** A place whose distance and driving time look like a slip: slower than any road. */
export function findSpeedWarnings(places: PlacesData["places"]): string[] {
  return speeds(places, [], "too slow").places;
}

/** The same for the roads between places that the tours use. */
export function findRoadSpeedWarnings(roads: RoadsData["roads"]): string[] {
  return speeds([], roads, "too slow").roads;
}
