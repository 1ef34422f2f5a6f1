/**
 * The schema of `data/hours.json` (the owner's "Opening hours"): when each temple, park or
 * sight a trip is planned around is open, its named times (aartis, shows), and the days it
 * is closed, every week or every year. One file for every page: the place pages, the tour
 * days and the planner all read it (lib/clock.ts), so two pages cannot disagree.
 *
 * What cannot be is refused here, in the owner's words: a window that ends before it starts,
 * windows out of order, a weekday that is not one, a date that does not exist (31 June).
 * Whether `at` names a place or a stop is checked against the other files (rules.ts).
 */
import { z } from "zod";
import { DURATION, hhmm, name, SLUG } from "#app/content/schema-kit.ts";
import { WEEKDAYS } from "./weekdays.ts";

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "06-16" is a day of the year; "02-29" is one too (a leap year has it), "06-31" is not. */
export function isDayOfYear(value: string): boolean {
  const match = /^(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

/** "2026-11-20" that the calendar has. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const names = {
  en: name.meta({ title: "Name in English" }),
  gu: name.meta({ title: "Name in Gujarati" }),
  hi: name.meta({ title: "Name in Hindi" }),
};

const dayOfYear = (title: string) =>
  z
    .string({ error: "must be a day of the year like 06-16 (month-day)" })
    .regex(/^\d\d-\d\d$/, "must be a day of the year written month-day, like 06-16 for 16 June")
    .refine(isDayOfYear, "must be a day that the calendar has, written month-day like 06-16 for 16 June")
    .meta({ title, hint: "Month and day, e.g. 06-16 for 16 June." });

export function hoursSchema() {
  const window = z
    .object({
      from: hhmm.meta({ title: "Opens", hint: "24-hour time, e.g. 06:30." }),
      to: hhmm.meta({ title: "Closes", hint: "24-hour time, e.g. 13:00." }),
    })
    .refine((w) => w.to > w.from, { message: "must close after it opens (a window ends before it starts)", path: ["to"] })
    .meta({ title: "Open", summary: "{{fields.from}}–{{fields.to}}" });

  const site = z
    .object({
      at: z
        .string()
        .regex(SLUG, "must be the web address name of a place or a stop, e.g. dwarka or bet-dwarka")
        .meta({ title: "Where", hint: "The place or the stop of a tour where it is.", choose: "stops" }),
      ...names,
      open: z
        .array(window)
        .min(1, "must give at least one time it is open")
        .max(6, "must give at most 6 times it is open")
        .refine((w) => w.every((x, i) => i === 0 || x.from >= w[i - 1].to), "must be in order of the day, each after the last closes")
        .meta({
          title: "Open (darshan or visiting hours)",
          singular: "Time open",
          hint: "Each part of the day it is open, e.g. 06:30–13:00 and 17:00–21:30 for a temple closed at midday.",
        }),
      times: z
        .array(
          z
            .object({
              at: hhmm.meta({ title: "At", hint: "24-hour time, e.g. 07:00." }),
              ...names,
            })
            .meta({ title: "Named time", summary: "{{fields.at}} {{fields.en}}" }),
        )
        .max(8, "must name at most 8 times")
        .meta({ singular: "Named time" })
        .optional()
        .meta({
          title: "Named times (aartis, shows)",
          hint: "The times people plan for, e.g. the morning aarti at 07:00. The planner offers a start time to reach them.",
        }),
      closedOn: z
        .array(
          z.enum(WEEKDAYS, { error: "must be a day of the week: monday, tuesday, wednesday, thursday, friday, saturday or sunday" }).meta({
            title: "Day",
          }),
        )
        .max(6, "must leave at least one day of the week open")
        .meta({ singular: "Day" })
        .optional()
        .meta({
          title: "Closed every week on",
          hint: "E.g. monday for the Statue of Unity. The planner warns a visitor whose trip reaches it that day.",
        }),
      closedEachYear: z
        .array(
          z
            .object({ from: dayOfYear("From"), to: dayOfYear("To (the last closed day)") })
            .meta({ title: "Closed", summary: "{{fields.from}} to {{fields.to}}" }),
        )
        .max(4, "must give at most 4 closings a year")
        .meta({ singular: "Closing" })
        .optional()
        .meta({
          title: "Closed every year",
          hint: "From a day to a day, both closed, e.g. 06-16 to 10-15 for the Gir safari in the monsoon. A closing across the new year (12-20 to 01-05) is fine.",
        }),
      visit: z
        .string({ error: "must be a time like 1:30" })
        .regex(DURATION, "must be hours and minutes like 1:30 (minutes 00–59)")
        .refine((t) => t !== "0:00" && t !== "00:00", "must be longer than 0:00")
        .meta({
          title: "A visit takes (hours:minutes)",
          hint: "How long a visitor usually spends there, e.g. 1:30; the planner and the tours give the stop this time.",
        }),
      unofficial: z.boolean().optional().meta({
        title: "No official hours",
        hint: "On when the temple's trust or the sight's operator publishes no hours, and these are as visitors report them: the pages then say to ask at the counter.",
      }),
      sources: z
        .array(z.url({ protocol: /^https?$/, message: "must be a web address, http:// or https://" }).meta({ title: "Page (https://…)" }))
        .min(1, "must give at least one page where the hours were checked")
        .max(4, "must give at most 4 pages")
        .meta({
          title: "Where the hours were checked",
          singular: "Page",
          hint: "Pages that give these hours, the official one first. Not shown on the site.",
        }),
      checked: z
        .string({ error: "must be a date like 2026-11-20" })
        .regex(/^\d{4}-\d\d-\d\d$/, "must be a date written year-month-day, like 2026-11-20")
        .refine(isCalendarDate, "must be a date that the calendar has, written year-month-day like 2026-11-20")
        .meta({ title: "Checked on", hint: "The day you last checked these hours, e.g. 2026-11-20. The pages say it." }),
    })
    .meta({ title: "Temple or sight", summary: "{{fields.en}}" });

  return z
    .object({
      sites: z.array(site).max(40, "must list at most 40 places").meta({
        title: "Temples and sights",
        singular: "Temple or sight",
        hint: "The first listed at a place is the one its trips are timed for (the main temple); the others are shown beside it.",
      }),
    })
    .meta({ title: "Opening hours" });
}

/** hours.json as stored. */
export type HoursData = z.infer<ReturnType<typeof hoursSchema>>;
export type SiteData = HoursData["sites"][number];
