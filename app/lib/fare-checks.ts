/**
 * The build's warnings about the owner's price list (scripts/content-check.ts prints them):
 * a fixed fare far from what the km would give is more likely a slip of a digit than a
 * price (₹250 for ₹2,500). It warns and does not refuse: the owner may mean it.
 */
import { minutesOf } from "#app/content/tours/roads.ts";
import { type CarRate, estimate, type RateCard, type Trip } from "./fare.ts";
import { rupees } from "./money.ts";

/** A fixed fare below this share of the formula, or above its inverse, is warned about. */
export const FIXED_FARE_BAND = 0.5;

export function fixedFareWarnings(
  card: RateCard,
  rates: CarRate[],
  places: { slug: string; en: string; distanceKm: number; drivingTime: string }[],
  carName: (id: number) => string,
): string[] {
  return (card.fixed ?? []).flatMap((fixed) => {
    const place = places.find((p) => p.slug === fixed.place);
    if (!place) return [];
    const minutes = minutesOf(place.drivingTime);
    const trips: [string, number | undefined, Trip][] = [
      ["one way", fixed.oneWay, { kind: "one-way", km: place.distanceKm, minutes }],
      [
        `return${(fixed.returnDays ?? 1) > 1 ? ` in ${fixed.returnDays} days` : " the same day"}`,
        fixed.return,
        { kind: "return", km: place.distanceKm, days: fixed.returnDays ?? 1 },
      ],
    ];
    return fixed.cars.flatMap((car) => {
      const rate = rates.find((r) => r.car === car);
      if (!rate) return [];
      return trips.flatMap(([what, amount, trip]) => {
        // The formula alone: the trip names no place, so no fixed fare applies to it.
        const formula = amount === undefined ? null : estimate(trip, rate, card);
        if (!formula || amount === undefined) return [];
        const low = amount < formula.amount * FIXED_FARE_BAND;
        if (!low && amount <= formula.amount / FIXED_FARE_BAND) return [];
        return [
          `the fixed fare to ${place.en}, ${what}, for car ${car}, ${carName(car)}, is ${rupees(amount)}: ${low ? "under half" : "over twice"} the ${rupees(formula.amount)} that the km give. Check it; if you mean it, nothing needs to change`,
        ];
      });
    });
  });
}
