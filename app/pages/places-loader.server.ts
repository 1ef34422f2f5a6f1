/**
 * The places routes' loader, the same for each language: the page's words and facts
 * (content/places.server.ts), and for a place's page its processed picture. It runs at
 * build time only, so neither reaches the route's script.
 */
import type { Lang } from "~/content/languages";
import { type PlaceData, type PlacesIndexData, placesPageData } from "~/content/places.server";
import { placePictures } from "~/images/places.server";
import { pick, type PictureData } from "~/images/picture-data";

export type PlaceRouteData = PlaceData & { picture: PictureData };
export type PlacesRouteData = PlacesIndexData | PlaceRouteData;

export function placesLoader(lang: Lang, slug: string | undefined): PlacesRouteData {
  const data = placesPageData(lang, slug);
  if (!data) throw new Response(null, { status: 404 });
  return data.kind === "index" ? data : { ...data, picture: pick(placePictures, data.image.name) };
}
