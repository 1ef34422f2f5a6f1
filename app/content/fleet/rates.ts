/**
 * The owner's rate card, from `data/rates.json` ("Cars" → "Rate card" in the editor), as
 * lib/fare.ts takes it. `rateCard` is null when the owner shows no fares: then no page
 * shows a price anywhere, and the site is as it was before fares. The content check has
 * made sure that every car has its rates while fares show.
 */
import data from "#app/content/data/rates.json" with { type: "json" };
import { business } from "#app/content/business/business.ts";
import { type TollClass, tollClass } from "./toll-class.ts";
import { cars } from "./cars.ts";
import type { RatesData } from "./rates-schema.ts";

/** What applies to every car (lib/fare.ts's `RateCard`). */
export type RateCard = Pick<
  RatesData,
  | "minKmPerDay"
  | "dayDriveHours"
  | "oneWayMinKm"
  | "gstIncluded"
  | "nightAllowance"
  | "local"
  | "dayTripStopHours"
  | "fixed"
  | "packages"
  | "transfers"
  | "tollsIncluded"
>;
/** One car's rates, with its number (lib/fare.ts's `CarRate`): a fixed fare names its cars by it. */
export type CarRate = RatesData["cars"][number] & { tollClass?: TollClass };

const rates: RatesData = data;

export const rateCard: RateCard | null = rates.show
  ? {
      minKmPerDay: rates.minKmPerDay,
      dayDriveHours: rates.dayDriveHours,
      oneWayMinKm: rates.oneWayMinKm,
      // A business not registered for GST adds none: to the estimates, its rates are GST-free.
      gstIncluded: rates.gstIncluded || !business.gst.registered,
      nightAllowance: rates.nightAllowance,
      local: rates.local,
      dayTripStopHours: rates.dayTripStopHours,
      fixed: rates.fixed,
      packages: rates.packages,
      transfers: rates.transfers,
      tollsIncluded: rates.tollsIncluded,
    }
  : null;

// Each car's rates with the class the toll plazas charge it by, from its seats.
const byCar = new Map<number, CarRate>(
  rates.cars.map((rate) => {
    const car = cars.find((c) => c.id === rate.car);
    return [rate.car, car ? { ...rate, tollClass: tollClass(car.capacity) } : rate];
  }),
);

/** A car's rates by its number, or undefined when fares do not show. */
export function carRate(carId: number): CarRate | undefined {
  return rateCard ? byCar.get(carId) : undefined;
}

/**
 * Every car's rates, none when fares do not show: the cars page's planner gets them in its
 * data (kinds/cars/island/island-data.ts) and looks a car up there, as `carRate` does here.
 */
export const carRates: CarRate[] = rateCard ? [...byCar.values()] : [];
