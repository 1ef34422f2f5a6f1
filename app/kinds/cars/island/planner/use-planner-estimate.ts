import { type RefObject, startTransition, useRef, useState } from "react";
import type { SharedWords } from "#app/content/words/shape.ts";
import { rupees } from "#app/lib/money.ts";
import { type Trip, isCircuit, stopsEstimate, tourEstimate, tripEstimate, tripStops } from "#app/kinds/cars/island/trip/trip.ts";
import { knownPlace } from "#app/kinds/cars/island/trip/known-place.ts";
import { noticesFor } from "#app/lib/notices.ts";
import type { Notice } from "#app/content/notices/schema.ts";

const ISO = /^\d{4}-\d{2}-\d{2}$/;
import type { PlannerProps } from "./planner-props.ts";
import { readTrip } from "./read-trip.ts";
import { type TripClock, tripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import { afterPaint, type PaintSlot } from "./after-paint.ts";

/**
 * The estimate that follows the fields: the places (or the tour), one way or return, the
 * dates, the group, the car. Apart because both the estimate panel and the sent message show
 * it: the figure the visitor sees is the one the owner reads.
 */
export type Quote =
  | {
      amount: string;
      /** The amount in rupees: a trip's link carries it (trip-link.ts). */
      rupees: number;
      km: number;
      driven: number;
      days: number;
      car: string;
      route?: number;
      basis?: "fixed" | "package";
      /** The trip's tolls in this car, when its roads' plazas are known, and whether the amount holds them. */
      tolls?: string;
      tollsIncluded?: boolean;
    }
  | { noRoad: string }
  | null;

/** How the figure was made: the owner's fixed fare or package, or the km. */
export const basisWords = (fares: SharedWords["fares"], basis?: "fixed" | "package") =>
  basis === "fixed" ? fares.fixedFare : basis === "package" ? fares.packagePrice : fares.byKm;

/**
 * How the planner words its figure: an estimate by the km, or the owner's fixed fare or
 * package, which is a price and is never called an estimate (its headline, the line under it,
 * and its label in the message).
 */
export const quoteWords = (fares: SharedWords["fares"], quote: { amount: string; car: string; basis?: "fixed" | "package" }) =>
  quote.basis
    ? { headline: fares.listedFare(quote.amount, quote.car), note: fares.listedNote, messageLabel: fares.messageListed }
    : { headline: fares.estimate(quote.amount, quote.car), note: fares.estimateNote, messageLabel: fares.messageLine };

/** The tolls of an estimate, as its line and the message say them; nothing while its roads' plazas are not known. */
export const tollsWords = (fares: SharedWords["fares"], quote: { tolls?: string; tollsIncluded?: boolean }) =>
  quote.tolls === undefined ? undefined : (quote.tollsIncluded ? fares.tollsTripIncluded : fares.tollsTrip)(quote.tolls);

export function usePlannerEstimate(
  form: RefObject<HTMLFormElement | null>,
  { carLabel: labelOf, cars, rateCard, carRate, places, roads, sites, notices, tours }: PlannerProps,
) {
  // The tour a trip names in its hidden field, chosen on the tour's page.
  const tourOf = (trip: Trip) => tours.tours.find((t) => t.slug === trip.tour);
  // A trip of several stops is counted office to office on the roads table; a stop with no known road gets no figure.
  const quoteOf = (trip: Trip): Quote => {
    const chosen = tourOf(trip);
    const circuit = !chosen && isCircuit(trip, places, roads);
    const found = chosen
      ? tourEstimate(trip, chosen, cars, carRate, rateCard)
      : circuit
        ? stopsEstimate(trip, places, roads, cars, carRate, rateCard)
        : tripEstimate(trip, places, cars, carRate, rateCard);
    if (!found) {
      // A place the site does not know, or more than a place ("Dwarka - then on to Delhi"):
      // no figure, and the words that the fare will be quoted, naming what was typed.
      const known = [...places, ...roads.stops];
      const unknown = chosen ? undefined : tripStops(trip).find((s) => !knownPlace(s, known));
      // In quotes, here and above: what was typed, not a name of the site's (“દ્વારકા - પછી દિલ્હી”નું અંતર…).
      return unknown && tripStops(trip).length >= 2 ? { noRoad: `“${unknown}”` } : null;
    }
    if ("unknown" in found) return { noRoad: `“${found.unknown}”` };
    const car = labelOf(found.car.name, found.car.capacity);
    return {
      amount: rupees(found.amount),
      rupees: found.amount,
      km: found.billedKm,
      driven: found.drivenKm,
      days: found.days,
      car,
      route: circuit ? found.drivenKm : undefined,
      basis: found.basis,
      ...(found.tolls === undefined ? {} : { tolls: rupees(found.tolls), tollsIncluded: Boolean(found.tollsIncluded) }),
    };
  };
  // The times at the stops a trip's link gave, until the clock panel's own choices are drawn.
  const linked = useRef<string[]>([]);
  /** The trip by the clock (kinds/cars/island/trip/trip-clock.ts), from the same fields and roads as the figure. */
  const clockOf = (trip: ReturnType<typeof readTrip>) =>
    tripClock(trip.stays.length ? trip : { ...trip, stays: linked.current }, places, roads, sites, rateCard);
  /** The owner's notices for the trip's places (or its tour) on its days, from the first to the return. */
  const noticesOf = (trip: Trip) => {
    if (!ISO.test(trip.date)) return [];
    const known = [...places, ...roads.stops];
    const slugs = tripStops(trip).flatMap((s) => knownPlace(s, known)?.slug ?? []);
    const last = trip.roundTrip && ISO.test(trip.returnDate) && trip.returnDate > trip.date ? trip.returnDate : trip.date;
    return noticesFor(notices, { places: slugs, tours: trip.tour ? [trip.tour] : [] }, trip.date, last);
  };
  // Nothing in the page as built: no figure, no clock, no notices, and the line asking for a
  // time shows once the trip's places are typed.
  const [shown, setShown] = useState<{ quote: Quote; clock: TripClock | null; needsTime: boolean; notices: Notice[] }>({
    quote: null,
    clock: null,
    needsTime: false,
    notices: [],
  });
  const waiting = useRef<PaintSlot["current"]>(null);
  /**
   * Estimates again from the fields as they are once the change is drawn (after-paint.ts):
   * the typed letter shows at once, the figures and the timetable a frame later. In a
   * transition, so that a key typed while the panels are drawn is answered first. The send
   * reads the fields itself (use-send.ts): it never carries figures a frame old.
   */
  const update = () =>
    afterPaint(waiting, () => {
      if (!form.current) return;
      const trip = readTrip(form.current);
      const next = {
        quote: quoteOf(trip),
        clock: clockOf(trip),
        needsTime: !trip.tour && !trip.time.trim() && tripStops(trip).length >= 2,
        notices: noticesOf(trip),
      };
      startTransition(() => setShown(next));
    });
  const linkStays = (stays: string[]) => (linked.current = stays);
  return { ...shown, quoteOf, clockOf, noticesOf, tourOf, update, linkStays };
}
