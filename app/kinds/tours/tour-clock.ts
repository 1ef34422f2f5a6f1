/**
 * A tour's day by the clock: when the car starts (the day's own time, or 07:00), each stop's
 * arrival and the time spent there (the usual visit of its temple or sight), and the night's
 * stop; whether each place on the way is open as the car reaches it; and whether the day
 * starts or ends in the night allowance's hours. The tour page shows it and the build warns
 * of a closed place from it (scripts/content-check.ts), with the planner's own function
 * (lib/clock.ts `timetable`). Pure: the data comes in as arguments.
 */
import type { PlacesData } from "#app/content/places/schema.ts";
import { type Day, dayLegs, dayStops } from "#app/content/tours/roads.ts";
import { minutesOf } from "#app/content/business/time.ts";
import type { RoadsData } from "#app/content/tours/schema.ts";
import { type Finding, findingsAt, nightsOnTheRoad, onDuty, type Row, type Site, sitesAt, timetable, usualStay } from "#app/lib/clock.ts";

/** When a tour's day starts where the owner sets no time. */
export const TOUR_DAY_STARTS = "07:00";

export interface TourDayClock {
  rows: Row[];
  /** What a place on the way meets as the car reaches it: a closing (the hours of the day alone, a tour has no date). */
  findings: { slug: string; finding: Finding }[];
  /** The nights of the night allowance this day runs into. */
  nights: number;
  start: number;
}

export function tourDayClock(places: PlacesData, roads: RoadsData, sites: readonly Site[], days: Day[], index: number): TourDayClock {
  const day = days[index];
  const stops = dayStops(days, index, places.city.slug);
  const legs = dayLegs(places, roads, days, index).map((l) => (l.road ? minutesOf(l.road.drivingTime) : 0));
  const start = minutesOf(day.start ?? TOUR_DAY_STARTS);
  const timed = stops.map((slug, i) => ({
    slug,
    stay: i === 0 ? (day.stayAtStart ? minutesOf(day.stayAtStart) : 0) : i === stops.length - 1 ? 0 : usualStay(sites, slug),
  }));
  const rows = timetable(start, timed, legs);
  // The places on the way are seen as the car reaches them; the night's stop is seen when the day's words say.
  const findings = rows
    .slice(1, -1)
    .flatMap((r) => findingsAt(sitesAt(sites, r.slug), r.arrive!, r.stay).map((finding) => ({ slug: r.slug, finding })));
  const duty = onDuty(rows);
  return { rows, findings, nights: nightsOnTheRoad(duty.from, duty.to), start };
}

/**
 * The build's warnings: each tour day that reaches a place on the way while its temple or
 * sight is closed, in the owner's words, with where to change it.
 */
export function tourClockWarnings(
  places: PlacesData,
  roads: RoadsData,
  sites: readonly Site[],
  tours: readonly { slug: string; days: Day[] }[],
  nameOf: (slug: string) => string,
): string[] {
  return tours.flatMap((tour) =>
    tour.days.flatMap((_, i) =>
      tourDayClock(places, roads, sites, tour.days, i).findings.map(
        ({ slug, finding: f }) =>
          `the tour "${tour.slug}", day ${i + 1}: reaches ${nameOf(slug)} while ${f.site.en} is closed (${f.kind === "break" || f.kind === "closed-for-the-day" ? `closes ${f.closes}, opens ${f.opens}` : f.kind === "opens-later" ? `opens ${f.opens}` : "closed that day"}): change the day's start time or its places`,
      ),
    ),
  );
}
