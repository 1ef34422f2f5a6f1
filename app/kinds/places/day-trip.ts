/**
 * Day trip or overnight, for a place's page: which it is, and why, from the same rules that
 * choose the returns its fares show (fare.ts, `returnOptions`), so that the sentence above the
 * "Goes well with" list never says other than the table: a same-day return when the drive
 * there and back and the stop fit a day's driving; a long day where the owner always sells
 * one (Dwarka, Gandhinagar); overnight otherwise, or where he never sells one.
 */
import { DAY_TRIP_STOP_HOURS, fitsInADay, type RateCard, type ReturnPlace, returnOptions } from "#app/lib/fare.ts";

export type DayTrip =
  | { kind: "fits" | "long"; drive: number; stop: number; total: number }
  | { kind: "overnight"; drive: number; days: number }
  | { kind: "chosen"; days: number };

/** Hours to the nearest half hour: 8.5 for 8 h 30 min of driving. */
const toHalfHours = (minutes: number) => Math.round(minutes / 30) / 2;

/** A number of hours as written on the pages: "8½", "10". */
export const hoursText = (hours: number) => (hours % 1 ? `${Math.floor(hours) || ""}½` : String(hours));

/** Which a return to a place `minutes` of driving away is, by the card and the owner's word on the place. */
export function dayTrip(
  minutes: number,
  card: Pick<RateCard, "dayDriveHours" | "dayTripStopHours" | "fixed">,
  place: ReturnPlace,
): DayTrip {
  const stop = card.dayTripStopHours ?? DAY_TRIP_STOP_HOURS;
  const drive = toHalfHours(2 * minutes);
  const days = returnOptions(minutes, card, place);
  if (place.sameDay === "never") return { kind: "chosen", days: days[0] };
  if (days[0] === 1)
    return { kind: place.sameDay === "always" && !fitsInADay(minutes, card) ? "long" : "fits", drive, stop, total: drive + stop };
  return { kind: "overnight", drive, days: days[0] };
}
