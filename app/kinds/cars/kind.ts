/**
 * The cars page, and a page for each car model (content/data/fleet.json: cars of the same
 * name are one model), all saved on the first visit like the tours.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { carModels } from "#app/content/fleet/cars.ts";
import { CARS_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = {
  key: "cars",
  path: CARS_PATH,
  items: { param: "model", slugs: () => carModels.map((m) => m.slug) },
  menu: 2,
  sitemap: true,
  offline: "all",
} as const satisfies PageKind;
