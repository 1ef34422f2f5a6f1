/**
 * The business's facts, from `data/business.json` (the owner edits it in the editor as
 * "Business details"): the one place for the phone number, the address and the hours.
 * Pages, links, meta tags and structured data all read from here. The build checks the
 * file against the schema first (scripts/content-check.ts), so the type holds.
 */
import data from "./data/business.json" with { type: "json" };
import type { Business } from "./schema.ts";

export const business: Business = data;
export type { Business };
