/**
 * The home page.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "home", path: "/", menu: 1, sitemap: true, offline: "all", fullBusiness: true } as const satisfies PageKind;
