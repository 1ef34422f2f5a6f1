/**
 * Time on the business's clock, read one way: every "when" the site says comes through here
 * (the office's open-now, a temple's hours and seasons, a trip's timetable and its night
 * allowance, a notice's last day, the planner's today, the calendar file's instants).
 *
 * - A time of day is "HH:MM" on a 24-hour clock, and a length of time "H:MM" ("2:30" of
 *   driving); both are minutes here. A timetable counts minutes from midnight of the trip's
 *   first day: 1,500 is 1:00 AM the next day.
 * - A date is "YYYY-MM-DD", the business's calendar day, read on the calendar alone: no time
 *   zone, whatever the visitor's device says.
 * - The clock's offset from UTC is the business record's (Business details → Office hours →
 *   Time zone: "+05:30" in India), a fixed offset: no Intl time-zone lookup, whose data cost a
 *   throttled phone about 100 ms of main thread, and India keeps no daylight saving. The build
 *   reads it from the record (business.ts: `businessZone`); a page's script from the page, so
 *   that this file holds no data and the site's small script takes it whole (decision 041).
 */
import { WEEKDAYS, type Weekday } from "#app/content/hours/weekdays.ts";

/** Minutes in a day. */
export const DAY = 24 * 60;
const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** "07:30" → 450, "2:30" → 150: a time of day, or a length of time, in minutes. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/** Minutes of the day → "06:30", whatever day it falls on (1,500 → "01:00"). */
export function hhmm(at: number): string {
  const m = ((at % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** "+05:30" → 330, "-04:00" → -240: minutes east of UTC. */
export function offsetMinutes(utcOffset: string): number {
  return (utcOffset.startsWith("-") ? -1 : 1) * minutesOf(utcOffset.slice(1));
}

/** Minutes since midnight of the instant `now` on the clock at `utcOffset`. */
export function minutesInZone(now: Date, utcOffset: string): number {
  const utc = now.getUTCHours() * 60 + now.getUTCMinutes();
  return (((utc + offsetMinutes(utcOffset)) % DAY) + DAY) % DAY;
}

/** "YYYY-MM-DD": the day it is at the instant `now` on the clock at `utcOffset`. */
export function todayOn(now: Date, utcOffset: string): string {
  // Shift the instant, then read it with the UTC getters: the local getters would use the
  // visitor's zone.
  return new Date(now.getTime() + offsetMinutes(utcOffset) * MINUTE).toISOString().slice(0, 10);
}

/** The instant of `at` minutes after the midnight that begins `date` on the clock at `utcOffset`. */
export function instantOn(date: string, at: number, utcOffset: string): Date {
  const [y, m, d] = DATE.exec(date)!.slice(1).map(Number);
  return new Date(Date.UTC(y, m - 1, d) + (at - offsetMinutes(utcOffset)) * MINUTE);
}

/** A date as a day number (days since 1 January 1970), or null for what is written like one but is none ("2027-02-30", "tomorrow"). */
export function dayNumber(iso: string): number | null {
  const match = DATE.exec(iso);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const t = Date.UTC(y, m - 1, d);
  const date = new Date(t);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? t / (DAY * MINUTE) : null;
}

/** "2026-11-20" that the calendar has: the pattern alone would let "2027-02-30" through. */
export const isDate = (iso: string) => dayNumber(iso) !== null;

/** Days from one date to another: 1 to the next day, negative to an earlier one. */
export const daysBetween = (from: string, to: string) => dayNumber(to)! - dayNumber(from)!;

/** The date `days` after (or before) a date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = DATE.exec(iso)!.slice(1).map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day a year later; for 29 February, 28 February. */
export function aYearOn(iso: string): string {
  const [y, m, d] = DATE.exec(iso)!.slice(1).map(Number);
  const later = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February has no day next year: the day before.
  if (later.getUTCDate() !== d) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

/** The day of the week of a date; the week starts on Monday. */
export function weekdayOf(iso: string): Weekday {
  const [y, m, d] = DATE.exec(iso)!.slice(1).map(Number);
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
}

/** Whether a date falls in a period that comes each year, "06-16" to "10-15" (both days in), or across the new year ("12-20" to "01-05"). */
export function inYearly(iso: string, period: { from: string; to: string }): boolean {
  const day = iso.slice(5);
  return period.from <= period.to ? day >= period.from && day <= period.to : day >= period.from || day <= period.to;
}
