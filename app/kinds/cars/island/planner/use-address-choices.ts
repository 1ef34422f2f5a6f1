import { type RefObject, useEffect } from "react";
import { MAX_PLACE, MAX_STOPS, type PlannerTour, passengerCount } from "#app/lib/trip.ts";
import type { PlannerProps } from "./planner-props.ts";
import { readTrip } from "./read-trip.ts";
import type { Stops } from "./use-stops.ts";

/**
 * What the form takes from outside the visitor's typing in React: the fields typed before
 * hydration, the choices other pages leave in the address, a tour chosen on its page. Apart
 * because these are effects on the uncontrolled fields, each followed by a new estimate.
 */
export function useAddressChoices(
  form: RefObject<HTMLFormElement | null>,
  { params, onPassengers }: PlannerProps,
  { stops, addStop }: Stops,
  tour: PlannerTour | undefined,
  update: () => void,
) {
  // Hydration: pick up a group size and places typed before the scripts arrived.
  useEffect(() => {
    if (form.current) onPassengers(passengerCount(readTrip(form.current).passengers));
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [onPassengers]);

  // Choices from the address are set in the (uncontrolled) fields: the car always, the
  // pickup and the drop unless the visitor has already typed there.
  useEffect(() => {
    for (const [param, name] of [
      ["car", "carId"],
      ["pickup", "pickup"],
      ["drop", "drop"],
    ]) {
      const field = form.current?.elements.namedItem(name) as HTMLInputElement | null;
      const value = params.get(param)?.slice(0, MAX_PLACE);
      if (field && value && (name === "carId" || !field.value)) field.value = value;
    }
    // Stops left in the address (?stop=Somnath&stop=Rajkot) are added once, MAX_STOPS at most.
    const asked = params
      .getAll("stop")
      .slice(0, MAX_STOPS)
      .map((s) => s.slice(0, MAX_PLACE));
    if (asked.length && !stops.length) addStop(asked, false);
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields just set
  }, [params]);

  // The tour's hidden field is set by React (tour-card.tsx): estimate again once it is there.
  useEffect(() => {
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields
  }, [tour]);
}
