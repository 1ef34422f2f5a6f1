import { describe, expect, it } from "vitest";
import { sites } from "#app/content/hours/hours.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { DAY, hhmm } from "#app/content/business/time.ts";
import { tripClock } from "./trip-clock.ts";
import type { Trip } from "./trip.ts";
import { siteWords } from "#app/content/words/words.ts";
import { clockLines } from "#app/kinds/cars/island/planner/clock-lines.ts";

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

  it("a 4 AM start for Somnath runs into the night allowance, and the 7 AM aarti needs a 2:30 AM start, with 45 minutes there before it", () => {
    const c = clock({ drop: "Somnath", time: "04:00" })!;
    expect(c.nights).toBe(1);
    // 3 h 45 min of road, and the temple's own 45 minutes to park, leave phones and bags, and queue (hours.json: arriveBefore).
    expect(c.leaveFor.map((l) => [l.name.en, hhmm(l.start)])).toContainEqual(["morning aarti", "02:30"]);
    const [line] = clockLines(c, siteWords("en").clock, "en", rateCard).leaveFor;
    expect(line).toBe(
      "For the morning aarti (Somnath temple, 7:00 AM), leave by 2:30 AM. Arrive 45 min before it: to park, leave phones and bags at the cloakroom, and queue.",
    );
    // A temple with no time of its own before an aarti: 15 minutes, and no second sentence.
    const dwarka = clock({ drop: "Dwarka", time: "04:00" })!;
    expect(clockLines(dwarka, siteWords("en").clock, "en", rateCard).leaveFor[0]).toMatch(/leave by 2 AM\.$/);
  });

  it("a stop at Sasan Gir shorter than the safari's 3 hours says so; 3 hours do not", () => {
    const short = clock({ drop: "Sasan Gir", roundTrip: true, returnDate: "2026-12-01", time: "05:00", stays: ["120"] })!;
    expect(short.findings.map((f) => f.finding.kind)).toContain("short-stay");
    expect(clockLines(short, siteWords("en").clock, "en", rateCard).warnings).toContain(
      "The Gir National Park takes 3 hours; 2 hours at Sasan Gir is too short for it, so give the stop 3 hours.",
    );
    expect(clockLines(short, siteWords("gu").clock, "gu", rateCard).warnings.join(" ")).toContain("ખાતે");
    const whole = clock({ drop: "Sasan Gir", roundTrip: true, returnDate: "2026-12-01", time: "05:00", stays: ["180"] })!;
    expect(whole.findings.map((f) => f.finding.kind)).not.toContain("short-stay");
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
