import { business } from "#app/content/business/business.ts";
import { plannerCars } from "#app/content/fleet/cars.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { pageWords, wordsData } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { CarPage, carMeta } from "#app/pages/car.tsx";
import { carPageData } from "#app/pages/car-pages.ts";
import { CarsPage } from "#app/pages/cars.tsx";
import { plannerTours } from "#app/pages/tour-pages.ts";
import type { Route } from "./+types/cars";

/**
 * The cars page, the one page with a part that React runs in the browser (its own script
 * hydrates it), and each car model's page (/cars/<model>), plain HTML with the site's script.
 */
export const handle = pageHandle("cars", ["site", "cars"], ["site"]);
export const meta = ({ location, params }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  if (params.model) return carMeta(lang, carPageData(lang, params.model));
  return pageMeta("cars", lang, pageWords("cars", lang).carsPage);
};

export default function Page({ params }: Route.ComponentProps) {
  const lang = usePageLang();
  if (params.model) {
    const data = carPageData(lang, params.model);
    // Only known models are built; an unknown one (under `npm run dev`) is not found.
    if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
    return <CarPage data={data} />;
  }
  return (
    <CarsPage
      data={{
        lang,
        shared: wordsData("shared", lang),
        page: wordsData("cars", lang),
        cars: plannerCars,
        phone: business.phone,
        places: plannerPlaces,
        roads: plannerRoads,
        tours: plannerTours(lang),
      }}
    />
  );
}
