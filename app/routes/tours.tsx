import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { toursPageData } from "#app/pages/tour-pages.ts";
import { ToursPage, toursMeta } from "#app/pages/tours.tsx";
import type { Route } from "./+types/tours";

export const handle = pageHandle("tours");
export const meta = ({ location, params }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return toursMeta(lang, toursPageData(lang, params.tour));
};

export default function Page({ params }: Route.ComponentProps) {
  const lang = usePageLang();
  const data = toursPageData(lang, params.tour);
  // Only known tours are built; an unknown one (under `npm run dev`) is not found.
  if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
  return <ToursPage data={data} />;
}
