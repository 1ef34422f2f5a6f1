/**
 * A temple's season of other hours (hours.json → seasons): a trip on a day the temple
 * announced is timed by that day's hours and says why, in the planner's words and the
 * message's; the place's hours list the day; the season is a notice on its dates; and the
 * build warns the owner of a season near with no day entered, and of a day or a season over.
 */
import { describe, expect, it } from "vitest";
import { sites } from "#app/content/hours/hours.ts";
import type { HoursData } from "#app/content/hours/schema.ts";
import { seasonWarnings } from "#app/content/hours/seasons.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { siteWords } from "#app/content/words/words.ts";
import { clockLines } from "#app/kinds/cars/island/planner/clock-lines.ts";
import { findingsAt, type Site, siteOn } from "./clock.ts";
import { hhmm } from "#app/content/business/time.ts";
import { seasonNotices } from "./season-notices.ts";
import { siteHours } from "./site-hours.ts";
import { tripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import type { Trip } from "#app/kinds/cars/island/trip/trip.ts";

const DAY = "2026-12-20";
const announced = {
  date: DAY,
  open: [
    { from: "05:30", to: "10:30" },
    { from: "17:00", to: "21:30" },
  ],
  times: [{ at: "05:30", en: "Mangla aarti", gu: "મંગળા આરતી", hi: "मंगला आरती" }],
};
const dhanurmas = { en: "Dhanurmas", gu: "ધનુર્માસ", hi: "धनुर्मास", from: "2026-12-16", to: "2027-01-14", days: [announced] };
const temple: Site = {
  at: "dwarka",
  en: "Dwarkadhish temple",
  gu: "દ્વારકાધીશ મંદિર",
  hi: "द्वारकाधीश मंदिर",
  open: [
    { from: "06:30", to: "13:00" },
    { from: "17:00", to: "21:30" },
  ],
  times: [
    { at: "06:30", en: "Mangla aarti", gu: "મંગળા આરતી", hi: "मंगला आरती" },
    { at: "19:30", en: "Sandhya aarti", gu: "સંધ્યા આરતી", hi: "संध्या आरती" },
  ],
  visit: "1:30",
  seasons: [dhanurmas],
};

describe("a site on a day of its season", () => {
  it("keeps that day's hours on the announced day, and its usual hours on the season's other days", () => {
    expect(siteOn(temple, DAY)).toMatchObject({ open: announced.open, times: announced.times, season: { en: "Dhanurmas" } });
    expect(siteOn(temple, "2026-12-21")).toBe(temple);
    expect(siteOn(temple, undefined)).toBe(temple);
  });

  it("without the day's own aartis, keeps the usual ones that fall in its open times", () => {
    const noTimes = { ...temple, seasons: [{ ...dhanurmas, days: [{ date: DAY, open: announced.open }] }] };
    expect(siteOn(noTimes, DAY).times?.map((t) => t.at)).toEqual(["06:30", "19:30"]);
    const morningOnly = { ...temple, seasons: [{ ...dhanurmas, days: [{ date: DAY, open: [{ from: "05:30", to: "10:30" }] }] }] };
    expect(siteOn(morningOnly, DAY).times?.map((t) => t.at)).toEqual(["06:30"]);
  });

  it("at 11 AM on the day: closed from 10:30 to 5 PM, where a usual day would be open", () => {
    const eleven = 11 * 60;
    expect(findingsAt([temple], eleven, 90, DAY).map((f) => f.kind === "break" && [f.closes, f.opens])).toEqual([["10:30", "17:00"]]);
    expect(findingsAt([temple], eleven, 90, "2026-12-21")).toEqual([]);
  });

  it("opens on its announced day whatever its weekly closing", () => {
    const closedSundays = { ...temple, closedOn: ["sunday" as const] };
    expect(findingsAt([closedSundays], 6 * 60, 60, DAY).map((f) => f.kind)).toEqual([]);
    expect(findingsAt([closedSundays], 6 * 60, 60, "2026-12-27").map((f) => f.kind)).toEqual(["closed-weekday"]);
  });
});

describe("the planner's trip on an announced day", () => {
  const withDay = sites.map((s) =>
    s.en === "Dwarkadhish temple" ? { ...s, seasons: [{ ...dhanurmas, sources: ["https://example.org/"], checked: "2026-12-07" }] } : s,
  );
  const trip = (date: string, time = "07:00"): Trip => ({
    pickup: "Rajkot",
    drop: "Dwarka",
    roundTrip: false,
    date,
    returnDate: "",
    time,
    passengers: "4",
    carId: "",
    name: "",
  });

  it("times the visit and the aarti by the day's hours, says them, and sends them", () => {
    const c = tripClock(trip(DAY), plannerPlaces, plannerRoads, withDay, rateCard)!;
    expect(hhmm(c.rows[1].arrive!)).toBe("11:15");
    expect(c.findings.map((f) => f.finding.kind === "break" && [f.finding.closes, f.finding.opens])).toEqual([["10:30", "17:00"]]);
    // The Mangla of the day is at 5:30: the temple is 4 h 15 min away, and 15 minutes more to walk in: leave at 1:00.
    expect(c.leaveFor.map((l) => [l.name.en, hhmm(l.start)])).toEqual([["Mangla aarti", "01:00"]]);
    const en = clockLines(c, siteWords("en").clock, "en", rateCard).warnings;
    expect(en[0]).toBe(
      "On 20 December 2026, the Dwarkadhish temple keeps its Dhanurmas hours: 5:30 AM to 10:30 AM, 5:00 PM to 9:30 PM. The trip's times follow them.",
    );
    const gu = clockLines(c, siteWords("gu").clock, "gu", rateCard).warnings[0];
    expect(gu).toContain("ધનુર્માસ");
    expect(gu).toContain("દ્વારકાધીશ મંદિર");
    expect(gu).toMatch(/સવારે 5:30થી 10:30 સુધી/);
  });

  it("on the season's other days, the usual hours, and no line about the season", () => {
    const c = tripClock(trip("2026-12-21"), plannerPlaces, plannerRoads, withDay, rateCard)!;
    expect(c.seasonDays).toEqual([]);
    expect(c.findings.map((f) => f.finding.kind)).toEqual([]);
    expect(c.leaveFor.map((l) => [l.name.en, hhmm(l.start)])).toContainEqual(["Mangla aarti", "02:00"]);
  });
});

describe("the season on the pages", () => {
  it("the place's hours list each announced day not yet over", () => {
    const words = siteWords("en").clock;
    expect(siteHours(temple, "en", words, "2026-12-07").seasonDays).toEqual([
      "Dhanurmas hours, 20 December 2026: 5:30 AM to 10:30 AM, 5:00 PM to 9:30 PM",
    ]);
    expect(siteHours(temple, "en", words, "2026-12-21").seasonDays).toEqual([]);
    expect(siteHours(temple, "hi", siteWords("hi").clock, "2026-12-07").seasonDays[0]).toMatch(/^धनुर्मास का समय, 20 दिसंबर 2026: /);
  });

  it("a season is a notice of its place on its dates, in each language, with its note after the site's sentence", () => {
    const note = { en: "Crowds.", gu: "ભીડ.", hi: "भीड़।" };
    const site = {
      ...temple,
      seasons: [{ ...dhanurmas, note, sources: ["https://example.org/"], checked: "2026-12-07" }],
      sources: ["https://example.org/"],
      checked: "2026-12-07",
    };
    const clock = { en: siteWords("en").clock, gu: siteWords("gu").clock, hi: siteWords("hi").clock };
    const [n] = seasonNotices([site as HoursData["sites"][number]], clock);
    expect(n).toMatchObject({ from: "2026-12-16", to: "2027-01-14", places: ["dwarka"] });
    expect(n.text.en).toBe(
      "Dhanurmas: on the days its trust announces, the Dwarkadhish temple keeps other hours; check the day's notice before you leave. Crowds.",
    );
    expect(n.text.gu).toMatch(/^ધનુર્માસ: .*દ્વારકાધીશ મંદિર.* ભીડ\.$/);
    expect(n.text.hi).toMatch(/^धनुर्मास: .*द्वारकाधीश मंदिर.* भीड़।$/);
  });
});

describe("the build's warnings about the seasons", () => {
  const hours = (season: Partial<typeof dhanurmas>): HoursData => ({
    sites: [
      {
        ...temple,
        sources: ["https://example.org/"],
        checked: "2026-12-01",
        seasons: [{ ...dhanurmas, ...season, sources: ["https://example.org/"], checked: "2026-12-01" }],
      },
    ] as HoursData["sites"],
  });

  it("a season a month away with no day entered: the owner enters the days", () => {
    expect(seasonWarnings(hours({ days: [] }), "2026-11-15")).toEqual([]);
    expect(seasonWarnings(hours({ days: [] }), "2026-11-16")).toEqual([
      expect.stringMatching(
        /^the season “Dhanurmas” of the Dwarkadhish temple begins on 16\/12\/2026, in 30 days, and no day the temple announced is entered/,
      ),
    ]);
    expect(seasonWarnings(hours({ days: [] }), "2026-12-20")[0]).toMatch(/has begun \(16\/12\/2026 to 14\/01\/2027\)/);
    expect(seasonWarnings(hours({}), "2026-12-07")).toEqual([]);
  });

  it("a day over, then the season over", () => {
    expect(seasonWarnings(hours({}), "2026-12-21")).toEqual([
      expect.stringMatching(/its announced day 20\/12\/2026 is over; .*take it out/),
    ]);
    expect(seasonWarnings(hours({}), "2027-01-15")).toEqual([expect.stringMatching(/ended on 14\/01\/2027; .*next year's dates/)]);
  });
});
