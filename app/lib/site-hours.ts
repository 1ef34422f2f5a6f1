/**
 * A temple's or a sight's opening hours as a page shows them, in one language, from
 * data/hours.json: the times it is open, its named times (aartis), the days it is closed, and
 * when they were checked. The place pages and the tour days both show these (components/
 * site-hours.tsx), from the one file, so two pages cannot give two hours.
 */
import { sitesOf } from "#app/content/hours/hours.ts";
import type { Lang } from "#app/content/languages.ts";
import type { SharedWords } from "#app/content/words/shape.ts";
import { saidOpen, type Site } from "./clock.ts";
import { businessToday } from "#app/content/business/business.ts";

export interface SiteHoursData {
  name: string;
  /** "6:30 AM to 1:00 PM", "5:00 PM to 9:30 PM". */
  open: string[];
  /** "Mangla aarti: 6:30 AM", one each. */
  times: string[];
  /** "Closed every Monday", "Closed every year from 16 June to 15 October". */
  closed: string[];
  /** Where no authority publishes the hours: that they are as visitors report them, and to ask at the counter. */
  unofficial?: string;
  /** "Dhanurmas hours, 20 December 2026: 5:30 AM to 10:30 AM, 5:00 PM to 9:30 PM": each announced day from `today` on. */
  seasonDays: string[];
}

/** Today in India by default: a day already over is not shown (the build runs each night). */
export function siteHours(site: Site, lang: Lang, clock: SharedWords["clock"], today = businessToday()): SiteHoursData {
  return {
    name: site[lang],
    open: site.open.map((w) => clock.window(w.from, w.to)),
    times: (site.times ?? []).map((t) => clock.namedTime(t[lang], t.at)),
    closed: [
      ...(site.closedOn ?? []).map((d) => clock.closedEvery(d)),
      ...(site.closedEachYear ?? []).map((c) => clock.closedYearly(c.from, c.to)),
    ],
    ...(site.unofficial ? { unofficial: clock.unofficial } : {}),
    seasonDays: (site.seasons ?? []).flatMap((s) =>
      (s.days ?? []).filter((d) => d.date >= today).map((d) => clock.seasonDay(s[lang], d.date, saidOpen(d.open, clock.window))),
    ),
  };
}

/** The hours of the sites at the places `slugs`, each site once, in the order of the places; and the latest day they were checked. */
export function hoursAtPlaces(
  slugs: readonly string[],
  lang: Lang,
  clock: SharedWords["clock"],
): { title: string; sites: SiteHoursData[]; checked: string } | null {
  const sites = [...new Set(slugs)].flatMap((s) => sitesOf(s));
  if (!sites.length) return null;
  const latest = sites
    .map((s) => s.checked)
    .sort()
    .at(-1)!;
  return { title: clock.hoursTitle, sites: sites.map((s) => siteHours(s, lang, clock)), checked: clock.checked(latest) };
}
