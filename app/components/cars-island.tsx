import { useEffect, useMemo } from "react";
import type { Lang } from "#app/content/languages.ts";
import type { CarsWordsData, SharedWordsData } from "#app/content/words/schema.ts";
import { carsWords, sharedWords } from "#app/content/words/shape.ts";
import { HYDRATED_EVENT } from "#app/inline/hydration.ts";
import type { PlannerPlace, PlannerRoads, PlannerTour } from "#app/lib/trip.ts";
import { CarsTools } from "./cars-tools.tsx";
import { WordsContext } from "./words.tsx";

/**
 * The cars page's island (decision 015): its planner, filter and cars, rendered with the page
 * at build time and hydrated in the browser by browser/cars-island.tsx, alone, without the
 * rest of the page or a router. Its words travel in the page as data (`CARS_DATA_ID`), the
 * same files the build read, so the script carries no language's words.
 */
export const CARS_ISLAND_ID = "cars-island";
export const CARS_DATA_ID = "cars-island-data";

export interface CarsIslandData {
  lang: Lang;
  shared: SharedWordsData;
  page: CarsWordsData;
  /** The places the planner estimates fares for, the city first: names and roads only. */
  places: PlannerPlace[];
  /** The roads table's stops and roads, for a trip of several stops. */
  roads: PlannerRoads;
  /** The tours a tour's page may choose (?tour=…), with the planner's words for one. */
  tours: { tours: PlannerTour[]; words: { tour: string; other: string } };
}

export function CarsIsland({ data }: { data: CarsIslandData }) {
  const shared = useMemo(() => sharedWords(data.shared, data.lang), [data]);
  const words = useMemo(() => carsWords(data.page, data.lang), [data]);
  // Effects run once hydration has committed: from now on React handles every tap. The mark
  // on the island's element tells the browser tests too.
  useEffect(() => {
    document.getElementById(CARS_ISLAND_ID)?.setAttribute("data-hydrated", "");
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <WordsContext value={shared}>
      <CarsTools words={words} places={data.places} roads={data.roads} tours={data.tours} />
    </WordsContext>
  );
}

/** The island's data as a JSON block: the browser never runs it, and "<" cannot end it. */
export function CarsIslandScript({ data }: { data: CarsIslandData }) {
  return (
    <script type="application/json" id={CARS_DATA_ID} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
