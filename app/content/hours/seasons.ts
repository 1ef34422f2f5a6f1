/**
 * The build's warnings about the temples' seasons of other hours (hours.json → seasons), by the
 * day of the build: a season a month away or under way with no announced day entered (its trips
 * would be timed by the usual hours), an announced day already over (the editor refuses a day
 * in the past, so the owner takes it out), and a season that has ended.
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import type { HoursData } from "./schema.ts";
import { daysBetween } from "#app/content/business/time.ts";

/** How long before a season the owner is reminded to enter its announced days. */
export const SEASON_AHEAD_DAYS = 30;

const dayMonthYear = (iso: string) => iso.split("-").reverse().join("/");
const WHERE = `in the editor, Tours → Opening hours → the temple → Seasons with other hours (${CONTENT_DIR}/hours.json)`;

export function seasonWarnings(hours: HoursData, today: string): string[] {
  return hours.sites.flatMap((site) =>
    (site.seasons ?? []).flatMap((s) => {
      const season = `the season “${s.en}” of the ${site.en}`;
      if (s.to < today)
        return [
          `${season} ended on ${dayMonthYear(s.to)}; the pages no longer show it: take it out, or give it the next year's dates — ${WHERE}`,
        ];
      const ahead = daysBetween(today, s.from);
      const days = s.days ?? [];
      const over = days.filter((d) => d.date < today);
      return [
        ...(ahead <= SEASON_AHEAD_DAYS && !days.length
          ? [
              `${season} ${ahead > 0 ? `begins on ${dayMonthYear(s.from)}, in ${ahead} ${ahead === 1 ? "day" : "days"}` : `has begun (${dayMonthYear(s.from)} to ${dayMonthYear(s.to)})`}, and no day the temple announced is entered: enter each day with its hours as the temple announces them, or trips on those days are timed by the usual hours — ${WHERE}`,
            ]
          : []),
        ...over.map(
          (d) =>
            `${season}: its announced day ${dayMonthYear(d.date)} is over; the pages no longer show it: take it out (the editor refuses a day in the past) — ${WHERE}`,
        ),
      ];
    }),
  );
}
