/**
 * The tolls of a trip, from the sums of its roads (content/tours/plazas.ts): a return on the
 * same day pays one and a half times, a later return twice; the airport's road and the
 * place's one after the other. The place pages, the
 * planner and its message read them, and the rate card's switch adds them to the fares
 * (fare.ts).
 */
import type { Tolls } from "#app/content/tours/plazas.ts";

export type { Tolls } from "#app/content/tours/plazas.ts";
export { type TollClass, tollClass } from "#app/content/fleet/toll-class.ts";

/** Two roads one after the other (the airport, then the place): null when either is unknown. */
export const addTolls = (a: Tolls | null | undefined, b: Tolls | null | undefined): Tolls | null =>
  a && b ? { car: a.car + b.car, van: a.van + b.van } : null;

/**
 * What a return pays a plaza that charged `oneWay`: within 24 hours, one and a half times the
 * single fee, rounded to ₹5 as the plazas round it; later, the single fee again. The National
 * Highways fee rules, 2008, rule 4 (the return journey), as every fee notification repeats
 * them (S.O. 1132(E), 11 March 2025). A return on the day it left is within 24 hours; one on a
 * later day is counted as not, as it mostly is.
 */
export const returnToll = (oneWay: number, sameDay: boolean) => (sameDay ? Math.round((1.5 * oneWay) / 5) * 5 : 2 * oneWay);

/** The tolls of a trip over a road one way, there and, for a return, back: on the same day (`days` 1) or later. */
export const tripTolls = (oneWay: Tolls, roundTrip: boolean, days = 1): Tolls =>
  roundTrip ? { car: returnToll(oneWay.car, days <= 1), van: returnToll(oneWay.van, days <= 1) } : oneWay;
