/**
 * The planner's trip by the clock: from the pickup date and time and each leg's driving time
 * (the roads the estimate reads), when the car leaves and reaches each place, the time spent
 * at each (the visitor's, or the place's usual visit), and the way back on the same day; what
 * each place's temple or sight is then (a closing, a closed day); when to leave for its
 * aartis; the nights of the night allowance; and a day of more driving than the rate card's.
 * Pure, on lib/clock.ts, the tour days' own functions.
 */
import { calendarDays, type RateCard } from "#app/lib/fare.ts";
import {
  dayOf,
  type Finding,
  findingsAt,
  leaveFor,
  nightsOnTheRoad,
  overDrivingDay,
  type Row,
  type Site,
  type SiteOnDay,
  siteOn,
  sitesAt,
  timetable,
  usualStay,
} from "#app/lib/clock.ts";
import { addDays, minutesOf } from "#app/content/business/time.ts";
import { knownPlace, type PlaceNames } from "./known-place.ts";
import { shortestRoad } from "./route.ts";
import { knownLegs, type PlannerPlace, type PlannerRoads, type Trip, tripStops } from "./trip.ts";

/** A time the visitor may spend at a stop, in minutes: the planner's choices. */
export const STAYS = [30, 60, 90, 120, 180, 240, 360, 480];

export interface ClockRow extends Row {
  place: PlaceNames;
  /** The visitor may change the time spent here (a stop before the end of the day). */
  stayChosen: boolean;
}

export interface TripClock {
  rows: ClockRow[];
  /** The places the car reaches, the way home left out: those the findings, the sheet and the calendar speak of. */
  visited: ClockRow[];
  /** What each place meets as the car reaches it. */
  findings: { place: PlaceNames; at: number; finding: Finding }[];
  /** When to leave for each named time (aarti) of the first place's main temple: minutes from the first day's midnight. */
  leaveFor: { site: Site; name: NonNullable<Site["times"]>[number]; start: number }[];
  /** The temples the trip reaches on a day their season's hours were announced for: that day's hours, and why. */
  seasonDays: { site: SiteOnDay; date: string }[];
  nights: number;
  /** The hours of driving, when more than the card's day. */
  longDay?: number;
  /** The date of a return on another day: the times stop at the last place. */
  returnOn?: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d/;

/**
 * The trip's clock, or null while it cannot be told: a tour (its page has its days), no time
 * typed, a place with no known road. `stays` are the visitor's choices, in the order of the
 * stops that take one.
 */
export function tripClock(
  trip: Trip & { stays?: string[] },
  places: PlannerPlace[],
  roads: PlannerRoads,
  sites: readonly Site[],
  card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours"> | null,
): TripClock | null {
  if (trip.tour || !HHMM.test(trip.time.trim())) return null;
  const known = [...places, ...roads.stops];
  const typed = tripStops(trip).map((s) => knownPlace(s, known));
  if (typed.length < 2 || typed.some((p) => !p)) return null;
  const legs = knownLegs(places, roads);
  const days = trip.roundTrip ? calendarDays(trip.date, trip.returnDate) : null;
  // A return on the same day (or no return date yet) comes back in the times; a later one is named after them.
  const back = trip.roundTrip && (days === null || days <= 1);
  const path = [...(typed as PlaceNames[]), ...(back ? [typed[0] as PlaceNames] : [])];
  const drives = path.slice(1).map((p, i) => shortestRoad(legs, path[i].slug, p.slug));
  if (drives.some((d) => !d)) return null;
  const driving = drives.map((d) => d!.minutes);
  // The stay at each stop but the first and the last; the place turned back at gets a day trip's stop.
  const lastStay = path.length - 2;
  let chosen = 0;
  const stays = path.map((p, i) => {
    if (i === 0 || i === path.length - 1) return 0;
    const typedStay = Number(trip.stays?.[chosen++]);
    const usual = usualStay(sites, p.slug, back && i === lastStay ? (card?.dayTripStopHours ?? 2) * 60 : undefined);
    return STAYS.includes(typedStay) ? typedStay : usual;
  });
  const start = minutesOf(trip.time.trim().slice(0, 5));
  const rows = timetable(
    start,
    path.map((p, i) => ({ slug: p.slug, stay: stays[i] })),
    driving,
  ).map((r, i) => ({ ...r, place: path[i], stayChosen: i > 0 && i < path.length - 1 }));
  // The places visited: every stop but the way home.
  const visited = rows.slice(1, back ? -1 : undefined);
  const findings = visited.flatMap((r, i) =>
    findingsAt(sitesAt(sites, r.slug), r.arrive!, i === visited.length - 1 && !back ? undefined : r.stay, trip.date).map((finding) => ({
      place: r.place,
      at: r.arrive!,
      finding,
    })),
  );
  const dated = /^\d{4}-\d\d-\d\d$/.test(trip.date);
  const seasonDays = dated
    ? visited.flatMap((r) =>
        sitesOnArrival(sites, r, trip.date).flatMap((site) => (site.season ? [{ site, date: addDays(trip.date, dayOf(r.arrive!)) }] : [])),
      )
    : [];
  const first = rows[1];
  const usualMain = sitesAt(sites, first.slug)[0];
  const main = usualMain && siteOn(usualMain, dated ? addDays(trip.date, dayOf(first.arrive!)) : undefined);
  const ahead = first.arrive! - start;
  const last = rows.at(-1)!.arrive!;
  const hours = driving.reduce((sum, m) => sum + m, 0) / 60;
  return {
    rows,
    visited,
    findings,
    leaveFor: (main?.times ?? []).map((name) => ({ site: main, name, start: leaveFor(name.at, ahead, 0, main.arriveBefore) })),
    seasonDays,
    nights: nightsOnTheRoad(start, last),
    longDay: card && overDrivingDay(driving, card.dayDriveHours) ? Math.round(hours * 2) / 2 : undefined,
    returnOn: trip.roundTrip && !back ? trip.returnDate : undefined,
  };
}

/**
 * The temples and sights at a row's place as they are on the day the car reaches it (a
 * season's announced day has its own hours), for a trip that starts on `date`.
 */
export const sitesOnArrival = (sites: readonly Site[], row: Row, date: string): SiteOnDay[] =>
  sitesAt(sites, row.slug).map((s) => siteOn(s, addDays(date, dayOf(row.arrive!))));
