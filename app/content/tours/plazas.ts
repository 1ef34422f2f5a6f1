/**
 * The tolls on the way: the plazas a road passes (data/roads.json, "Toll plazas"), added up
 * by class, as the tours add up their km (tours.ts). A road whose plazas the owner has not
 * listed has no figure (null), not an invented one; an empty list is a road without a plaza
 * (₹0). The place pages, the planner and the rate card's switch read these sums (lib/tolls.ts,
 * lib/fare.ts).
 */
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import type { RoadsData } from "./schema.ts";

/** A plaza's fee for one passage, by class, and where it is. */
export type Plaza = NonNullable<RoadsData["plazas"]>[number];

/** One way's tolls, by class. */
export interface Tolls {
  car: number;
  van: number;
}

/** Every plaza of the roads table. */
export const plazas: Plaza[] = (roadsData as RoadsData).plazas ?? [];

/** The plazas named, in order; null when any is unknown or the list is not given. */
export function plazasOf(slugs: readonly string[] | undefined, list: readonly Plaza[] = plazas): Plaza[] | null {
  if (!slugs) return null;
  const found = slugs.map((s) => list.find((p) => p.slug === s));
  return found.every((p) => p !== undefined) ? (found as Plaza[]) : null;
}

/** One way's tolls over the plazas named, by class; null when they are not known. */
export function roadTolls(slugs: readonly string[] | undefined, list: readonly Plaza[] = plazas): Tolls | null {
  const on = plazasOf(slugs, list);
  return on && { car: on.reduce((sum, p) => sum + p.car, 0), van: on.reduce((sum, p) => sum + p.van, 0) };
}
