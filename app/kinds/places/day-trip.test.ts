import { describe, expect, it } from "vitest";
import { rateCard } from "#app/content/fleet/rates.ts";
import { placesData } from "#app/content/places/places.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { dayTrip, hoursText } from "./day-trip.ts";
import { returnOptions } from "#app/lib/fare.ts";

const card = { dayDriveHours: 10, dayTripStopHours: 2 };

describe("day trip or overnight", () => {
  it("is a day trip where the drive there and back and the stop fit a day's driving", () => {
    expect(dayTrip(105, card, {})).toEqual({ kind: "fits", drive: 3.5, stop: 2, total: 5.5 });
  });
  it("is a long day where the owner always sells a same-day return the drive makes long, and says how long", () => {
    expect(dayTrip(255, card, { sameDay: "always", returnDays: 2 })).toEqual({ kind: "long", drive: 8.5, stop: 2, total: 10.5 });
  });
  it("is overnight where it does not fit, or where the owner never sells a same-day return", () => {
    expect(dayTrip(450, card, { returnDays: 3 })).toEqual({ kind: "overnight", drive: 15, days: 3 });
    expect(dayTrip(105, card, { sameDay: "never", returnDays: 2 })).toEqual({ kind: "chosen", days: 2 });
  });
  it("agrees with the returns every place's fares show", () => {
    for (const place of placesData.places) {
      const minutes = minutesOf(place.drivingTime);
      const trip = dayTrip(minutes, rateCard!, place);
      const sameDay = returnOptions(minutes, rateCard!, place)[0] === 1;
      expect(trip.kind === "fits" || trip.kind === "long", place.slug).toBe(sameDay);
    }
  });
  it("offers Dwarka and Gandhinagar the same day by one rule: a long day, said in hours", () => {
    for (const slug of ["dwarka", "gandhinagar"]) {
      const place = placesData.places.find((p) => p.slug === slug)!;
      expect(dayTrip(minutesOf(place.drivingTime), rateCard!, place).kind, slug).toBe("long");
    }
  });
  it("writes half hours as the pages do", () => {
    expect([hoursText(8.5), hoursText(10), hoursText(0.5)]).toEqual(["8½", "10", "½"]);
  });
});
