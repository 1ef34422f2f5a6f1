/**
 * The trip by the clock: from a start time and each leg's driving time, when the car leaves
 * and reaches each stop; whether the temple or sight there is open then (data/hours.json);
 * when to leave to reach an aarti or an opening; the nights the car is on the road between
 * 10 PM and 6 AM, which the night allowance pays for; and a day of more driving than the
 * rate card's driving day. The planner, the tour days and the build's warnings all call these,
 * as every fare comes from the one `estimate` (fare.ts). Pure: no words, and of the content only the names of the weekdays.
 *
 * Times are minutes from midnight of the trip's first day: 1,500 is 1:00 AM the next day. A
 * date, where known, is "YYYY-MM-DD", the business's day: both read by content/business/time.ts.
 */
import { WEEKDAYS, type Weekday } from "#app/content/hours/weekdays.ts";
import { addDays, DAY, inYearly, minutesOf, weekdayOf } from "#app/content/business/time.ts";

/** The night allowance's hours: on the road between 10 PM and 6 AM. */
export const NIGHT_STARTS = 22 * 60;
export const NIGHT_ENDS = 6 * 60;
/** How early to arrive before an aarti or an opening: to park and walk in. */
export const ARRIVE_EARLY = 15;

export { WEEKDAYS, type Weekday };

/** A temple, park or sight, as data/hours.json gives it (content/hours/schema.ts). */
export interface Site {
  /** The place or stop it is at, by its web address name. */
  at: string;
  en: string;
  gu: string;
  hi: string;
  /** "HH:MM" to "HH:MM", in order of the day. */
  open: { from: string; to: string }[];
  /** Named times: aartis, shows, the first safari. */
  times?: { at: string; en: string; gu: string; hi: string }[];
  closedOn?: readonly Weekday[];
  /** "MM-DD" to "MM-DD", both closed; `from` after `to` runs across the new year. */
  closedEachYear?: { from: string; to: string }[];
  /** "1:30": how long a visit takes. */
  visit: string;
  /** Minutes to arrive before a named time or an opening (park, cloakroom, security, queue); ARRIVE_EARLY if not given. */
  arriveBefore?: number;
  /** A safari or a show: a stay shorter than the visit does not hold it. */
  wholeVisit?: boolean;
  /** No authority publishes these hours: they are as visitors report them (lib/site-hours.ts says so). */
  unofficial?: boolean;
  /** Weeks of other hours (Dhanurmas), with the days announced so far and their hours. */
  seasons?: readonly Season[];
}

/** A season of a site: its names, its first and last days ("YYYY-MM-DD"), its announced days. */
export interface Season {
  en: string;
  gu: string;
  hi: string;
  from: string;
  to: string;
  days?: readonly { date: string; open: Site["open"]; times?: Site["times"] }[];
}

/** A site on one of its season's announced days: that day's hours, and the season that gives them. */
export interface SiteOnDay extends Site {
  season?: Season;
}

/** The season and the announced day of a site on `iso`, if that day is one. */
export function announcedDay(site: Site, iso: string) {
  for (const season of site.seasons ?? []) {
    const day = iso >= season.from && iso <= season.to ? season.days?.find((d) => d.date === iso) : undefined;
    if (day) return { season, day };
  }
  return undefined;
}

/**
 * The site as it is on `iso`: on an announced day, that day's open times, and its own named
 * times or else the usual ones that fall in its open times (a Mangla moved to 5:30 is the
 * day's own; a Sandhya aarti it keeps stays); any other day, as usual.
 */
export function siteOn(site: Site, iso: string | undefined): SiteOnDay {
  const announced = iso ? announcedDay(site, iso) : undefined;
  if (!announced) return site;
  const { season, day } = announced;
  const inside = (at: string) => day.open.some((w) => at >= w.from && at < w.to);
  return { ...site, open: day.open, times: day.times ?? (site.times ?? []).filter((t) => inside(t.at)), season };
}

/** Which day of the trip a time falls on: 0 the first, 1 the next, -1 the day before. */
export const dayOf = (at: number) => Math.floor(at / DAY);

/** A stop of a day's plan: its place and the minutes spent there (at the start: before the car leaves). */
export interface TimedStop {
  slug: string;
  stay: number;
}

/** A row of a timetable: when the car reaches the stop (not at the start, unless it waits there) and leaves it (not at the end). */
export interface Row {
  slug: string;
  arrive?: number;
  leave?: number;
  stay: number;
}

/**
 * The day's timetable: the car is at the first stop at `start`, waits there its stay (a
 * safari before the drive, or none), and drives each leg of `legs` minutes to the next stop,
 * staying each one's time; the last stop is where it ends. `legs` has one fewer than `stops`.
 */
export function timetable(start: number, stops: readonly TimedStop[], legs: readonly number[]): Row[] {
  const rows: Row[] = [];
  let clock = start;
  stops.forEach((stop, i) => {
    const last = i === stops.length - 1;
    if (i > 0) clock += legs[i - 1];
    const arrive = i > 0 || stop.stay > 0 ? clock : undefined;
    const stay = last ? 0 : stop.stay;
    rows.push({ slug: stop.slug, arrive, leave: last ? undefined : clock + stay, stay });
    clock += stay;
  });
  return rows;
}

/** From the car's first move to its arrival at the last stop. */
export function onDuty(rows: readonly Row[]): { from: number; to: number } {
  return { from: rows[0].arrive ?? rows[0].leave ?? 0, to: rows.at(-1)?.arrive ?? rows[0].leave ?? 0 };
}

/**
 * How many nights the car is on the road between 10 PM and 6 AM, from `from` to `to`: the
 * night allowance is paid once for each. Touching the edge (leaving at 6:00, back at 22:00) is
 * not a night.
 */
export function nightsOnTheRoad(from: number, to: number): number {
  let nights = 0;
  // Night k runs from 10 PM of day k - 1 to 6 AM of day k.
  for (let k = dayOf(from - NIGHT_ENDS) + 1; k * DAY - (DAY - NIGHT_STARTS) < to; k++) {
    const [start, end] = [k * DAY - (DAY - NIGHT_STARTS), k * DAY + NIGHT_ENDS];
    if (from < end && to > start) nights++;
  }
  return nights;
}

/** Minutes of driving in the day's legs, over the rate card's driving day (in hours): a night halt or a second driver. */
export function overDrivingDay(legs: readonly number[], dayDriveHours: number): boolean {
  return legs.reduce((sum, m) => sum + m, 0) > dayDriveHours * 60;
}

/** What a visitor arriving at a site meets. Times are "HH:MM". */
export type Finding =
  | { kind: "closed-weekday"; site: Site; weekday: Weekday }
  | { kind: "closed-season"; site: Site; from: string; to: string }
  /** Arrives before it opens. */
  | { kind: "opens-later"; site: Site; opens: string }
  /** Arrives in its midday closing, or too late to see it before it: it closes, and opens again the same day. */
  | { kind: "break"; site: Site; closes: string; opens: string }
  /** Arrives after its last window, or too late to see it before it closes: it opens again the next day. */
  | { kind: "closed-for-the-day"; site: Site; closes: string; opens: string }
  /** Stays less time than a visit that cannot be shortened (a safari): `stay` and the visit in minutes. */
  | { kind: "short-stay"; site: Site; stay: number; visit: number };

/** The days a site is closed on `iso`, if any: its weekly day, its yearly closing. */
export function closedOn(site: Site, iso: string): Finding | undefined {
  const weekday = weekdayOf(iso);
  if (site.closedOn?.includes(weekday)) return { kind: "closed-weekday", site, weekday };
  const closing = site.closedEachYear?.find((c) => inYearly(iso, c));
  return closing ? { kind: "closed-season", site, from: closing.from, to: closing.to } : undefined;
}

/**
 * Whether a visit of `need` minutes that starts at `at` (minutes of any day) fits a window of
 * the site; if not, when it closes and opens next.
 */
export function hoursAt(site: Site, at: number, need = minutesOf(site.visit)): Finding | undefined {
  const t = ((at % DAY) + DAY) % DAY;
  const windows = site.open.map((w) => ({ from: minutesOf(w.from), to: minutesOf(w.to), w }));
  const first = windows[0];
  const index = windows.findIndex((w) => t >= w.from && t < w.to);
  if (index >= 0) {
    const w = windows[index];
    if (t + Math.min(need, w.to - w.from) <= w.to) return undefined;
    const next = windows[index + 1];
    return next
      ? { kind: "break", site, closes: w.w.to, opens: next.w.from }
      : { kind: "closed-for-the-day", site, closes: w.w.to, opens: first.w.from };
  }
  if (t < first.from) return { kind: "opens-later", site, opens: first.w.from };
  const nextIndex = windows.findIndex((w) => w.from > t);
  if (nextIndex > 0) return { kind: "break", site, closes: windows[nextIndex - 1].w.to, opens: windows[nextIndex].w.from };
  return { kind: "closed-for-the-day", site, closes: windows.at(-1)!.w.to, opens: first.w.from };
}

/**
 * What a visitor meets at a stop whose sites are `sites` (the main one first), arriving at
 * `at` on the trip that starts `date` (unknown: no day's closing can be told): each site
 * closed that day, then whether the main site is open for its visit, `stay` minutes at most,
 * by that day's hours (an announced day of a season has its own).
 */
export function findingsAt(all: readonly Site[], at: number, stay: number | undefined, date?: string): Finding[] {
  if (!all.length) return [];
  const day = date && /^\d{4}-\d\d-\d\d$/.test(date) ? addDays(date, dayOf(at)) : undefined;
  // An announced day's hours stand for that day, and open it whatever its usual closing.
  const sites = all.map((s) => siteOn(s, day));
  const closed = day ? sites.flatMap((s) => (s.season ? [] : (closedOn(s, day) ?? []))) : [];
  if (closed.some((f) => f.site === sites[0])) return closed;
  const visit = minutesOf(sites[0].visit);
  const need = Math.min(stay ?? visit, visit);
  const hours = need > 0 ? hoursAt(sites[0], at, need) : undefined;
  const short: Finding[] =
    sites[0].wholeVisit && need > 0 && need < visit ? [{ kind: "short-stay", site: sites[0], stay: need, visit }] : [];
  return [...closed, ...(hours ? [hours] : []), ...short];
}

/**
 * When to leave so as to arrive `early` minutes before `target` ("07:00"), `before` minutes
 * of the trip ahead of the arrival: minutes from the first day's midnight, on the day of the
 * arrival or the night before it (a 2:30 AM start for Somnath's 7 AM aarti, 45 minutes early).
 */
export function leaveFor(target: string, before: number, arriveDay = 0, early = ARRIVE_EARLY): number {
  return arriveDay * DAY + minutesOf(target) - early - before;
}

/** The sites at a stop, the main one (the first listed) first. */
export const sitesAt = (sites: readonly Site[], slug: string) => sites.filter((s) => s.at === slug);

/** The minutes spent at a stop with no temple or sight of the opening hours. */
export const STOP_MINUTES = 60;

/** A stop's usual time: the longest visit of its sites, or `fallback`. */
export function usualStay(sites: readonly Site[], slug: string, fallback = STOP_MINUTES): number {
  const visits = sitesAt(sites, slug).map((s) => minutesOf(s.visit));
  return visits.length ? Math.max(...visits) : fallback;
}

/** A day's times open, each said by `window` ("6:30 AM to 1:00 PM") and joined: the place's hours, a season's day, the trip sheet. */
export const saidOpen = (open: Site["open"], window: (from: string, to: string) => string) =>
  open.map((w) => window(w.from, w.to)).join(", ");
