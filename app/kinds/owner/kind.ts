/**
 * The owner's page.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "owner", path: "/owner", menu: 5, sitemap: true, offline: "all" } as const satisfies PageKind;
