/**
 * The business's facts, from `data/business.json` (the owner edits it in the editor as
 * "Business details"): the one place for the phone number, the address and the hours.
 * Pages, links, meta tags and structured data all read from here. The build checks the
 * file against the schema first (scripts/content-check.ts), so the type holds.
 */
import data from "#app/content/data/business.json" with { type: "json" };
import type { Lang } from "#app/content/languages.ts";
import type { BusinessData } from "./schema.ts";
import { todayOn } from "./time.ts";

/** The business as the pages use it: the file as stored. */
export type Business = BusinessData;

export const business: Business = data;

/** The business's clock's offset from UTC, "+05:30" (Business details → Office hours → Time zone): the zone of every time the site says (time.ts). */
export const businessZone = business.hours.utcOffset;

/** The business's today, "YYYY-MM-DD", at the instant `now`: for the build and the tests (a page's script reads the zone from its page). */
export const businessToday = (now = new Date()) => todayOn(now, businessZone);

/**
 * The name, the short name and the street as a page in `lang` writes them, in its own
 * script. The English name is the legal one: search engines get it (lib/structured-data.ts),
 * and the map link the English street (links.ts).
 */
export function businessIn(lang: Lang) {
  return { name: business.name[lang], shortName: business.shortName[lang], street: business.address.street[lang] };
}
