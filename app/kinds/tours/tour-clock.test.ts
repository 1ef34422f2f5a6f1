import { describe, expect, it } from "vitest";
import { loadContent } from "#app/content/check.ts";
import { hhmm } from "#app/content/business/time.ts";
import { tourClockWarnings, tourDayClock } from "./tour-clock.ts";

const content = loadContent();
const { places, roads, tours } = content;
const sites = content.hours.sites;
const name = (slug: string) => slug;

describe("a tour's day by the clock", () => {
  it("the sample's tours reach no place while it is closed (the build would warn)", () => {
    expect(tourClockWarnings(places, roads, sites, tours.tours, name)).toEqual([]);
  });

  it("warns of a day that reaches Bet Dwarka in its midday closing", () => {
    // The Dwarka loop started at 11:00: Bet Dwarka's temple closes at 12:30 and opens again at 5.
    const late = tours.tours.map((t) =>
      t.slug === "dwarka-somnath" ? { ...t, days: t.days.map((d, i) => (i === 1 ? { ...d, start: "11:00" } : d)) } : t,
    );
    expect(tourClockWarnings(places, roads, sites, late, name)).toEqual([
      expect.stringMatching(
        /^the tour "dwarka-somnath", day 2: reaches bet-dwarka while Bet Dwarka temple is closed \(closes 12:30, opens 17:00\)/,
      ),
    ]);
  });

  it("starts at 07:00 unless the day says, and waits where it starts before the drive", () => {
    const saurashtra = tours.tours.find((t) => t.slug === "saurashtra")!;
    const first = tourDayClock(places, roads, sites, saurashtra.days, 0);
    expect(hhmm(first.rows[0].leave!)).toBe("07:00");
    const safari = tourDayClock(places, roads, sites, saurashtra.days, 4);
    expect(safari.rows[0]).toMatchObject({ slug: "sasan-gir" });
    expect(hhmm(safari.rows[0].arrive!)).toBe("05:45");
    expect(hhmm(safari.rows[0].leave!)).toBe("09:45");
  });

  it("counts the night allowance where a day starts before 6 AM, and nowhere else in the sample", () => {
    const nights = tours.tours.flatMap((t) => t.days.map((_, i) => [t.slug, i + 1, tourDayClock(places, roads, sites, t.days, i).nights]));
    expect(nights.filter(([, , n]) => n)).toEqual([["saurashtra", 5, 1]]);
  });
});
