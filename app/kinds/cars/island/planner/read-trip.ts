import type { Trip, TripField } from "#app/kinds/cars/island/trip/trip.ts";

/**
 * The planner's form as a trip. Apart because every hook and part reads the same fields: the
 * fields are uncontrolled (what is typed before hydration stays in the DOM), and React reads
 * the form only when it needs to (a change of group size, the estimate, the send).
 */

/** A field's element id: `plan-pickup`. */
export const field = (name: TripField) => `plan-${name}`;

export function readTrip(form: HTMLFormElement): Trip & { stays: string[] } {
  const data = new FormData(form);
  const text = (name: TripField) => String(data.get(name) ?? "");
  return {
    pickup: text("pickup"),
    drop: text("drop"),
    roundTrip: data.get("roundTrip") === "round",
    date: text("date"),
    returnDate: text("returnDate"),
    time: text("time"),
    passengers: text("passengers"),
    carId: text("carId"),
    name: text("name"),
    tour: text("tour"),
    stops: data.getAll("stop").map(String),
    // The time at each stop, as the clock panel offers it (clock-panel.tsx), in the order of the stops.
    stays: data.getAll("stay").map(String),
  };
}
