/**
 * The opening hours (`data/hours.json`, the owner's "Opening hours"), as lib/clock.ts reads
 * them: the place pages, the tour days and the planner take them from here.
 */
import data from "#app/content/data/hours.json" with { type: "json" };
import type { HoursData } from "./schema.ts";

/** The file as stored; the build checked it first (JSON types a weekday only as a string, hence the cast). */
export const sites: HoursData["sites"] = (data as HoursData).sites;

/** The sites of a place or a stop, the main one (the first listed) first. */
export const sitesOf = (slug: string) => sites.filter((s) => s.at === slug);

/**
 * What the planner needs of each site: its hours and names, and its seasons' names, dates and
 * announced days (a trip on one is timed by that day's hours), without the sources, the notes
 * (the notices say them) and the dates checked.
 */
export const plannerSites = sites.map(
  ({ at, en, gu, hi, open, times, closedOn, closedEachYear, visit, arriveBefore, wholeVisit, seasons }) => ({
    at,
    en,
    gu,
    hi,
    open,
    times,
    closedOn,
    closedEachYear,
    visit,
    ...(arriveBefore ? { arriveBefore } : {}),
    ...(wholeVisit ? { wholeVisit } : {}),
    ...(seasons?.length ? { seasons: seasons.map(({ en, gu, hi, from, to, days }) => ({ en, gu, hi, from, to, days })) } : {}),
  }),
);
