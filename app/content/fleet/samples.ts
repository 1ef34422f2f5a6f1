/**
 * The rate card's sample values and gaps: the build prints a warning for each (as for the
 * business's samples, business/samples.ts), so nobody deploys the sample rates by accident.
 */
import type { FleetData } from "./schema.ts";
import type { RatesData } from "./rates-schema.ts";

/**
 * The sample rate card's rates a km, car by car, and its minimum a day: typical of the
 * region's published cards (docs/decisions/017), but not the owner's. While the card still
 * has exactly these and shows fares, the build warns; any change of the owner's ends it.
 */
const SAMPLE_RATES = "300|18,13,11,11,14,11,26,30,21,23,28,30";

export function findRateSamples(r: RatesData): string[] {
  const signature = `${r.minKmPerDay}|${r.cars.map((c) => c.perKm).join(",")}`;
  return r.show && signature === SAMPLE_RATES
    ? [
        "the rate card has the sample rates (₹11 a km for a Dzire, ₹18 for an Innova Crysta…): set your own, or turn “Show fares on the site” off",
      ]
    : [];
}

/** Cars that show no price while fares show, because the rate card has no rates for them. */
export function findRateGaps(r: RatesData, fleet: FleetData): string[] {
  if (!r.show) return [];
  return fleet.cars
    .filter((c) => !r.cars.some((x) => x.car === c.id))
    .map((c) => `car ${c.id}, ${c.name} has no rates, so no price shows for it: give it its rates`);
}
