import { describe, expect, it } from "vitest";
import { sites } from "#app/content/hours/hours.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { DAY, hhmm } from "./clock.ts";
import { tripClock } from "./trip-clock.ts";
import type { Trip } from "./trip.ts";

const trip = (t: Partial<Trip & { stays: string[] }>): Trip & { stays?: string[] } => ({
  pickup: "Rajkot",
  drop: "Dwarka",
  roundTrip: false,
  date: "2026-12-01",
  returnDate: "",
  time: "08:00",
  passengers: "4",
  carId: "",
  name: "",
  ...t,
});
const clock = (t: Partial<Trip & { stays: string[] }>) => tripClock(trip(t), plannerPlaces, plannerRoads, sites, rateCard);

describe("the planner's trip by the clock", () => {
  it("Dwarka at 8 AM: reaches it about 12:15, as the temple closes at 1 and opens again at 5", () => {
    const c = clock({})!;
    expect(c.rows.map((r) => [r.slug, r.arrive !== undefined ? hhmm(r.arrive) : undefined])).toEqual([
      ["rajkot", undefined],
      ["dwarka", "12:15"],
    ]);
    expect(c.findings.map((f) => [f.finding.kind, f.finding.site.en, "closes" in f.finding && f.finding.closes])).toEqual([
      ["break", "Dwarkadhish temple", "13:00"],
    ]);
    expect(c.nights).toBe(0);
  });

  it("a 4 AM start for Somnath runs into the night allowance, and the 7 AM aarti needs a 3 AM start", () => {
    const c = clock({ drop: "Somnath", time: "04:00" })!;
    expect(c.nights).toBe(1);
    expect(c.leaveFor.map((l) => [l.name.en, hhmm(l.start)])).toContainEqual(["morning aarti", "03:00"]);
  });

  it("warns of the park's yearly closing (Gir in July) and a weekly one (the Statue of Unity on a Monday)", () => {
    const gir = clock({ drop: "Sasan Gir", date: "2027-07-10" })!;
    expect(gir.findings.map((f) => [f.finding.kind, f.finding.site.en])).toContainEqual(["closed-season", "Gir National Park"]);
    const statue = clock({ drop: "Statue of Unity", date: "2026-11-30", time: "04:00" })!;
    expect(statue.findings.map((f) => f.finding.kind)).toEqual(["closed-weekday"]);
  });

  it("a same-day return comes back after the stay there, the visitor's or the usual one", () => {
    const usual = clock({ drop: "Jamnagar", roundTrip: true, returnDate: "2026-12-01" })!;
    expect(usual.rows.map((r) => r.slug)).toEqual(["rajkot", "jamnagar", "rajkot"]);
    expect(usual.rows[1].stay).toBe(120);
    const short = clock({ drop: "Jamnagar", roundTrip: true, returnDate: "2026-12-01", stays: ["60"] })!;
    expect(short.rows[2].arrive! - usual.rows[2].arrive!).toBe(-60);
    // A stay that is not one of the choices is the usual one.
    expect(clock({ drop: "Jamnagar", roundTrip: true, stays: ["9999"] })!.rows[1].stay).toBe(120);
  });

  it("a return on a later day stops the times at the place, and names the date", () => {
    const c = clock({ roundTrip: true, returnDate: "2026-12-03" })!;
    expect(c.rows.map((r) => r.slug)).toEqual(["rajkot", "dwarka"]);
    expect(c.returnOn).toBe("2026-12-03");
  });

  it("crosses midnight, and flags a day of more driving than the card's", () => {
    const c = clock({ drop: "Surat", roundTrip: true, time: "20:00" })!;
    expect(c.rows.at(-1)!.arrive!).toBeGreaterThan(DAY);
    expect(c.longDay).toBeGreaterThan(rateCard!.dayDriveHours);
    expect(c.nights).toBeGreaterThan(0);
  });

  it("tells nothing without a time, for a tour, or for a place with no known road", () => {
    expect(clock({ time: "" })).toBeNull();
    expect(clock({ tour: "saurashtra" })).toBeNull();
    expect(clock({ drop: "Mumbai Central" })).toBeNull();
  });

  it("times each stop of a trip of several stops, with the visitor's stays in order", () => {
    const c = clock({ drop: "Jamnagar", stops: ["Dwarka"], stays: ["30"] })!;
    expect(c.rows.map((r) => r.slug)).toEqual(["rajkot", "jamnagar", "dwarka"]);
    expect(c.rows[1].stay).toBe(30);
  });
});
