import { startTransition, useEffect, useState } from "react";
import type { PlannerCar } from "#app/content/fleet/cars.ts";
import {
  MAX_NAME,
  MAX_PASSENGERS_LENGTH,
  MAX_PLACE,
  type PlannerTour,
  type PlannerWords,
  type TripField,
  latestDate,
} from "#app/kinds/cars/island/trip/trip.ts";
import { todayOn } from "#app/content/business/time.ts";
import { field } from "./read-trip.ts";
import { StopList } from "./stop-list.tsx";
import type { Stops } from "./use-stops.ts";

/**
 * The planner's fields, in the form's grid: where, when, who and which car. Apart from the
 * planner, which wires them to the estimate and the send; they show what `errors` finds
 * wrong, each message tied to its field for assistive technology.
 */
export function TripFields({
  copy,
  errors,
  tour,
  cars,
  carLabel,
  stops,
  utcOffset,
}: {
  copy: PlannerWords;
  errors: Partial<Record<TripField, string>>;
  tour: PlannerTour | undefined;
  cars: PlannerCar[];
  carLabel: (name: string, capacity: number) => string;
  stops: Stops;
  /** The business's clock: the first and last dates a trip may take are its days. */
  utcOffset: string;
}) {
  // The business's today, once hydrated (the prerendered page cannot know the visitor's date),
  // and the last date a trip may start or end: the date picker offers none earlier or later.
  // Set after the hydration, in a transition: setting them draws the date fields again, which
  // a key typed while the planner hydrates would otherwise wait for. Read again at each
  // change of the planner, for a page left open past midnight.
  const [today, setToday] = useState<string>();
  useEffect(() => {
    const now = todayOn(new Date(), utcOffset);
    if (now !== today) startTransition(() => setToday(now));
  });
  const latest = today && latestDate(today);

  /** Label, input and its message, tied together for assistive technology. */
  const inputProps = (name: TripField) => ({
    id: field(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${field(name)}-error` : undefined,
    className:
      "mt-1 block min-h-12 w-full rounded-xl border border-border bg-bg px-3 text-base text-fg aria-invalid:border-red-600 dark:aria-invalid:border-red-400",
  });
  const label = (name: TripField, text: string, optional = false) => (
    <label htmlFor={field(name)} className="block font-medium">
      {text}
      {optional && <span className="font-normal text-muted">{` (${copy.optional})`}</span>}
    </label>
  );
  const message = (name: TripField) =>
    errors[name] && (
      <p id={`${field(name)}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    );

  return (
    <>
      {/* A tour names its own places and days: the pickup, the drop and the trip type are for other trips. */}
      <div hidden={!!tour}>
        {label("pickup", copy.pickup)}
        <input type="text" autoComplete="off" maxLength={MAX_PLACE} {...inputProps("pickup")} />
        {message("pickup")}
      </div>
      <div hidden={!!tour}>
        {label("drop", copy.drop)}
        <input type="text" autoComplete="off" maxLength={MAX_PLACE} {...inputProps("drop")} />
        {message("drop")}
      </div>
      <StopList copy={copy} stops={stops} hidden={!!tour} />
      <fieldset className="sm:col-span-2" hidden={!!tour}>
        <legend className="font-medium">{copy.tripType}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(["one", "round"] as const).map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 has-checked:border-accent"
            >
              <input type="radio" name="roundTrip" value={value} defaultChecked={value === "one"} className="size-4 accent-accent" />
              {value === "one" ? copy.oneWay : copy.roundTrip}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        {label("date", copy.date)}
        <input type="date" min={today} max={latest} {...inputProps("date")} />
        {message("date")}
      </div>
      {/* Shown for round trips only, by CSS, so it follows the choice before hydration too. */}
      <div className="hidden group-has-[input[value=round]:checked]/plan:block" hidden={!!tour}>
        {label("returnDate", copy.returnDate)}
        <input type="date" min={today} max={latest} {...inputProps("returnDate")} />
        {message("returnDate")}
      </div>
      <div>
        {label("time", copy.time, true)}
        <input type="time" {...inputProps("time")} />
      </div>
      <div>
        {label("passengers", copy.passengers)}
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={MAX_PASSENGERS_LENGTH} {...inputProps("passengers")} />
        {message("passengers")}
      </div>
      <div>
        {label("carId", copy.car, true)}
        <select defaultValue="" {...inputProps("carId")}>
          <option value="">{copy.anyCar}</option>
          {cars.map((car) => (
            <option key={car.id} value={car.id}>
              {carLabel(car.name, car.capacity)}
            </option>
          ))}
        </select>
      </div>
      <div>
        {label("name", copy.name, true)}
        <input type="text" autoComplete="name" maxLength={MAX_NAME} {...inputProps("name")} />
        {message("name")}
      </div>
    </>
  );
}
