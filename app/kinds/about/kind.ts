/**
 * The about page: the business, its policies and how to pay.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import type { PageKind } from "#app/page-kind.ts";

export const kind = {
  key: "about",
  path: "/about",
  menu: 4,
  sitemap: true,
  offline: "all",
  fullBusiness: true,
} as const satisfies PageKind;
