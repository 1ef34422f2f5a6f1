import { pageHandle } from "~/lib/page-handle";
import { PlacesPage, placesMeta } from "~/pages/places";
import { placesLoader } from "~/pages/places-loader.server";
import type { Route } from "./+types/places";

/** Runs at build time only: the page's words arrive in its HTML, not in its script. */
export function loader({ params }: Route.LoaderArgs) {
  return placesLoader("gu", params.place);
}

export const handle = pageHandle("places");
export const meta = ({ loaderData }: Route.MetaArgs) => placesMeta("gu", loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PlacesPage data={loaderData} />;
}
