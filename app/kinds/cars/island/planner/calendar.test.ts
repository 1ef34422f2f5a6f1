import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { sites } from "#app/content/hours/hours.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { editions } from "#app/content/words/words.ts";
import { tripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import type { Trip } from "#app/kinds/cars/island/trip/trip.ts";
import { tripCalendar } from "./calendar.ts";

const trip = (t: Partial<Trip>): Trip => ({
  pickup: "Rajkot",
  drop: "Somnath",
  roundTrip: false,
  date: "2026-12-20",
  returnDate: "",
  time: "08:00",
  passengers: "4",
  carId: "",
  name: "",
  ...t,
});
const words = editions.en.cars.carsPage.planner.sheet;
/** The file for a trip, read back by a calendar parser (ical.js): each event's title, start and end as ISO instants. */
function parsed(t: Partial<Trip>) {
  const clock = tripClock(trip(t), plannerPlaces, plannerRoads, sites, rateCard)!;
  const text = tripCalendar(clock, {
    date: trip(t).date,
    utcOffset: "+05:30",
    pickup: "Rajkot",
    phone: "+919876543210",
    business: "Navkar Tours & Travels",
    sites,
    lang: "en",
    words,
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((e) => {
    const event = new ICAL.Event(e);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
    };
  });
}

describe("the trip's calendar file", () => {
  it("parses, with the drive and the temple's time open that day, each with its place, the pickup and the phone", () => {
    const events = parsed({});
    expect(events[0]).toMatchObject({
      summary: "Drive: Rajkot → Somnath",
      start: "2026-12-20T02:30:00.000Z",
      location: "Rajkot",
      description: "Pickup: Rajkot\nTo ask us: +919876543210",
    });
    expect(events.map((e) => e.summary)).toContain("Somnath temple: open");
    const open = events.find((e) => e.summary === "Somnath temple: open")!;
    // 6 AM to 10 PM in India.
    expect([open.start, open.end]).toEqual(["2026-12-20T00:30:00.000Z", "2026-12-20T16:30:00.000Z"]);
  });

  it("a drive across midnight and into a new month and year ends on the next day", () => {
    const events = parsed({ date: "2026-12-31", time: "22:00" });
    const drive = events[0];
    expect(drive.start).toBe("2026-12-31T16:30:00.000Z");
    expect(drive.end > "2026-12-31T18:29:59.000Z").toBe(true);
    // The temple's hours are the next day's: 1 January 2027, 6 AM in India.
    const open = events.find((e) => e.summary === "Somnath temple: open")!;
    expect(open.start).toBe("2027-01-01T00:30:00.000Z");
  });
});
