/**
 * A temple's seasons in `data/hours.json` (the owner's "Opening hours → Seasons"): the weeks in
 * which the temple keeps other hours on days its trust announces (Dhanurmas at Dwarka), or on a
 * festival (Mahashivratri at Somnath). Each season has its dates, what the pages say of it, and
 * the days announced so far with their own hours: a trip on such a day is timed by them.
 *
 * Refused here: a season that ends before it starts, a day outside its season or named twice,
 * a day with no open hour, and a day before the day the season was checked (a day in the past
 * when it was entered: a slip of the year). Seasons that overlap at one temple are refused by
 * schema.ts, which sees them side by side.
 */
import { z } from "zod";
import { textOf } from "#app/content/schema-kit.ts";
import { calendarDate, checkedOn, names, namedTimes, openTimes, sources } from "./parts.ts";

/** What a season's note may say beyond the site's own sentence: a sentence or two. */
export const SEASON_NOTE_MAX = 300;

const SCRIPTS = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;
const note = textOf("paragraph", SEASON_NOTE_MAX);

const announcedDay = () =>
  z
    .object({
      date: calendarDate("Day", "A day the temple announced, e.g. 2026-12-20.", { future: true }),
      open: openTimes("Open that day", "Each part of that day the temple is open, as announced, e.g. 05:30–10:30 and 17:00–21:30."),
      times: namedTimes("That day's aartis, as announced. Left empty, the usual ones that fall in the day's open times are kept."),
    })
    .meta({ title: "Announced day", summary: "{{fields.date}}" });

export function seasonSchema() {
  return z
    .object({
      ...names(),
      from: calendarDate("First day", "The first day of the season, e.g. 2026-12-16."),
      to: calendarDate("Last day", "The last day of the season, e.g. 2027-01-14."),
      note: z
        .object({
          en: note.meta({ title: "In English" }),
          gu: note.regex(SCRIPTS.gu, "must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં)").meta({ title: "In Gujarati" }),
          hi: note.regex(SCRIPTS.hi, "must be written in Hindi letters (हिन्दी अक्षरों में)").meta({ title: "In Hindi" }),
        })
        .optional()
        .meta({
          title: "What else to know",
          hint: "Optional, after the site's own sentence (“… keeps other hours on the days its trust announces”), e.g. what the temple did last year.",
        }),
      days: z.array(announcedDay()).max(40, "must give at most 40 days").meta({ singular: "Announced day" }).optional().meta({
        title: "Days announced, with their hours",
        hint: "Enter each day the temple announces, with that day's hours: a trip on that day is timed by them.",
      }),
      sources: sources("Pages that give the season and its days' hours, the temple's own notice first. Not shown on the site."),
      checked: checkedOn("The day you last checked the season and its days, e.g. 2026-12-07."),
    })
    .superRefine((s, ctx) => {
      const dated = /^\d{4}-\d\d-\d\d$/;
      if (dated.test(s.from) && dated.test(s.to) && s.to < s.from)
        ctx.addIssue({ code: "custom", path: ["to"], message: `must be on or after the first day (${s.from})` });
      (s.days ?? []).forEach((d, i) => {
        if (!dated.test(d.date)) return;
        if (d.date < s.from || d.date > s.to)
          ctx.addIssue({ code: "custom", path: ["days", i, "date"], message: `must fall in the season, from ${s.from} to ${s.to}` });
        else if (d.date < s.checked)
          ctx.addIssue({
            code: "custom",
            path: ["days", i, "date"],
            message: `is before the day the season was checked (${s.checked}): a day in the past; check the year`,
          });
        if (s.days!.findIndex((x) => x.date === d.date) !== i)
          ctx.addIssue({ code: "custom", path: ["days", i, "date"], message: "is given twice: keep one entry for each day" });
      });
    })
    .meta({ title: "Season", summary: "{{fields.en}}: {{fields.from}} – {{fields.to}}" });
}

export type SeasonData = z.infer<ReturnType<typeof seasonSchema>>;
