import { RateCard } from "#app/components/rate-card.tsx";
import { CARS_ISLAND_ID, CarsIsland, type CarsIslandData, CarsIslandScript } from "#app/components/cars-island.tsx";
import { carsWords } from "#app/content/words/shape.ts";
import { HOLD_EARLY_SENDS } from "#app/inline/hydration.ts";

/**
 * The cars page: its heading, and the planner, filter and cars, which the page's script
 * hydrates in the browser (components/cars-island.tsx).
 */
export function CarsPage({ data }: { data: CarsIslandData }) {
  const { carsPage: copy, carCard } = carsWords(data.page, data.lang);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{copy.intro}</p>
      <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SENDS }} />
      <div id={CARS_ISLAND_ID}>
        <CarsIsland data={data} />
      </div>
      <CarsIslandScript data={data} />
      <RateCard label={carCard.label} />
    </div>
  );
}
