/**
 * The places: the list, and a page for each place (content/data/places.json), linked from
 * the footer and the home page. Only the list is saved on the first visit: all of them
 * would more than double its download.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { placeSlugs } from "#app/content/places/places.ts";
import { PLACES_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = {
  key: "places",
  path: PLACES_PATH,
  items: { param: "place", slugs: () => placeSlugs },
  footer: true,
  sitemap: true,
  offline: "list",
} as const satisfies PageKind;
