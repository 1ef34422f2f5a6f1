import { type RefObject, useEffect, useMemo } from "react";
import { type PlannerTour, passengerCount } from "#app/kinds/cars/island/trip/trip.ts";
import { todayOn } from "#app/content/business/time.ts";
import { useWords } from "#app/components/words.tsx";
import type { PlannerProps } from "./planner-props.ts";
import { readTrip } from "./read-trip.ts";
import { type LinkField, readTripLink } from "./trip-link.ts";
import type { Stops } from "./use-stops.ts";

/** What a trip's link could not give back (trip-link.ts), and the figure its message gave: said above the planner. */
export interface LinkNotes {
  unread: LinkField[];
  past: boolean;
  fare?: number;
}

/**
 * What the form takes from outside the visitor's typing in React: the fields typed before
 * hydration, the choices other pages leave in the address, a tour chosen on its page. Apart
 * because these are effects on the uncontrolled fields, each followed by a new estimate.
 */
export function useAddressChoices(
  form: RefObject<HTMLFormElement | null>,
  { params, onPassengers, cars, places, roads, utcOffset }: PlannerProps,
  { stops, addStop }: Stops,
  tour: PlannerTour | undefined,
  update: () => void,
  linkStays: (stays: string[]) => void,
): LinkNotes | null {
  const { lang } = useWords();
  // The address read once per change of it: the fields below, and the notes the planner shows.
  const link = useMemo(() => {
    const known = [...places, ...roads.stops];
    return readTripLink(params, {
      today: todayOn(new Date(), utcOffset),
      carIds: cars.map((c) => String(c.id)),
      named: (slug) => known.find((p) => p.slug === slug)?.[lang],
    });
  }, [params, places, roads, cars, lang, utcOffset]);
  // Hydration: pick up a group size and places typed before the scripts arrived.
  useEffect(() => {
    if (form.current) onPassengers(passengerCount(readTrip(form.current).passengers));
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [onPassengers]);

  // Choices from the address are set in the (uncontrolled) fields: a car's card leaves the
  // car, a place's page the pickup and the drop, a trip's link every field (trip-link.ts).
  // What the visitor has typed already stays, but the car.
  useEffect(() => {
    const { trip } = link;
    const elements = form.current?.elements;
    const set = (name: string, value: string | undefined, always = false) => {
      const field = elements?.namedItem(name) as HTMLInputElement | RadioNodeList | null;
      if (field && value && (always || !field.value)) field.value = value;
    };
    set("carId", trip.carId, true);
    set("pickup", trip.pickup);
    set("drop", trip.drop);
    if (trip.roundTrip) set("roundTrip", "round", true);
    set("date", trip.date);
    set("returnDate", trip.returnDate);
    set("time", trip.time);
    set("passengers", trip.passengers);
    if (trip.passengers) onPassengers(passengerCount(trip.passengers));
    if (trip.stops?.length && !stops.length) addStop(trip.stops, false);
    if (trip.stays?.length) linkStays(trip.stays);
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields just set
  }, [link]);

  // The tour's hidden field is set by React (tour-card.tsx): estimate again once it is there.
  useEffect(() => {
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields
  }, [tour]);
  const { trip, unread, past } = link;
  return unread.length || past || trip.fare !== undefined ? { unread, past, fare: trip.fare } : null;
}
