/**
 * A planned trip as an address (decision 040): the cars page's own, `/cars/?pickup=rajkot&
 * drop=dwarka&date=2026-12-20&time=08:00&n=4#plan`, which opens the planner filled in as it
 * was. The WhatsApp message carries it, so the owner opens the trip the visitor saw; the family
 * opens it to print the trip sheet or add it to a calendar. No server: the address is the trip.
 *
 * Short, so that WhatsApp does not cut it: a place the site knows is written by its web address
 * name (one word, in any language's page), anything else as typed. Read back field by field:
 * what is not readable (cut off, edited by hand, from an older site) is left empty and named,
 * never guessed, and a date in the past is left for the visitor to choose again.
 */
import { knownPlace, type PlaceNames } from "#app/kinds/cars/island/trip/known-place.ts";
import { MAX_PLACE, MAX_STOPS, type Trip } from "#app/kinds/cars/island/trip/trip.ts";
import { isDate } from "#app/content/business/time.ts";
import { STAYS } from "#app/kinds/cars/island/trip/trip-clock.ts";

/** The trip's fields that a link may fail to give back, by their form names. */
export type LinkField = "date" | "returnDate" | "time" | "passengers" | "carId" | "stops" | "stays";

export interface LinkTrip {
  pickup?: string;
  drop?: string;
  stops?: string[];
  roundTrip?: boolean;
  date?: string;
  returnDate?: string;
  time?: string;
  passengers?: string;
  carId?: string;
  stays?: string[];
  /** The figure the message gave, in rupees: the planner says so if today's differs. */
  fare?: number;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The address's query for a trip: its fields in the form's order, known places by their names of the web address. */
export function tripQuery(trip: Trip & { stays?: string[] }, known: readonly PlaceNames[], fare?: number): string {
  const q = new URLSearchParams();
  // Only a name as the site writes it: "Rajkot, near the station" keeps its words.
  const place = (typed: string) => {
    const found = knownPlace(typed, known);
    const same = (name: string) => name.trim().toLowerCase() === typed.trim().toLowerCase();
    return found && [found.en, found.gu, found.hi].some(same) ? found.slug : typed.trim();
  };
  if (trip.tour) q.set("tour", trip.tour);
  else {
    q.set("pickup", place(trip.pickup));
    q.set("drop", place(trip.drop));
    for (const s of trip.stops ?? []) if (s.trim()) q.append("stop", place(s));
  }
  if (trip.date) q.set("date", trip.date);
  if (trip.roundTrip && !trip.tour) q.set(trip.returnDate ? "back" : "round", trip.returnDate || "1");
  if (trip.time) q.set("time", trip.time.slice(0, 5));
  if (trip.passengers.trim()) q.set("n", trip.passengers.trim());
  if (trip.carId) q.set("car", trip.carId);
  for (const s of trip.stays ?? []) q.append("stay", s);
  if (fare !== undefined) q.set("fare", String(fare));
  return q.toString();
}

/**
 * The trip a link gives, and what of it could not be read. `today` is India's; `carIds` the
 * fleet's; `named` writes a known place's web address name in the page's language.
 */
export function readTripLink(
  params: URLSearchParams,
  { today, carIds, named }: { today: string; carIds: readonly string[]; named: (slug: string) => string | undefined },
): { trip: LinkTrip; unread: LinkField[]; past: boolean } {
  const trip: LinkTrip = {};
  const unread = new Set<LinkField>();
  let past = false;
  const place = (value: string) => {
    const v = value.slice(0, MAX_PLACE);
    return named(v) ?? v;
  };
  const given = (key: string) => params.get(key) ?? undefined;
  if (given("pickup")) trip.pickup = place(given("pickup")!);
  if (given("drop")) trip.drop = place(given("drop")!);
  const stops = params.getAll("stop").filter(Boolean);
  if (stops.length) trip.stops = stops.slice(0, MAX_STOPS).map(place);
  if (stops.length > MAX_STOPS) unread.add("stops");
  const date = (key: string, field: LinkField) => {
    const value = given(key);
    if (value === undefined) return undefined;
    if (!isDate(value)) unread.add(field);
    else if (value < today) past = true;
    else return value;
    return undefined;
  };
  trip.date = date("date", "date");
  if (params.has("back")) {
    trip.roundTrip = true;
    const back = date("back", "returnDate");
    if (back && trip.date && back < trip.date) unread.add("returnDate");
    else trip.returnDate = back;
  } else if (params.get("round") === "1") trip.roundTrip = true;
  const time = given("time");
  if (time !== undefined) {
    if (HHMM.test(time)) trip.time = time;
    else unread.add("time");
  }
  const n = given("n");
  if (n !== undefined) {
    if (/^\d{1,2}$/.test(n) && Number(n) >= 1) trip.passengers = String(Number(n));
    else unread.add("passengers");
  }
  const car = given("car");
  if (car !== undefined) {
    if (carIds.includes(car)) trip.carId = car;
    else unread.add("carId");
  }
  const stays = params.getAll("stay");
  if (stays.length) {
    trip.stays = stays.filter((s) => STAYS.includes(Number(s)));
    if (trip.stays.length < stays.length) unread.add("stays");
  }
  const fare = given("fare");
  if (fare !== undefined && /^\d{1,7}$/.test(fare)) trip.fare = Number(fare);
  for (const key of Object.keys(trip) as (keyof LinkTrip)[]) if (trip[key] === undefined) delete trip[key];
  return { trip, unread: [...unread], past };
}
