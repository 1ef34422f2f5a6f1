/**
 * The places routes' loader, the same for each language. It runs at build time only: the
 * page's words and facts (content/places.server.ts), and on a place's page the parts that do
 * nothing in the browser (its picture, the road, the stops, what to know, the terms) as
 * finished HTML (place-parts.server.tsx), so that neither their words nor their markup
 * reaches the route's script.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { editions } from "~/content/editions";
import type { Lang } from "~/content/languages";
import { type PlaceData, type PlacesIndexData, placesPageData } from "~/content/places.server";
import { pick } from "~/images/picture-data";
import { placePictures } from "~/images/places.server";
import { Info, PlacePicture } from "./place-parts.server";

export type PlaceRouteData = Omit<PlaceData, "image" | "sections" | "terms"> & {
  /** HTML made at build time: the picture, the parts after "Plan this trip", the terms ("" for none). */
  html: { picture: string; sections: string; terms: string };
};
export type PlacesRouteData = PlacesIndexData | PlaceRouteData;

export function placesLoader(lang: Lang, slug: string | undefined): PlacesRouteData {
  const data = placesPageData(lang, slug);
  if (!data) throw new Response(null, { status: 404 });
  if (data.kind === "index") return data;
  const { image, sections, terms, ...rest } = data;
  const opensNewTab = editions[lang].words.shell.opensNewTab;
  return {
    ...rest,
    html: {
      picture: renderToStaticMarkup(<PlacePicture picture={pick(placePictures, image.name)} alt={image.alt} />),
      sections: renderToStaticMarkup(
        <>
          {sections.map((s) => (
            <Info key={s.id} s={s} opensNewTab={opensNewTab} />
          ))}
        </>,
      ),
      terms: terms ? renderToStaticMarkup(<Info s={terms} opensNewTab={opensNewTab} />) : "",
    },
  };
}
