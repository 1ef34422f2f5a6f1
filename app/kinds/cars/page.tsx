import { ArrowDown } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { CarGrid } from "./car-grid.tsx";
import { PLANNER_ISLAND_ID } from "#app/kinds/cars/island/page-dom.ts";
import type { PlannerIslandData } from "#app/kinds/cars/island/island-data.ts";
import { PlannerIsland, PlannerIslandScript } from "#app/kinds/cars/island/planner-island.tsx";
import { RateCard } from "./rate-card.tsx";
import { LATER_STYLES_ATTRIBUTE } from "#app/inline/stylesheet.ts";
import { carsWords } from "#app/content/words/shape.ts";
import { holdEarlySends } from "#app/inline/hydration.ts";
import { PLAN_ID } from "#app/site-pages.ts";

/**
 * The cars page: its heading, the filter and the cars (plain HTML), then the trip planner,
 * which the page's script hydrates in the browser once it is needed (island/planner-island.tsx,
 * decision 022), then the rate card. The planner comes after the cars, as the visitor chooses
 * (browse, then book); a link under the intro leads straight to it.
 */
export function CarsPage({ data }: { data: PlannerIslandData }) {
  const words = carsWords(data.page, data.lang, data.facts.names);
  const { carsPage: copy, carCard } = words;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-muted">{copy.intro}</p>
      <ButtonLink to={`#${PLAN_ID}`} variant="outline" className="mt-5">
        <ArrowDown aria-hidden="true" className="size-5" />
        {copy.planner.title}
      </ButtonLink>
      <CarGrid words={words} />
      <script dangerouslySetInnerHTML={{ __html: holdEarlySends(PLANNER_ISLAND_ID, "cars") }} />
      {/* Far below the cards: its rules come with the stylesheet, not inline (decision 029). */}
      <div
        id={PLANNER_ISLAND_ID}
        className="render-later [--later-size:72rem] lg:[--later-size:48rem]"
        {...{ [LATER_STYLES_ATTRIBUTE]: "" }}
      >
        <PlannerIsland data={data} />
      </div>
      <PlannerIslandScript data={data} />
      <RateCard label={carCard.label} fareRow={words.carPage.fareRow} />
    </div>
  );
}
