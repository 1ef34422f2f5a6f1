/**
 * The owner's notices (`data/notices.json`), as the build checked them. What a page shows of
 * them, and when, is lib/notices.ts.
 */
import data from "#app/content/data/notices.json" with { type: "json" };
import type { Notice, NoticesData } from "./schema.ts";

export const notices: Notice[] = (data as NoticesData).notices;
