/**
 * The questions travellers ask before they book, answered from the rate card and the terms.
 * Its entry in the list of page kinds (app/page-kinds.ts), which reads it from here.
 */
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "questions", path: QUESTIONS_PATH, footer: true, sitemap: true, offline: "all" } as const satisfies PageKind;
