/**
 * The pieces of `data/hours.json` that a temple's usual hours and a season's announced days
 * share (schema.ts, seasons-schema.ts): a time open, the day's times open in order, the named
 * times, the names in three languages, the pages where they were checked and the day of the
 * check. One rule each, so a season's day is refused for what a usual day is refused for.
 */
import { z } from "zod";
import { hhmm, name } from "#app/content/schema-kit.ts";
import { isDate } from "#app/content/business/time.ts";

export const names = () => ({
  en: name.meta({ title: "Name in English" }),
  gu: name.meta({ title: "Name in Gujarati" }),
  hi: name.meta({ title: "Name in Hindi" }),
});

/** A date written year-month-day; `date: true` gives it the editor's calendar. */
export const calendarDate = (title: string, hint: string, extra: Record<string, unknown> = {}) =>
  z
    .string({ error: "must be a date like 2026-11-20" })
    .regex(/^\d{4}-\d\d-\d\d$/, "must be a date written year-month-day, like 2026-11-20")
    .refine(isDate, "must be a date that the calendar has, written year-month-day like 2026-11-20")
    .meta({ title, hint, date: true, ...extra });

const window = () =>
  z
    .object({
      from: hhmm.meta({ title: "Opens", hint: "24-hour time, e.g. 06:30." }),
      to: hhmm.meta({ title: "Closes", hint: "24-hour time, e.g. 13:00." }),
    })
    .refine((w) => w.to > w.from, { message: "must close after it opens (a window ends before it starts)", path: ["to"] })
    .meta({ title: "Open", summary: "{{fields.from}}–{{fields.to}}" });

/** The times a day is open, in the order of the day: at least one, or the temple would have no open hour. */
export const openTimes = (title: string, hint: string) =>
  z
    .array(window())
    .min(1, "must give at least one time it is open")
    .max(6, "must give at most 6 times it is open")
    .refine((w) => w.every((x, i) => i === 0 || x.from >= w[i - 1].to), "must be in order of the day, each after the last closes")
    .meta({ title, singular: "Time open", hint });

export const namedTimes = (hint: string) =>
  z
    .array(
      z
        .object({
          at: hhmm.meta({ title: "At", hint: "24-hour time, e.g. 07:00." }),
          ...names(),
        })
        .meta({ title: "Named time", summary: "{{fields.at}} {{fields.en}}" }),
    )
    .max(8, "must name at most 8 times")
    .meta({ singular: "Named time" })
    .optional()
    .meta({ title: "Named times (aartis, shows)", hint });

export const sources = (hint: string) =>
  z
    .array(z.url({ protocol: /^https?$/, message: "must be a web address, http:// or https://" }).meta({ title: "Page (https://…)" }))
    .min(1, "must give at least one page where the hours were checked")
    .max(4, "must give at most 4 pages")
    .meta({ title: "Where the hours were checked", singular: "Page", hint });

export const checkedOn = (hint: string) => calendarDate("Checked on", hint);
