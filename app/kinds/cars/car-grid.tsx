import { CarCard } from "./car-card.tsx";
import { COUNT_ATTRIBUTE, SEATS_ATTRIBUTE } from "#app/kinds/cars/island/page-dom.ts";
import { useWords } from "#app/components/words.tsx";
import { type Car, cars, groupSizes } from "#app/content/fleet/cars.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { carRate } from "#app/content/fleet/rates.ts";
import { carPlanHref, carsForGroup } from "#app/lib/cars.ts";
import { rupees } from "#app/lib/money.ts";
import { FILTER_ID } from "#app/site-pages.ts";

/** The group sizes (by index) a car belongs to: the filter's CSS reads them. */
const groupsOf = (car: Car) => groupSizes.flatMap((g, i) => (car.capacity >= g.min && car.capacity <= g.max ? [i] : []));

/**
 * The cars page's filter and cars: plain HTML, which no framework hydrates (decision 022).
 * The filter is native radio buttons that CSS applies at once (app.css, `.cars-filtered`);
 * the page's script (island/page-script.ts) announces the count each one carries, and takes a
 * card's "Plan a trip" without a reload. The planner marks the cards that seat its group
 * (island/planner-island.tsx).
 */
export function CarGrid({ words }: { words: CarsWords }) {
  const copy = words.carsPage;
  const { carCard } = words;
  const { lang, fares } = useWords();
  const rateOf = (car: Car) => {
    const rate = carRate(car.id);
    return rate && fares.perKm(rupees(rate.perKm));
  };
  const counts = groupSizes.map((group) => carsForGroup(cars, group).length);
  return (
    <div id={FILTER_ID} className="cars-filtered scroll-mt-20">
      {/* Shown where the head script ran, like the count it goes with; without scripts every car stays listed. */}
      <fieldset className="mt-10 hidden js:block">
        <legend className="sr-only">{copy.filterLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {copy.filters.map((label, i) => (
            <label
              key={label}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border px-4 font-medium hover:bg-surface has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="group"
                value={i}
                defaultChecked={i === 0}
                {...{ [COUNT_ATTRIBUTE]: copy.showing(counts[i], cars.length) }}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-3 text-sm text-muted">
        {copy.showing(cars.length, cars.length)}
      </p>

      <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="car-grid">
        {cars.map((car, i) => (
          <li
            key={car.id}
            className="render-later [--later-size:37rem]"
            data-groups={groupsOf(car).join(" ")}
            {...{ [SEATS_ATTRIBUTE]: car.capacity }}
          >
            {/* The first row (up to four cards on wide screens) is on screen at load. */}
            <CarCard car={car} copy={carCard} first={i === 0} onScreen={i < 4} planHref={carPlanHref(lang, car)} rate={rateOf(car)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
