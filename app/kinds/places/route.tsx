import { placesPageData } from "./data.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { PlacesPage } from "./page.tsx";
import { toursOfPlace } from "#app/lib/tour-links.ts";
import { placeNotices } from "#app/lib/page-notices.ts";
import { meta as head } from "./head.ts";

// The build draws the page's social card with its head's headline (scripts/postbuild.ts reads it here).
export { cardTitle } from "./head.ts";
import type { Route } from "./+types/route";

export const handle = pageHandle("places");
export const meta = ({ location, params }: Route.MetaArgs) => head(langOfPath(location.pathname), params.place);

export default function Page({ params }: Route.ComponentProps) {
  const lang = usePageLang();
  const data = placesPageData(lang, params.place);
  // Only known places are built; an unknown one (under `npm run dev`) is not found.
  if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
  return (
    <PlacesPage
      data={data}
      tours={params.place ? toursOfPlace(lang, params.place) : null}
      notices={params.place ? placeNotices(lang, params.place) : []}
    />
  );
}
