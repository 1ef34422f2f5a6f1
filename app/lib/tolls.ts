/**
 * The tolls of a trip, from the sums of its roads (content/tours/plazas.ts): twice for a
 * return, the airport's road and the place's one after the other. The place pages, the
 * planner and its message read them, and the rate card's switch adds them to the fares
 * (fare.ts).
 */
import type { Tolls } from "#app/content/tours/plazas.ts";

export type { Tolls } from "#app/content/tours/plazas.ts";
export { type TollClass, tollClass } from "#app/content/fleet/toll-class.ts";

/** Two roads one after the other (the airport, then the place): null when either is unknown. */
export const addTolls = (a: Tolls | null | undefined, b: Tolls | null | undefined): Tolls | null =>
  a && b ? { car: a.car + b.car, van: a.van + b.van } : null;

/** The tolls of a trip over a road one way: twice for a return, which passes every plaza again. */
export const tripTolls = (oneWay: Tolls, roundTrip: boolean): Tolls => (roundTrip ? { car: 2 * oneWay.car, van: 2 * oneWay.van } : oneWay);
