import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { toursPageData } from "./data.ts";
import { ToursPage } from "./page.tsx";
import { tourNotices } from "#app/lib/page-notices.ts";
import { meta as head } from "./head.ts";

// The build draws the page's social card with its head's headline (scripts/postbuild.ts reads it here).
export { cardTitle } from "./head.ts";
import type { Route } from "./+types/route";

export const handle = pageHandle("tours");
export const meta = ({ location, params }: Route.MetaArgs) => head(langOfPath(location.pathname), params.tour);

export default function Page({ params }: Route.ComponentProps) {
  const lang = usePageLang();
  const data = toursPageData(lang, params.tour);
  // Only known tours are built; an unknown one (under `npm run dev`) is not found.
  if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
  return <ToursPage data={data} notices={params.tour ? tourNotices(lang, params.tour) : []} />;
}
