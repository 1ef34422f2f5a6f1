/**
 * The planner's trip in words for the owner: the WhatsApp message, line by line, and what the
 * owner's analytics learns of a sent trip. The cars kind's alone (decision 040 and issue 75:
 * what one kind uses lives in its folder); the trip's rules it reads are kinds/cars/island/trip/trip.ts.
 */
import { knownPlace, type PlaceNames } from "#app/kinds/cars/island/trip/known-place.ts";
import { passengerCount, type PlannerWords, type Trip, tripStops } from "#app/kinds/cars/island/trip/trip.ts";
import { isDate } from "#app/content/business/time.ts";

/** "2026-11-22" → "22/11/2026", the order India reads; anything else as it was. */
function dayMonthYear(iso: string): string {
  return isDate(iso) ? iso.split("-").reverse().join("/") : iso;
}

/**
 * The WhatsApp message: greeting, blank line, one "label: value" line per filled field in
 * the form's order, blank line, closing. Values keep what the visitor typed (any script,
 * emoji, &, #, markup): the link builder encodes them, and WhatsApp shows text, not HTML.
 */
export function tripMessage(
  trip: Trip,
  t: {
    planner: PlannerWords;
    carLabel: (carId: string) => string | undefined;
    time: (hhmm: string) => string;
    /** The estimate the visitor saw, as its label and figure, so that the owner reads the same number. */
    estimate?: { label: string; value: string };
    /** A tour chosen: its line ("Tour: Dwarka and Somnath, 4 days") and each day's places, instead of the pickup, drop and trip type. */
    tour?: { label: string; value: string; lines: string[] };
    /** A trip of several stops: its km office to office, when every stop has a known road. */
    km?: number;
    /** The tolls on the way, as the estimate's line says them ("Tolls on the way: about ₹600, paid on the way."). */
    tolls?: string;
    /** The trip by the clock as the visitor saw it (kinds/cars/island/trip/trip-clock.ts): its label and lines, after the figure. */
    clock?: { label: string; lines: string[] };
    /** The owner's notices for the trip's places on its days, as the planner showed them (a festival, a season's hours). */
    notices?: string[];
    /** The link that opens the same trip again (kinds/cars trip-link.ts), and its label. */
    link?: { label: string; url: string };
  },
): string {
  const p = t.planner;
  const lines: string[] = [];
  const line = (label: string, value: string | undefined) => {
    const v = value?.trim();
    if (v) lines.push(`${label}: ${v}`);
  };

  if (t.tour) {
    line(t.tour.label, t.tour.value);
    lines.push(...t.tour.lines);
    line(p.date, dayMonthYear(trip.date.trim()));
  } else {
    // Stops added: the whole trip in order on one line ("Route: Rajkot → Dwarka → Somnath → Rajkot").
    const stops = tripStops(trip);
    if ((trip.stops ?? []).some((s) => s.trim())) line(p.route, stops.join(" → "));
    else {
      line(p.pickup, trip.pickup);
      line(p.drop, trip.drop);
    }
    if (t.km) line(p.distance, p.routeKm(t.km));
    line(p.tripType, trip.roundTrip ? p.roundTrip : p.oneWay);
    line(p.date, dayMonthYear(trip.date.trim()));
    if (trip.roundTrip) line(p.returnDate, dayMonthYear(trip.returnDate.trim()));
  }
  // <input type=time> gives "HH:MM", or "HH:MM:SS" with a step; a text fallback may not.
  const time = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(trip.time.trim()) ? t.time(trip.time.trim().slice(0, 5)) : trip.time;
  line(p.time, time);
  // The number we checked, in Western digits like the dates, whatever script it was typed in.
  const count = passengerCount(trip.passengers);
  line(p.passengers, count === null ? trip.passengers : String(count));
  if (trip.carId) line(p.car, t.carLabel(trip.carId));
  if (t.estimate) line(t.estimate.label, t.estimate.value);
  if (t.tolls) lines.push(t.tolls);
  if (t.clock?.lines.length) lines.push(`${t.clock.label}:`, ...t.clock.lines);
  if (t.notices?.length) lines.push(...t.notices);
  line(p.nameLine, trip.name);
  if (t.link) line(t.link.label, t.link.url);

  return [p.greeting, "", ...lines, "", p.closing].join("\n");
}

/**
 * What the owner's analytics learns of a sent trip ("Trip sent", lib/report.ts): the car's
 * model name, and the site's place the trip goes to, or comes from when it goes back to the
 * home city (the first place). Never the typed words, the dates or the name; a place the
 * site does not know is left out.
 */
export function tripReport(
  trip: Trip,
  places: PlaceNames[],
  carName: (carId: string) => string | undefined,
): { car?: string; place?: string } {
  const car = trip.carId ? carName(trip.carId) : undefined;
  const drop = knownPlace(trip.drop, places);
  const pickup = knownPlace(trip.pickup, places);
  const home = places[0]?.slug;
  const place = drop && !(drop.slug === home && pickup) ? drop : (pickup ?? drop);
  return { car, place: place?.en };
}
