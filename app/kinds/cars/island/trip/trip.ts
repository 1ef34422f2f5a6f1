/**
 * The trip planner's rules and its WhatsApp message, kept apart from the form so they can
 * be unit tested: which fields are missing or wrong, which car fits the group, and the one
 * message the visitor sends us. Words come in as an argument, so every language shares
 * these rules and the English words are not bundled into the Gujarati and Hindi pages.
 *
 * "Today" comes in as the business's day (content/business/time.ts, `todayOn`): a visitor
 * booking from New York must not be allowed a date already past in Rajkot.
 */
import type { CarsWords } from "#app/content/words/shape.ts";
import { calendarDays, type CarRate, daysOfDriving, type Estimate, estimate, type RateCard, shortestReturn } from "#app/lib/fare.ts";
import { knownPlace, type PlaceNames } from "./known-place.ts";
import { circuit, type Leg } from "./route.ts";
import { addTolls, returnToll, type Tolls, tripTolls } from "#app/lib/tolls.ts";
import { aYearOn, isDate } from "#app/content/business/time.ts";

/** The planner's words in one language: labels, errors, greeting and closing. */
export type PlannerWords = CarsWords["carsPage"]["planner"];

export interface Trip {
  pickup: string;
  drop: string;
  roundTrip: boolean;
  /** "YYYY-MM-DD" as <input type=date> gives it, or "". */
  date: string;
  returnDate: string;
  /** "HH:MM" or "". */
  time: string;
  /** As typed: validated by `passengerCount`. */
  passengers: string;
  /** "" = any car, else a car id. */
  carId: string;
  name: string;
  /** A tour chosen on its page (/cars/?tour=dwarka-somnath#plan): its web address name. */
  tour?: string;
  /** The stops added after the drop, in order, as typed ("" for a stop not filled in yet). */
  stops?: string[];
}

/**
 * A tour as the planner needs it, in the page's language: its name, its km and days for the
 * estimate, and each day's places for the message (kinds/tours/data.ts builds it).
 */
export interface PlannerTour {
  slug: string;
  name: string;
  /** "4 days · about 720 km in all". */
  line: string;
  km: number;
  days: number;
  /** The whole tour's tolls, by class, when every leg's plazas are known (content/tours/tours.ts). */
  tolls?: Tolls;
  /** "Day 1: Rajkot → Jamnagar → Dwarka", one a day. */
  lines: string[];
}

export type TripField = keyof Trip;

/** Long enough for any real address line, short enough to keep the message readable. */
export const MAX_PLACE = 80;
/** Above this the office arranges several vehicles, which needs a call, not a form. */
export const MAX_PASSENGERS = 60;
/** A name is a name: long enough for a full one, short enough to keep the message readable. */
export const MAX_NAME = 60;
/** "60" at most, in any script: a longer group size is no group size. */
export const MAX_PASSENGERS_LENGTH = 3;
/**
 * At most this many stops after the drop are read from an address (?stop=…): a link with
 * hundreds made the planner slow to type in, and no real trip has so many.
 */
export const MAX_STOPS = 10;
/**
 * A trip is booked at most a year ahead and lasts at most this many calendar days (both
 * counted): a date further off is a slip of the picker (9999-12-31 was priced at crores), and
 * a longer hire needs a call.
 */
export const MAX_TRIP_DAYS = 60;

/** The last date a trip may start or end: the same day a year from the business's `today` (28 February for the 29th). */
export const latestDate = (today: string) => aYearOn(today);

/** Gujarati and Devanagari digits: a phone keyboard in either script types these. */
const NATIVE_DIGITS = /[\u0AE6-\u0AEF\u0966-\u096F]/g;

/** A whole number from the text as typed ("7", " 7 ", "૭"); anything else is null. */
export function passengerCount(value: string): number | null {
  const digits = value.trim().replace(NATIVE_DIGITS, (c) => {
    const code = c.codePointAt(0)!;
    return String(code - (code >= 0x0ae6 ? 0x0ae6 : 0x0966));
  });
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** Code points, not UTF-16 units: an emoji or a Gujarati letter counts as one. */
function length(value: string): number {
  return [...value].length;
}

/** What is missing or wrong in a trip typed on the business's `today`, field by field. */
export function tripErrors(trip: Trip, today: string, errors: PlannerWords["errors"]): { field: TripField; message: string }[] {
  const found: { field: TripField; message: string }[] = [];
  const add = (field: TripField, message: string | undefined) => {
    if (message) found.push({ field, message });
  };
  const place = (value: string, missing: string) =>
    !value.trim() ? missing : length(value.trim()) > MAX_PLACE ? errors.tooLong(MAX_PLACE) : undefined;

  // A tour names its own places and days: no pickup, drop or return date to ask for.
  if (!trip.tour) {
    add("pickup", place(trip.pickup, errors.pickupMissing));
    add("drop", place(trip.drop, errors.dropMissing));
  }

  const dateOk = isDate(trip.date);
  const latest = latestDate(today);
  // ISO dates compare correctly as text.
  add("date", !dateOk ? errors.dateMissing : trip.date < today ? errors.datePast : trip.date > latest ? errors.dateTooFar : undefined);

  if (trip.roundTrip && !trip.tour) {
    const days = dateOk ? calendarDays(trip.date, trip.returnDate) : null;
    add(
      "returnDate",
      !isDate(trip.returnDate)
        ? errors.returnMissing
        : dateOk && trip.returnDate < trip.date
          ? errors.returnBeforeDate
          : trip.returnDate > latest
            ? errors.dateTooFar
            : days !== null && days > MAX_TRIP_DAYS
              ? errors.tripTooLong
              : undefined,
    );
  }

  const count = passengerCount(trip.passengers);
  add(
    "passengers",
    !trip.passengers.trim()
      ? errors.passengersMissing
      : count === null || count < 1
        ? errors.passengersWhole
        : count > MAX_PASSENGERS
          ? errors.passengersTooMany
          : undefined,
  );
  add("name", length(trip.name.trim()) > MAX_NAME ? errors.tooLong(MAX_NAME) : undefined);
  return found;
}

/**
 * The car with the fewest seats that still seats everyone; among cars of that size, the
 * cheapest by `cost` (for this trip, or by the km: a car without a cost comes last), and the
 * first in the list on a tie. So a group of 14 gets the Tempo Traveller 17, not the dearer
 * Urbania 17 that the list names first.
 */
export function smallestFit<T extends { capacity: number }>(
  cars: T[],
  passengers: number,
  cost: (car: T) => number | undefined = () => 0,
): T | undefined {
  const fits = cars.filter((c) => c.capacity >= passengers);
  if (!fits.length) return undefined;
  const fewest = Math.min(...fits.map((c) => c.capacity));
  let best: T | undefined;
  let bestCost = Infinity;
  for (const car of fits.filter((c) => c.capacity === fewest)) {
    const c = cost(car) ?? Infinity;
    if (!best || c < bestCost) [best, bestCost] = [car, c];
  }
  return best;
}

/** A place the planner knows: its names, and for a place but the city, its road from the city. */
export interface PlannerPlace extends PlaceNames {
  km?: number;
  /** The driving time one way, in minutes: a one-way drop's days follow from it. */
  minutes?: number;
  /** The owner's overnight return and his word on a same-day one (places.json), for the return rules. */
  returnDays?: number;
  sameDay?: "always" | "never";
  /** The city's airport or station: a trip between it and the city is a transfer (fare.ts). */
  point?: "airport" | "station";
  /** The tolls of its road from the city, one way, by class, when its plazas are listed (content/tours/plazas.ts). */
  tolls?: Tolls;
}

/**
 * The planner's estimate, once the pickup and the drop name the city and a place with a
 * known distance (in any script and case): for the chosen car, or else the smallest car
 * that seats the group (the cheapest of the smallest cars while no group size is typed). A return
 * trip takes the days between the dates, or the place's usual days while they are not
 * both given; a one-way drop, the days of its drive (fare.ts). Null where any of that is unknown: no figure rather
 * than an invented one. `places` has the city first.
 */
export function tripEstimate<C extends { id: number; capacity: number }>(
  trip: Trip,
  places: PlannerPlace[],
  cars: C[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): (Estimate & { car: C }) | null {
  if (!card) return null;
  const asked = calendarDays(trip.date, trip.returnDate);
  // A trip longer than may be sent has no figure either (tripErrors says why at the field).
  if (trip.roundTrip && asked !== null && asked > MAX_TRIP_DAYS) return null;
  const [city] = places;
  const ends = [knownPlace(trip.pickup, places), knownPlace(trip.drop, places)];
  const point = ends.find((e) => e?.point);
  if (point) return fromPoint(trip, point, ends[0] === point ? ends[1] : ends[0], city, cars, rateOf, card);
  const place = ends[0] === city ? ends[1] : ends[1] === city ? ends[0] : undefined;
  if (!place || place === city || !place.km) return null;
  // A return takes the days between the dates, but never fewer than its drive allows (a
  // same-date return to Surat is two days' driving), by the rules of the place's page.
  const shortest = shortestReturn(place.minutes ?? 0, card, place);
  const returnDays = Math.max(asked ?? shortest, shortest);
  const tolls = place.tolls ? { tolls: tripTolls(place.tolls, trip.roundTrip, returnDays) } : {};
  return inCar(trip, cars, rateOf, (rate) =>
    trip.roundTrip
      ? estimate({ kind: "return", km: place.km!, days: returnDays, place: place.slug, ...tolls }, rate, card)
      : estimate({ kind: "one-way", km: place.km!, minutes: place.minutes ?? 0, place: place.slug, ...tolls }, rate, card),
  );
}

/**
 * A trip with one end at the city's airport or station. To or from the city: the transfer,
 * at the owner's fixed fare (both ways for a return). To or from a place: priced from the
 * point, its km from the city added to the place's (the place's fixed fare from the city
 * still applies: the trade quotes the city's fares from its airport). Null for two points.
 */
function fromPoint<C extends { id: number; capacity: number }>(
  trip: Trip,
  point: PlannerPlace,
  other: PlannerPlace | undefined,
  city: PlannerPlace,
  cars: C[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard,
): (Estimate & { car: C }) | null {
  if (!other || other.point || !point.km) return null;
  if (other === city) {
    const transfer = { kind: "transfer" as const, km: point.km, point: point.slug, ...(point.tolls ? { tolls: point.tolls } : {}) };
    return inCar(trip, cars, rateOf, (rate) => {
      const one = estimate(transfer, rate, card);
      return one && trip.roundTrip
        ? {
            ...one,
            amount: 2 * one.amount,
            drivenKm: 2 * one.drivenKm,
            billedKm: 2 * one.billedKm,
            ...(one.tolls === undefined ? {} : { tolls: returnToll(one.tolls, (calendarDays(trip.date, trip.returnDate) ?? 1) <= 1) }),
          }
        : one;
    });
  }
  if (!other.km) return null;
  const km = point.km + other.km;
  const minutes = (point.minutes ?? 0) + (other.minutes ?? 0);
  const shortest = shortestReturn(minutes, card, other);
  const returnDays = Math.max(calendarDays(trip.date, trip.returnDate) ?? shortest, shortest);
  // The airport's road, then the place's: known only when both are.
  const both = addTolls(point.tolls, other.tolls);
  const tolls = both ? { tolls: tripTolls(both, trip.roundTrip, returnDays) } : {};
  return inCar(trip, cars, rateOf, (rate) =>
    trip.roundTrip
      ? estimate({ kind: "return", km, days: returnDays, place: other.slug, ...tolls }, rate, card)
      : estimate({ kind: "one-way", km, minutes, place: other.slug, ...tolls }, rate, card),
  );
}

/**
 * The roads the planner knows beyond each place's own road from the city: the stops without
 * a page (Bet Dwarka, Sasan Gir), by their names, and the roads of the table (data/roads.json).
 */
export interface PlannerRoads {
  stops: PlaceNames[];
  roads: Leg[];
}

/**
 * Every road the planner knows: each place's own road from the city (its distance in
 * places.json, written once there, `places[0]` the city), then the roads of the table.
 */
export function knownLegs(places: PlannerPlace[], roads: PlannerRoads): Leg[] {
  const [city] = places;
  return [...places.flatMap((p) => (p.km ? [{ from: city.slug, to: p.slug, km: p.km, minutes: p.minutes ?? 0 }] : [])), ...roads.roads];
}

/** The trip's places in order, as typed: the pickup, the drop, then each stop filled in. */
export function tripStops(trip: Trip): string[] {
  return [trip.pickup, trip.drop, ...(trip.stops ?? [])].map((s) => s.trim()).filter(Boolean);
}

/**
 * Whether the trip is one of several stops: a stop added after the drop, or a pickup and a
 * drop that are both known places other than the city (Jamnagar → Dwarka). The rest (the city
 * and one place, one way or return) stays `tripEstimate`'s.
 */
export function isCircuit(trip: Trip, places: PlannerPlace[], roads: PlannerRoads): boolean {
  if (trip.tour) return false;
  if ((trip.stops ?? []).some((s) => s.trim())) return true;
  const known = [...places, ...roads.stops];
  const ends = [knownPlace(trip.pickup, known), knownPlace(trip.drop, known)];
  // The airport or the station and one place is a trip priced from there (`tripEstimate`).
  if (ends.some((e) => e && "point" in e && e.point)) return false;
  return !!ends[0] && !!ends[1] && ends[0] !== ends[1] && !ends.includes(places[0]);
}

/**
 * The estimate of a trip of several stops: the car leaves the office (the city, `places[0]`),
 * takes the shortest known road to each stop in order and comes back (kinds/cars/island/trip/route.ts), over the
 * days between the dates of a return trip, or else the days its driving takes at the card's
 * hours a day; in the chosen car or the cheapest of the smallest that seat the group. A stop
 * that no known road reaches gives `{ unknown }`, that stop as typed: no figure, and no
 * invented one. Null without a rate card or a car.
 */
export function stopsEstimate<C extends { id: number; capacity: number }>(
  trip: Trip,
  places: PlannerPlace[],
  roads: PlannerRoads,
  cars: C[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): (Estimate & { car: C }) | { unknown: string } | null {
  const typed = tripStops(trip);
  const known = [...places, ...roads.stops];
  const slugs = typed.map((s) => knownPlace(s, known)?.slug);
  const missing = slugs.indexOf(undefined);
  if (missing >= 0) return { unknown: typed[missing] };
  const [city] = places;
  const route = circuit(knownLegs(places, roads), city.slug, slugs as string[]);
  if ("unknown" in route) return { unknown: typed[route.unknown] };
  if (!card) return null;
  const days = (trip.roundTrip ? calendarDays(trip.date, trip.returnDate) : null) ?? daysOfDriving(route.minutes, card);
  return inCar(trip, cars, rateOf, (rate) => estimate({ kind: "circuit", km: route.km, days }, rate, card));
}

/**
 * A tour's estimate: the whole circuit over its days (the same trip as on the tour's page),
 * for the chosen car or else the smallest car that seats the group. Null without a rate card.
 */
export function tourEstimate<C extends { id: number; capacity: number }>(
  trip: Trip,
  tour: PlannerTour,
  cars: C[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): (Estimate & { car: C }) | null {
  if (!card) return null;
  const tolls = tour.tolls ? { tolls: tour.tolls } : {};
  return inCar(trip, cars, rateOf, (rate) =>
    estimate({ kind: "circuit", km: tour.km, days: tour.days, tour: tour.slug, ...tolls }, rate, card),
  );
}

/**
 * A trip's estimate in the car chosen, or else in the cheapest of the smallest cars that seat
 * the group (all the smallest while no group size is typed): `fare` prices the trip in a car.
 */
function inCar<C extends { id: number; capacity: number }>(
  trip: Trip,
  cars: C[],
  rateOf: (carId: number) => CarRate | undefined,
  fare: (rate: CarRate) => Estimate | null,
): (Estimate & { car: C }) | null {
  const costOf = (c: C) => {
    const rate = rateOf(c.id);
    return rate ? fare(rate)?.amount : undefined;
  };
  const car = trip.carId ? cars.find((c) => String(c.id) === trip.carId) : smallestFit(cars, passengerCount(trip.passengers) || 1, costOf);
  const rate = car && rateOf(car.id);
  const result = rate ? fare(rate) : null;
  return result && car ? { ...result, car } : null;
}
