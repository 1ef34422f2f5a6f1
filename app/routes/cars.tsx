import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { pageWords, wordsData } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { CarsPage } from "#app/pages/cars.tsx";
import { plannerTours } from "#app/pages/tour-pages.ts";
import type { Route } from "./+types/cars";

/** The one page with a part that React runs in the browser: its own script hydrates it. */
export const handle = pageHandle("cars", ["site", "cars"]);
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("cars", lang, pageWords("cars", lang).carsPage);
};

export default function Page() {
  const lang = usePageLang();
  return (
    <CarsPage
      data={{
        lang,
        shared: wordsData("shared", lang),
        page: wordsData("cars", lang),
        places: plannerPlaces,
        roads: plannerRoads,
        tours: plannerTours(lang),
      }}
    />
  );
}
