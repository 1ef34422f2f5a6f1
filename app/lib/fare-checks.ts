/**
 * The build's warnings about the owner's price list (scripts/content-check.ts prints them):
 * a fixed fare far from what the km would give is more likely a slip of a digit than a
 * price (₹250 for ₹2,500). It warns and does not refuse: the owner may mean it.
 */
import { minutesOf } from "#app/content/business/time.ts";
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

/** A package under this share of its km price is warned about: more likely a slip than a price. */
export const PACKAGE_BAND = 0.7;

/** A tour as the warnings read it: its km and days (content/tours/roads.ts adds them up) and every stop of its days. */
export interface CheckedTour {
  slug: string;
  km: number;
  days: number;
  stops: string[];
}

/**
 * The build's warnings about the tours' prices, car by car: a tour that costs less than a
 * shorter tour whose every stop it holds (a customer would book the longer one and see the
 * shorter as dear), and a package price far under what its km give.
 */
export function tourWarnings(card: RateCard, rates: CarRate[], tours: CheckedTour[], carName: (id: number) => string): string[] {
  const fare = (tour: CheckedTour, rate: CarRate, listed = true) =>
    estimate({ kind: "circuit", km: tour.km, days: tour.days, ...(listed ? { tour: tour.slug } : {}) }, rate, card);
  return rates.flatMap((rate) => {
    const car = rate.car;
    if (car === undefined) return [];
    const name = `car ${car}, ${carName(car)}`;
    const under = tours.flatMap((tour) => {
      const shorter = tours.filter((s) => s !== tour && s.days < tour.days && s.stops.every((stop) => tour.stops.includes(stop)));
      const own = fare(tour, rate);
      return shorter.flatMap((s) => {
        const other = fare(s, rate);
        return own && other && own.amount < other.amount
          ? [
              `the tour ${tour.slug} (${tour.days} days) costs ${rupees(own.amount)} for ${name}: less than the ${rupees(other.amount)} of ${s.slug} (${s.days} days), whose stops it holds. Check its price`,
            ]
          : [];
      });
    });
    const packages = (card.packages ?? []).flatMap((p) => {
      const tour = tours.find((t) => t.slug === p.tour);
      const byKm = tour && p.cars.includes(car) ? fare(tour, rate, false) : null;
      return byKm && p.amount < byKm.amount * PACKAGE_BAND
        ? [
            `the package price of ${p.tour} for ${name} is ${rupees(p.amount)}: under ${PACKAGE_BAND * 100}% of the ${rupees(byKm.amount)} that its km give. Check it; if you mean it, nothing needs to change`,
          ]
        : [];
    });
    return [...under, ...packages];
  });
}
