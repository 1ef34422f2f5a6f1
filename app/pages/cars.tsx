import { useState } from "react";
import { useSearchParams } from "react-router";
import { CarCard, type Fit } from "~/components/car-card";
import { PLAN_ID, TripPlanner } from "~/components/trip-planner";
import { useWords } from "~/components/words";
import { type Car, cars, groupSizes } from "~/content/cars";
import type * as CarsWords from "~/content/pages/cars";
import { carsForGroup } from "~/lib/cars";
import { smallestFit } from "~/lib/trip";

/** The cars page, in the language of `words` (its route module picks them). */
export function CarsPage({ words }: { words: typeof CarsWords }) {
  const copy = words.carsPage;
  const { carCard } = useWords();
  const [filter, setFilter] = useState(0);
  // The group size typed in the planner marks which cars seat everyone.
  const [passengers, setPassengers] = useState<number | null>(null);
  // A card's "Plan a trip" link chooses its car: /cars?car=7#plan.
  const [params] = useSearchParams();
  const shown = new Set(carsForGroup(cars, groupSizes[filter]).map((c) => c.id));
  const smallest = passengers ? smallestFit(cars, passengers) : undefined;
  const fitOf = (car: Car): Fit | undefined => {
    if (!passengers) return undefined;
    if (car.capacity >= passengers) return "fits";
    return { smallest: smallest ? carCard.label(smallest.name, smallest.capacity) : null };
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{copy.intro}</p>

      <TripPlanner copy={copy.planner} carId={params.get("car") ?? ""} onPassengers={setPassengers} />

      {/* The filter needs scripts; without them it is not shown and every car stays listed. */}
      <div role="group" aria-label={copy.filterLabel} className="mt-10 hidden flex-wrap gap-2 js:flex">
        {copy.filters.map((label, i) => (
          <button
            key={label}
            type="button"
            aria-pressed={filter === i}
            onClick={() => setFilter(i)}
            className="min-h-11 rounded-full border border-border px-4 font-medium hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
          >
            {label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {copy.showing(shown.size, cars.length)}
      </p>

      <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="car-grid">
        {cars.map((car, i) => (
          <li key={car.id} hidden={!shown.has(car.id)}>
            {/* The first row (up to four cards on wide screens) is on screen at load. */}
            <CarCard car={car} first={i === 0} onScreen={i < 4} planHref={`?car=${car.id}#${PLAN_ID}`} fit={fitOf(car)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
