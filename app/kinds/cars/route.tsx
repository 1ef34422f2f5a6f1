import { business } from "#app/content/business/business.ts";
import { plannerCars } from "#app/content/fleet/cars.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { plannerSites } from "#app/content/hours/hours.ts";
import { notices } from "#app/content/notices/notices.ts";
import { hasEnded } from "#app/lib/notices.ts";
import { todayInIndia } from "#app/lib/trip.ts";
import { wordsData } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { CarPage } from "./car-page.tsx";
import { carPageData } from "./data.ts";
import { CarsPage } from "./page.tsx";
import { plannerTours } from "#app/lib/tour-links.ts";
import { meta as head } from "./head.ts";

// The build draws the page's social card with its head's headline (scripts/postbuild.ts reads it here).
export { cardTitle } from "./head.ts";
import type { Route } from "./+types/route";

/**
 * The cars page, the one page with a part that React runs in the browser (its own script
 * hydrates it), and each car model's page (/cars/<model>), plain HTML with the site's script.
 */
export const handle = pageHandle("cars", ["site", "cars"], ["site"]);
export const meta = ({ location, params }: Route.MetaArgs) => head(langOfPath(location.pathname), params.model);

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
        sites: plannerSites,
        // Not those ended by the day of the build: a page may still be read for a while, so the planner checks the trip's own days.
        notices: notices.filter((n) => !hasEnded(n, todayInIndia(new Date()))),
        tours: plannerTours(lang),
      }}
    />
  );
}
