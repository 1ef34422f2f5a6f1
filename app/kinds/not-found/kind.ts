/**
 * The page for an address the site does not have.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { NOT_FOUND_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "notFound", path: NOT_FOUND_PATH, catchAll: true, sitemap: false, offline: "none" } as const satisfies PageKind;
