import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CarCard, type Fit } from "./car-card.tsx";
import { TripPlanner } from "./trip-planner.tsx";
import { useWords } from "./words.tsx";
import { type Car, cars, groupSizes } from "#app/content/fleet/cars.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { carRate } from "#app/content/fleet/rates.ts";
import { carPlanHref, carsForGroup } from "#app/lib/cars.ts";
import { rupees } from "#app/lib/money.ts";
import { type PlannerPlace, type PlannerRoads, type PlannerTour, smallestFit } from "#app/lib/trip.ts";
import { FILTER_ID, PLAN_ID } from "#app/site-pages.ts";

/** The group sizes (by index) a car belongs to: the filter's CSS reads them. */
const groupsOf = (car: Car) => groupSizes.flatMap((g, i) => (car.capacity >= g.min && car.capacity <= g.max ? [i] : []));

/**
 * The address's query (?car=7, ?pickup=…&drop=…, ?group=2), where other pages leave a choice.
 * Empty while hydrating (the prerendered page has none), then the browser's; `go` changes it
 * without loading the page again.
 */
function useAddressQuery() {
  const [search, setSearch] = useState("");
  useEffect(() => {
    const read = () => setSearch(location.search);
    read();
    addEventListener("popstate", read);
    return () => removeEventListener("popstate", read);
  }, []);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const go = useCallback((href: string) => {
    history.pushState(null, "", href);
    setSearch(location.search);
  }, []);
  return [params, go] as const;
}

/**
 * The cars page's working parts: the trip planner, the filter and the cars. The one part of
 * the site that React runs in the browser (components/cars-island.tsx).
 */
export function CarsTools({
  words,
  places,
  roads,
  tours,
}: {
  words: CarsWords;
  places: PlannerPlace[];
  roads: PlannerRoads;
  tours: { tours: PlannerTour[]; words: { tour: string; other: string } };
}) {
  const copy = words.carsPage;
  const { carCard } = words;
  const { lang, fares } = useWords();
  // The filter is native radio buttons that CSS applies at once (app.css, `.cars-filtered`),
  // before any script; React only announces the count.
  const filterRef = useRef<HTMLFieldSetElement>(null);
  const [filter, setFilter] = useState(0);
  const [params, go] = useAddressQuery();
  // On hydration, pick up a group chosen before the scripts arrived; if none was, the one a
  // place's page asked for in the address (/cars/?group=2#filter).
  const asked = params.get("group");
  useEffect(() => {
    const inputs = [...filterRef.current!.elements] as HTMLInputElement[];
    const wanted = inputs.find((input) => input.value === asked);
    if (wanted && inputs[0].checked) wanted.checked = true;
    setFilter(Number(inputs.find((input) => input.checked)?.value ?? 0));
  }, [asked]);
  // The group size typed in the planner marks which cars seat everyone.
  const [passengers, setPassengers] = useState<number | null>(null);
  // A card's "Plan a trip" link chooses its car: /cars/?car=7#plan (lib/cars.ts).
  const planHref = (car: Car) => carPlanHref(lang, car);
  // On this page the tap stays on the page, so nothing typed in the planner is lost.
  const plan = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(event.currentTarget.href);
    document.getElementById(PLAN_ID)?.scrollIntoView();
  };
  const rateOf = (car: Car) => {
    const rate = carRate(car.id);
    return rate && fares.perKm(rupees(rate.perKm));
  };
  const shown = new Set(carsForGroup(cars, groupSizes[filter]).map((c) => c.id));
  const smallest = passengers ? smallestFit(cars, passengers, (c) => carRate(c.id)?.perKm) : undefined;
  const fitOf = (car: Car): Fit | undefined => {
    if (!passengers) return undefined;
    if (car.capacity >= passengers) return "fits";
    return { smallest: smallest ? carCard.label(smallest.name, smallest.capacity) : null };
  };
  return (
    <>
      <TripPlanner
        copy={copy.planner}
        carLabel={carCard.label}
        params={params}
        places={places}
        roads={roads}
        tours={tours}
        onAddress={go}
        onPassengers={setPassengers}
      />

      <div id={FILTER_ID} className="cars-filtered scroll-mt-20">
        {/* Shown where the head script ran, like the count it goes with; without scripts every car stays listed. */}
        <fieldset ref={filterRef} className="mt-10 hidden js:block">
          <legend className="sr-only">{copy.filterLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {copy.filters.map((label, i) => (
              <label
                key={label}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border px-4 font-medium hover:bg-surface has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input type="radio" name="group" value={i} defaultChecked={i === 0} onChange={() => setFilter(i)} className="sr-only" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <p role="status" className="mt-3 text-sm text-muted">
          {copy.showing(shown.size, cars.length)}
        </p>

        <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="car-grid">
          {cars.map((car, i) => (
            <li key={car.id} data-groups={groupsOf(car).join(" ")}>
              {/* The first row (up to four cards on wide screens) is on screen at load. */}
              <CarCard
                car={car}
                copy={carCard}
                first={i === 0}
                onScreen={i < 4}
                planHref={planHref(car)}
                onPlan={plan}
                fit={fitOf(car)}
                rate={rateOf(car)}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
