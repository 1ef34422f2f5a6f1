import { carsWords } from "~/content/cars-words";
import { plannerPlaces } from "~/content/places";
import { wordsData } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { CarsPage } from "~/pages/cars";
import { plannerTours } from "~/pages/tour-pages";
import type { Route } from "./+types/cars";

/** The one page with a part that React runs in the browser: its own script hydrates it. */
export const handle = pageHandle("cars", ["site", "cars"]);
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("cars", lang, carsWords(wordsData.cars[lang], lang).carsPage);
};

export default function Page() {
  const lang = usePageLang();
  return <CarsPage data={{ lang, shared: wordsData.shared[lang], page: wordsData.cars[lang], places: plannerPlaces, tours: plannerTours(lang) }} />;
}
