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
import { DURATION, SLUG } from "#app/content/schema-kit.ts";
import { checkedOn, names as siteNames, namedTimes, openTimes, sources } from "./parts.ts";
import { seasonSchema } from "./seasons-schema.ts";
import { WEEKDAYS } from "./weekdays.ts";

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "06-16" is a day of the year; "02-29" is one too (a leap year has it), "06-31" is not. */
export function isDayOfYear(value: string): boolean {
  const match = /^(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

const names = siteNames();

const dayOfYear = (title: string) =>
  z
    .string({ error: "must be a day of the year like 06-16 (month-day)" })
    .regex(/^\d\d-\d\d$/, "must be a day of the year written month-day, like 06-16 for 16 June")
    .refine(isDayOfYear, "must be a day that the calendar has, written month-day like 06-16 for 16 June")
    .meta({ title, hint: "Month and day, e.g. 06-16 for 16 June." });

export function hoursSchema() {
  const site = z
    .object({
      at: z
        .string()
        .regex(SLUG, "must be the web address name of a place or a stop, e.g. dwarka or bet-dwarka")
        .meta({ title: "Where", hint: "The place or the stop of a tour where it is.", choose: "stops" }),
      ...names,
      open: openTimes(
        "Open (darshan or visiting hours)",
        "Each part of the day it is open, e.g. 06:30–13:00 and 17:00–21:30 for a temple closed at midday.",
      ),
      times: namedTimes("The times people plan for, e.g. the morning aarti at 07:00. The planner offers a start time to reach them."),
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
      arriveBefore: z
        .number({ error: "must be a number of minutes, e.g. 45" })
        .int("must be whole minutes, e.g. 45")
        .min(5, "must be at least 5 minutes")
        .max(180, "must be at most 180 minutes (3 hours)")
        .optional()
        .meta({
          title: "Be there before an aarti (minutes)",
          hint: "How long before an aarti or an opening the car should arrive: to park, leave phones and bags at the cloakroom, pass the security check and queue. Left empty: 15. The planner's suggested start includes it; it is your own figure, from your drivers' trips.",
        }),
      wholeVisit: z.boolean().optional().meta({
        title: "The visit cannot be shortened",
        hint: "On for a safari or a show, which lasts its whole time: the planner warns a visitor who gives the stop less time than the visit.",
      }),
      unofficial: z.boolean().optional().meta({
        title: "No official hours",
        hint: "On when the temple's trust or the sight's operator publishes no hours, and these are as visitors report them: the pages then say to ask at the counter.",
      }),
      seasons: z.array(seasonSchema()).max(8, "must give at most 8 seasons").meta({ singular: "Season" }).optional().meta({
        title: "Seasons with other hours",
        hint: "Weeks or festivals when the temple keeps other hours (Dhanurmas, Mahashivratri): the pages and the planner say so on those dates, and a day you enter with its hours times the trip.",
      }),
      sources: sources("Pages that give these hours, the official one first. Not shown on the site."),
      checked: checkedOn("The day you last checked these hours, e.g. 2026-11-20. The pages say it."),
    })
    .superRefine((site, ctx) => {
      // Two seasons at once would give a day two sets of hours.
      (site.seasons ?? []).forEach((s, i) => {
        const other = site.seasons!.findIndex((o, j) => j < i && o.from <= s.to && s.from <= o.to);
        if (other >= 0)
          ctx.addIssue({
            code: "custom",
            path: ["seasons", i, "from"],
            message: `overlaps the season “${site.seasons![other].en}” (${site.seasons![other].from} to ${site.seasons![other].to}) at the same temple: one season at a time`,
          });
      });
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
