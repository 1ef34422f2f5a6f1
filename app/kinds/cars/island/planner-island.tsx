import { useCallback, useEffect, useMemo, useState } from "react";
import { type CarsWords, carsWords, sharedWords } from "#app/content/words/shape.ts";
import type { PlannerCar } from "#app/content/fleet/cars.ts";
import type { CarRate } from "#app/content/fleet/rates.ts";
import { HYDRATED_EVENT } from "#app/inline/hydration.ts";
import { smallestFit } from "#app/kinds/cars/island/trip/trip.ts";
import type { PlannerIslandData } from "./island-data.ts";
import { FIT_ATTRIBUTE, PLANNER_DATA_ID, PLANNER_ISLAND_ID, SEATS_ATTRIBUTE } from "./page-dom.ts";
import { TripPlanner } from "#app/kinds/cars/island/planner/trip-planner.tsx";
import { WordsContext } from "#app/components/words.tsx";

/**
 * The address's query (?car=7, ?pickup=…&drop=…), where other pages and the cars' cards leave
 * a choice. Empty while hydrating (the prerendered page has none), then the browser's. A
 * card's "Plan a trip" changes it without a reload and says so with `popstate`
 * (page-script.ts); `go` changes it from the planner itself.
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
 * Marks each car of the page's grid (kinds/cars/car-grid.tsx, plain HTML) against the group
 * size typed in the planner: "fits", or too small with the smallest car that seats everyone.
 * The grid is not React's: its marks are filled in here, from the planner's words.
 */
function markFits(
  passengers: number | null,
  cars: PlannerCar[],
  carRate: (carId: number) => CarRate | undefined,
  copy: CarsWords["carCard"],
) {
  const smallest = passengers ? smallestFit(cars, passengers, (c) => carRate(c.id)?.perKm) : undefined;
  const tooSmall = smallest ? copy.tooSmall(copy.label(smallest.name, smallest.capacity)) : copy.noneFits;
  for (const card of document.querySelectorAll<HTMLElement>(`[${SEATS_ATTRIBUTE}]`)) {
    const fits = passengers ? Number(card.getAttribute(SEATS_ATTRIBUTE)) >= passengers : undefined;
    for (const mark of card.querySelectorAll<HTMLElement>(`[${FIT_ATTRIBUTE}]`)) {
      const kind = mark.getAttribute(FIT_ATTRIBUTE);
      mark.toggleAttribute("data-shown", fits !== undefined && fits === (kind === "fits"));
      if (kind === "small") mark.lastElementChild!.textContent = tooSmall;
    }
  }
}

/**
 * The cars page's island (decision 015): its trip planner, rendered with the page at build
 * time and hydrated in the browser by planner-root.tsx, alone, without the rest of the
 * page or a router, once the planner is needed (page-script.ts, decision 022). Its words and
 * its facts travel as data (island-data.ts), the same files the build read, so the script
 * carries no language's words and no business record (decision 033).
 */
export function PlannerIsland({ data }: { data: PlannerIslandData }) {
  const shared = useMemo(() => sharedWords(data.shared, data.lang, data.facts), [data]);
  const words = useMemo(() => carsWords(data.page, data.lang, data.facts.names), [data]);
  // A car's rates by its number, from the data (content/fleet/rates.ts `carRate` at build time).
  const carRate = useMemo(() => {
    const byCar = new Map(data.carRates.map((rate) => [rate.car, rate]));
    return (carId: number) => byCar.get(carId);
  }, [data]);
  const [params, go] = useAddressQuery();
  // The group size typed in the planner marks which cars seat everyone.
  const [passengers, setPassengers] = useState<number | null>(null);
  useEffect(() => markFits(passengers, data.cars, carRate, words.carCard), [passengers, data, carRate, words]);
  // Effects run once hydration has committed: from now on React handles every tap. The mark
  // on the island's element tells the browser tests too.
  useEffect(() => {
    document.getElementById(PLANNER_ISLAND_ID)?.setAttribute("data-hydrated", "");
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <WordsContext value={shared}>
      <TripPlanner
        copy={words.carsPage.planner}
        carLabel={words.carCard.label}
        params={params}
        cars={data.cars}
        phone={data.phone}
        utcOffset={data.utcOffset}
        rateCard={data.rateCard}
        carRate={carRate}
        places={data.places}
        roads={data.roads}
        sites={data.sites}
        notices={data.notices}
        tours={data.tours}
        sheet={data.sheet}
        onAddress={go}
        onPassengers={setPassengers}
      />
    </WordsContext>
  );
}

/**
 * The island's data as a JSON block: the browser never runs it, and "<" cannot end it. The
 * build moves it to a file of its own (scripts/steps/planner-data.ts, decision 025).
 */
export function PlannerIslandScript({ data }: { data: PlannerIslandData }) {
  return (
    <script
      type="application/json"
      id={PLANNER_DATA_ID}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
