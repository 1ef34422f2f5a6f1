/**
 * The tours (content/data/tours.json): few and small, all saved on the first visit.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { tours } from "#app/content/tours/tours.ts";
import { TOURS_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = {
  key: "tours",
  path: TOURS_PATH,
  items: { param: "tour", slugs: () => tours.map((t) => t.slug) },
  menu: 3,
  sitemap: true,
  offline: "all",
} as const satisfies PageKind;
