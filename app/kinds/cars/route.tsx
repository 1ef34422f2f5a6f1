import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { CarPage } from "./car-page.tsx";
import { carPageData, plannerIslandData } from "./data.ts";
import { CarsPage } from "./page.tsx";
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
  return <CarsPage data={plannerIslandData(lang)} />;
}
