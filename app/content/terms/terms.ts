/**
 * The owner's terms, from `data/terms.json` (the editor's "Terms"): the questions page and the
 * home page's policies read them here (lib/questions.ts writes them out). The build has
 * checked the file against its schema first.
 */
import data from "#app/content/data/terms.json" with { type: "json" };
import type { TermsData } from "./schema.ts";

/** The terms as the pages use them: the file as stored. */
export type Terms = TermsData;

export const terms: Terms = data as Terms;
