/**
 * The one estimate of what a trip costs, from the owner's rate card (data/rates.json). The
 * cars page, every place page, the trip planner and every tour call it, so a figure is the
 * same wherever it shows and in every language. Pure: no words, no content imports; the
 * callers pass the card and the car's rates (content/fleet/rates.ts).
 *
 * How the trade prices a trip (docs/decisions/017-fares-from-the-rate-card.md):
 * - outstation: by the km, with a minimum a calendar day, counted from the office back to the
 *   office, plus the driver's allowance a day;
 * - a one-way drop, car by car as the owner chooses: at the car's one-way rate a km, with a
 *   minimum km for a drop (as Rajkot's one-way operators sell it), or billed as a return trip
 *   over the days that the drive there and back takes;
 * - in the city: a package (8 hours or 80 km, say), plus extra km and extra hours;
 * - GST (5% on cab hire) added unless the owner's rates include it;
 * - tolls, parking, state permits and the night allowance are left out: they depend on the
 *   road and the hour, and the pages say so beside every figure.
 * - the tolls are known road by road (lib/tolls.ts): named beside the figure, or added to it
 *   when the owner quotes with tolls included.
 * An estimate, not a quote: rounded up to the next ₹100, so it is never below the billed km
 * times the rate.
 *
 * The trade also sells by price list (decision 026): a fixed fare the owner sets from the city
 * to a place (one way, a return, or both), and a tour's package price. Where one is set for
 * the car, it replaces the formula; the estimate says so (`basis`), and the pages and the
 * planner's message with it.
 */

import type { TollClass } from "#app/content/fleet/toll-class.ts";
import type { Tolls } from "./tolls.ts";
import { dayNumber } from "#app/content/business/time.ts";

/** What applies to every car. */
export interface RateCard {
  /** The km billed at least for each calendar day of an outstation trip. */
  minKmPerDay: number;
  /**
   * The hours a driver drives in a day, at most: a drop billed as a return trip takes the
   * days that its drive there and back needs (Surat, 7½ hours each way: two days).
   */
  dayDriveHours: number;
  /** The km billed at least for a one-way drop at a car's one-way rate. */
  oneWayMinKm: number;
  /** The rates already include GST; otherwise GST_RATE is added. */
  gstIncluded: boolean;
  /** For driving between 10 PM and 6 AM, a night: not in the estimate, named beside it. */
  nightAllowance?: number;
  /** The city package, when the owner sells one: its hours and km. */
  local?: { hours: number; km: number };
  /**
   * The hours spent at the place on a day trip: a return fits in a day when the drive there
   * and back and this stop fit the day's driving hours. 2 when not given.
   */
  dayTripStopHours?: number;
  /** The owner's fixed fares from the city to a place, for some cars. */
  fixed?: FixedFare[];
  /** The owner's package prices for a tour, for some cars. */
  packages?: TourPackage[];
  /** The owner's fixed fares between the city and its airport or station, for some cars. */
  transfers?: TransferFare[];
  /** The owner quotes fares with the tolls on the way included: each figure adds the trip's known tolls. */
  tollsIncluded?: boolean;
}

/**
 * A transfer's fixed fare for the cars numbered `cars`: one way between `point` (the airport,
 * the station, by its web address name) and anywhere in the city, GST included, as the trade
 * sells the airport run. Parking and the airport's entry fee stay extra.
 */
export interface TransferFare {
  point: string;
  cars: number[];
  amount: number;
}

/**
 * A fixed fare from the city to `place` for the cars numbered `cars`: one way, a return over
 * `returnDays` calendar days (1, the same day, when not given), or both. The price the
 * customer pays for the car and the driver, GST included; tolls and parking stay extra.
 */
export interface FixedFare {
  place: string;
  cars: number[];
  oneWay?: number;
  return?: number;
  returnDays?: number;
}

/** A tour's package price for the cars numbered `cars`: the whole tour, GST included. */
export interface TourPackage {
  tour: string;
  cars: number[];
  amount: number;
}

/** One car's rates. */
export interface CarRate {
  /** The car's number in the fleet: a fixed fare or a package names its cars by it. */
  car?: number;
  perKm: number;
  driverPerDay: number;
  /**
   * A one-way drop at this rate a km (at least the card's `oneWayMinKm`), as the one-way
   * operators sell it; without it, the car's drop is billed as a return trip.
   */
  oneWayPerKm?: number;
  /** The city package's price for this car. */
  local?: number;
  /** Each hour beyond the city package. */
  extraHour?: number;
  /** How the plazas charge the car (lib/tolls.ts): the class of its tolls. */
  tollClass?: TollClass;
}

export type Trip =
  /**
   * From the office to a place, `km` and `minutes` of driving one way: the days follow from
   * the drive. `place` (its web address name) finds the owner's fixed fare, if any.
   */
  (
    | { kind: "one-way"; km: number; minutes: number; place?: string }
    /** From the office to a place (km one way) and back, over `days` calendar days; `place` as above. */
    | { kind: "return"; km: number; days: number; place?: string }
    /** A tour or a trip of several stops: `km` is the whole circuit, office back to office; `tour` finds a package price. */
    | { kind: "circuit"; km: number; days: number; tour?: string }
    /** In the city, on the package: `km` from the office back to the office, `hours` in all. */
    | { kind: "local"; km: number; hours?: number }
    /**
     * Between the city and its airport or station (`point`, `km` from the city), one way: the
     * owner's transfer fare, or else the city package over the drive there and back.
     */
    | { kind: "transfer"; km: number; point: string }
  ) & {
    /** The tolls on the way for the whole trip, by class, when the road's plazas are known (lib/tolls.ts). */
    tolls?: Tolls;
  };

export interface Estimate {
  /** Whole rupees, rounded up to ROUND_TO. */
  amount: number;
  /** The km the amount is for: the km driven, or the minimum if more. */
  billedKm: number;
  /** The km the car drives, office to office (a drop billed as a return: there and back). */
  drivenKm: number;
  days: number;
  /** How a one-way drop was billed: at the car's one-way rate, or as a return trip. */
  oneWay?: "rate" | "as-return";
  /** Set when the owner's price list, not the km, gives the amount: a fixed fare, or a tour's package. */
  basis?: "fixed" | "package";
  /** The trip's tolls for this car's class, when known; `tollsIncluded` when the amount holds them. */
  tolls?: number;
  tollsIncluded?: boolean;
}

/** GST on cab hire with the operator's own fuel, as operators' cards add it. */
export const GST_RATE = 0.05;
/** The step an estimate is rounded up to. */
export const ROUND_TO = 100;

const roundUp = (amount: number) => Math.ceil(Math.round(amount * 100) / 100 / ROUND_TO) * ROUND_TO;

/**
 * The estimate of `trip` in a car with `rate`, by `card`. Null only for a city trip where
 * the owner sells no city package (or none for that car): then no figure, not an invented one.
 */
export function estimate(trip: Trip, rate: CarRate, card: RateCard): Estimate | null {
  const found = priced(trip, rate, card);
  const tolls = trip.tolls && rate.tollClass ? trip.tolls[rate.tollClass] : undefined;
  if (!found || tolls === undefined) return found;
  // The owner's switch: the tolls, which carry no GST, added to the figure as it stands.
  return card.tollsIncluded ? { ...found, amount: roundUp(found.amount + tolls), tolls, tollsIncluded: true } : { ...found, tolls };
}

/** The estimate before the tolls: the owner's price list, or the formula. */
function priced(trip: Trip, rate: CarRate, card: RateCard): Estimate | null {
  const formula = byTheKm(trip, rate, card);
  const listed = listedPrice(trip, rate, card);
  // A transfer's own fare stands without a city package to compare it with.
  if (!formula && listed && trip.kind === "transfer")
    return { amount: listed.amount, billedKm: trip.km, drivenKm: trip.km, days: 1, basis: listed.basis };
  // The km and days stay the formula's: what the car drives, for the page's and the message's lines.
  return formula && listed ? { ...formula, amount: listed.amount, billedKm: formula.drivenKm, basis: listed.basis } : formula;
}

/** The owner's fixed fare or package price for this trip in this car, if he sets one. */
function listedPrice(trip: Trip, rate: CarRate, card: RateCard): { amount: number; basis: "fixed" | "package" } | null {
  const car = rate.car;
  if (car === undefined) return null;
  if (trip.kind === "circuit") {
    const pack = trip.tour === undefined ? undefined : card.packages?.find((p) => p.tour === trip.tour && p.cars.includes(car));
    return pack ? { amount: pack.amount, basis: "package" } : null;
  }
  if (trip.kind === "transfer") {
    const fare = card.transfers?.find((t) => t.point === trip.point && t.cars.includes(car));
    return fare ? { amount: fare.amount, basis: "fixed" } : null;
  }
  if (trip.kind === "local" || trip.place === undefined) return null;
  const days = trip.kind === "return" ? Math.max(1, Math.floor(trip.days)) : 0;
  // A fixed return is for its own days: a return over other days is priced by the km.
  const amount = (f: FixedFare) => (trip.kind === "one-way" ? f.oneWay : (f.returnDays ?? 1) === days ? f.return : undefined);
  const fixed = card.fixed?.find((f) => f.place === trip.place && f.cars.includes(car) && amount(f) !== undefined);
  return fixed ? { amount: amount(fixed)!, basis: "fixed" } : null;
}

/** The formula: by the km, the days and the driver's allowance (or the city package). */
function byTheKm(trip: Trip, rate: CarRate, card: RateCard): Estimate | null {
  const withGst = (amount: number) => (card.gstIncluded ? amount : amount * (1 + GST_RATE));
  // A transfer without a fare of its own is the city package, the car there and back.
  if (trip.kind === "transfer") return byTheKm({ kind: "local", km: 2 * trip.km }, rate, card);
  if (trip.kind === "local") {
    if (!card.local || rate.local === undefined) return null;
    const km = Math.ceil(trip.km);
    const extraKm = Math.max(0, km - card.local.km);
    const extraHours = Math.max(0, Math.ceil((trip.hours ?? card.local.hours) - card.local.hours));
    const amount = rate.local + extraKm * rate.perKm + extraHours * (rate.extraHour ?? 0);
    return { amount: roundUp(withGst(amount)), billedKm: Math.max(km, card.local.km), drivenKm: km, days: 1 };
  }
  if (trip.kind === "one-way") {
    const driven = Math.ceil(trip.km);
    if (rate.oneWayPerKm !== undefined) {
      const days = daysOfDriving(trip.minutes, card);
      const billedKm = Math.max(driven, card.oneWayMinKm);
      return {
        amount: roundUp(withGst(billedKm * rate.oneWayPerKm + days * rate.driverPerDay)),
        billedKm,
        drivenKm: driven,
        days,
        oneWay: "rate",
      };
    }
    // The car comes back empty: the km there and back, over the days that drive takes.
    const days = daysOfDriving(2 * trip.minutes, card);
    const billedKm = Math.max(2 * driven, card.minKmPerDay * days);
    return {
      amount: roundUp(withGst(billedKm * rate.perKm + days * rate.driverPerDay)),
      billedKm,
      drivenKm: 2 * driven,
      days,
      oneWay: "as-return",
    };
  }
  const days = Math.max(1, Math.floor(trip.days));
  const driven = Math.ceil(trip.kind === "return" ? 2 * trip.km : trip.km);
  const billedKm = Math.max(driven, card.minKmPerDay * days);
  return { amount: roundUp(withGst(billedKm * rate.perKm + days * rate.driverPerDay)), billedKm, drivenKm: driven, days };
}

/** The hours at the place on a day trip when the card sets none. */
export const DAY_TRIP_STOP_HOURS = 2;

/**
 * Whether a return to a place `minutes` of driving away fits in one day: the drive there and
 * back and the stop at the place within the card's driving hours a day.
 */
export function fitsInADay(minutes: number, card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours">): boolean {
  return 2 * minutes + 60 * (card.dayTripStopHours ?? DAY_TRIP_STOP_HOURS) <= 60 * card.dayDriveHours;
}

/** A place as the return rules read it: its web address name and the owner's overrides (places.json). */
export interface ReturnPlace {
  slug?: string;
  /** The owner's word on a same-day return, either way; without it, the drive decides. */
  sameDay?: "always" | "never";
  /** The owner's overnight return, in calendar days (2 or more), shown beside a same-day one. */
  returnDays?: number;
}

/** Whether a place's fares show a return on the same day: the owner's word, or else the drive. */
const sameDayOf = (minutes: number, card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours">, place: ReturnPlace) =>
  place.sameDay === undefined ? fitsInADay(minutes, card) : place.sameDay === "always";

/**
 * The fewest calendar days a return to a place `minutes` away takes: one when it fits in a
 * day (or the owner says it does), else the days its drive there and back, with the stop, takes.
 */
export function shortestReturn(
  minutes: number,
  card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours">,
  place: ReturnPlace = {},
): number {
  return sameDayOf(minutes, card, place) ? 1 : daysOfDriving(2 * minutes + 60 * (card.dayTripStopHours ?? DAY_TRIP_STOP_HOURS), card);
}

/**
 * The returns a place's fares show, as calendar days, shortest first: the same day when the
 * drive fits in a day (`sameDay` overrides that either way), the owner's overnight return
 * beside it, and the days of any fixed return fare he sets for the place; without any of
 * these, the shortest return the drive allows. Never empty.
 */
export function returnOptions(
  minutes: number,
  card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours" | "fixed">,
  place: ReturnPlace = {},
): number[] {
  const sameDay = sameDayOf(minutes, card, place);
  const overnight = place.returnDays !== undefined && place.returnDays > 1 ? [place.returnDays] : [];
  const fixed = (card.fixed ?? []).filter((f) => f.place === place.slug && f.return !== undefined).map((f) => f.returnDays ?? 1);
  const days = [...new Set([...(sameDay ? [1] : []), ...overnight, ...fixed])].sort((a, b) => a - b);
  return days.length ? days : [shortestReturn(minutes, card, place)];
}

/** The calendar days that `minutes` of driving take, at the card's hours a day: at least one. */
export function daysOfDriving(minutes: number, card: Pick<RateCard, "dayDriveHours">): number {
  return Math.max(1, Math.ceil(minutes / (card.dayDriveHours * 60)));
}

/**
 * Calendar days from the travel date to the return date, both counted (a day is a calendar
 * day on every card): the same day is 1, the next day 2. Null when either date is missing
 * or the return is before the start.
 */
export function calendarDays(from: string, to: string): number | null {
  const a = dayNumber(from.trim());
  const b = dayNumber(to.trim());
  return a === null || b === null || b < a ? null : b - a + 1;
}
