import { useState } from "react";
import { CarCard } from "~/components/car-card";
import { cars } from "~/content/cars";
import { carsPage as copy } from "~/content/pages/cars";
import { carsForGroup } from "~/lib/cars";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cars";

export const meta: Route.MetaFunction = () => pageMeta("cars", copy, "/cars");

export default function Cars() {
  const [filter, setFilter] = useState(0);
  const shown = new Set(carsForGroup(cars, copy.filters[filter]).map((c) => c.id));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{copy.intro}</p>

      {/* The filter needs scripts; without them it is not shown and every car stays listed. */}
      <div role="group" aria-label={copy.filterLabel} className="mt-6 hidden flex-wrap gap-2 js:flex">
        {copy.filters.map((f, i) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={filter === i}
            onClick={() => setFilter(i)}
            className="min-h-11 rounded-full border border-border px-4 font-medium hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
          >
            {f.label}
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
            <CarCard car={car} first={i === 0} onScreen={i < 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
