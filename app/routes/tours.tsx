import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { toursPageData } from "~/pages/tour-pages";
import { ToursPage, toursMeta } from "~/pages/tours";
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
