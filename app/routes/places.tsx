import { placesPageData } from "#app/pages/place-pages.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { PlacesPage, placesMeta } from "#app/pages/places.tsx";
import { toursOfPlace } from "#app/pages/tour-pages.ts";
import type { Route } from "./+types/places";

export const handle = pageHandle("places");
export const meta = ({ location, params }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return placesMeta(lang, placesPageData(lang, params.place));
};

export default function Page({ params }: Route.ComponentProps) {
  const lang = usePageLang();
  const data = placesPageData(lang, params.place);
  // Only known places are built; an unknown one (under `npm run dev`) is not found.
  if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
  return <PlacesPage data={data} tours={params.place ? toursOfPlace(lang, params.place) : null} />;
}
