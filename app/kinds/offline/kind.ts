/**
 * What the service worker shows for an address it has not saved.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { OFFLINE_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "offline", path: OFFLINE_PATH, sitemap: false, offline: "all" } as const satisfies PageKind;
