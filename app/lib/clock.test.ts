import { describe, expect, it } from "vitest";
import { closedOn, findingsAt, hoursAt, leaveFor, nightsOnTheRoad, onDuty, overDrivingDay, type Site, timetable } from "./clock.ts";
import { DAY, hhmm, minutesOf } from "#app/content/business/time.ts";

const temple: Site = {
  at: "dwarka",
  en: "Dwarkadhish temple",
  gu: "દ્વારકાધીશ મંદિર",
  hi: "द्वारकाधीश मंदिर",
  open: [
    { from: "06:30", to: "13:00" },
    { from: "17:00", to: "21:30" },
  ],
  visit: "1:30",
};
const statue: Site = {
  ...temple,
  at: "statue-of-unity",
  en: "Statue of Unity",
  open: [{ from: "08:00", to: "18:00" }],
  closedOn: ["monday"],
};
const safari: Site = { ...temple, at: "sasan-gir", en: "Gir safari", closedEachYear: [{ from: "06-16", to: "10-15" }] };
const devalia: Site = { ...temple, at: "sasan-gir", en: "Devalia", closedOn: ["wednesday"] };

describe("a day's timetable", () => {
  it("leaves at the start, reaches each stop after its leg, stays, and ends at the last", () => {
    // Rajkot 8:00 → Jamnagar (1:45, stay 1:00) → Dwarka (2:30).
    const rows = timetable(
      minutesOf("08:00"),
      [
        { slug: "rajkot", stay: 0 },
        { slug: "jamnagar", stay: 60 },
        { slug: "dwarka", stay: 90 },
      ],
      [105, 150],
    );
    expect(rows.map((r) => [r.slug, r.arrive && hhmm(r.arrive), r.leave && hhmm(r.leave)])).toEqual([
      ["rajkot", undefined, "08:00"],
      ["jamnagar", "09:45", "10:45"],
      ["dwarka", "13:15", undefined],
    ]);
    expect(onDuty(rows)).toEqual({ from: minutesOf("08:00"), to: minutesOf("13:15") });
  });

  it("waits at the start before the drive when the day begins there (the morning safari)", () => {
    const rows = timetable(
      minutesOf("05:30"),
      [
        { slug: "sasan-gir", stay: 210 },
        { slug: "junagadh", stay: 0 },
      ],
      [90],
    );
    expect(rows[0]).toMatchObject({ arrive: minutesOf("05:30"), leave: minutesOf("09:00") });
    expect(hhmm(rows[1].arrive!)).toBe("10:30");
  });

  it("crosses midnight into the next day", () => {
    const rows = timetable(
      minutesOf("22:00"),
      [
        { slug: "rajkot", stay: 0 },
        { slug: "surat", stay: 0 },
      ],
      [450],
    );
    expect(rows[1].arrive).toBe(DAY + minutesOf("05:30"));
    expect(hhmm(rows[1].arrive!)).toBe("05:30");
  });
});

describe("the night allowance's nights", () => {
  it("counts a 4 AM start, and none for a day between 6 AM and 10 PM", () => {
    expect(nightsOnTheRoad(minutesOf("04:00"), minutesOf("07:45"))).toBe(1);
    expect(nightsOnTheRoad(minutesOf("06:00"), minutesOf("22:00"))).toBe(0);
    expect(nightsOnTheRoad(minutesOf("08:00"), minutesOf("21:59"))).toBe(0);
  });
  it("counts a late return, and a drive through the night once", () => {
    expect(nightsOnTheRoad(minutesOf("15:00"), minutesOf("22:30"))).toBe(1);
    expect(nightsOnTheRoad(minutesOf("21:00"), DAY + minutesOf("05:00"))).toBe(1);
  });
  it("counts each night a long drive runs through", () => {
    // From 4 AM on the first day to 11 PM on the third: that morning, two whole nights, and the third evening.
    expect(nightsOnTheRoad(minutesOf("04:00"), 2 * DAY + minutesOf("23:00"))).toBe(4);
  });
});

describe("a day of more driving than the rate card's day", () => {
  it("is over when the legs add up to more than its hours", () => {
    expect(overDrivingDay([300, 301], 10)).toBe(true);
    expect(overDrivingDay([300, 300], 10)).toBe(false);
  });
});

describe("what a visitor meets", () => {
  it("a weekly closing: the Statue of Unity on a Monday", () => {
    expect(closedOn(statue, "2026-11-30")).toMatchObject({ kind: "closed-weekday", weekday: "monday" });
    expect(closedOn(statue, "2026-12-01")).toBeUndefined();
  });
  it("a yearly closing: Gir in July", () => {
    expect(closedOn(safari, "2027-07-10")).toMatchObject({ kind: "closed-season", from: "06-16", to: "10-15" });
  });
  it("the midday closing: Dwarka reached at 12:15 closes at 1 and opens again at 5", () => {
    expect(hoursAt(temple, minutesOf("12:15"))).toMatchObject({ kind: "break", closes: "13:00", opens: "17:00" });
    expect(hoursAt(temple, minutesOf("14:00"))).toMatchObject({ kind: "break", closes: "13:00", opens: "17:00" });
    expect(hoursAt(temple, minutesOf("11:00"))).toBeUndefined();
  });
  it("before it opens, and after it closes for the day", () => {
    expect(hoursAt(temple, minutesOf("05:00"))).toMatchObject({ kind: "opens-later", opens: "06:30" });
    expect(hoursAt(temple, minutesOf("21:00"))).toMatchObject({ kind: "closed-for-the-day", closes: "21:30", opens: "06:30" });
    expect(hoursAt(temple, minutesOf("23:00"))).toMatchObject({ kind: "closed-for-the-day" });
  });
  it("reads the day of the arrival, not of the start, and every site at the stop", () => {
    // Leaving on Tuesday 1 December 2026 at 20:00, reaching Sasan on Wednesday at 9:00.
    const found = findingsAt([safari, devalia], DAY + minutesOf("09:00"), 60, "2026-12-01");
    expect(found.map((f) => [f.kind, f.site.en])).toEqual([["closed-weekday", "Devalia"]]);
    expect(findingsAt([safari, devalia], DAY + minutesOf("09:00"), 60, "2027-07-07").map((f) => f.kind)).toEqual(["closed-season"]);
    // Without a date, only the hours.
    expect(findingsAt([statue], minutesOf("09:00"), 60)).toEqual([]);
  });
  it("a short stay fits where the whole visit would not", () => {
    expect(findingsAt([temple], minutesOf("12:15"), 30, "2026-12-01")).toEqual([]);
    expect(findingsAt([temple], minutesOf("12:15"), 90, "2026-12-01").map((f) => f.kind)).toEqual(["break"]);
  });
});

describe("when to leave", () => {
  it("for Somnath's 7 AM aarti, 3 h 45 min away: by 3:00", () => {
    expect(hhmm(leaveFor("07:00", 225))).toBe("03:00");
  });
  it("the night before, for an early aarti far away", () => {
    const at = leaveFor("07:00", 8 * 60);
    expect(at).toBeLessThan(0);
    expect(hhmm(at)).toBe("22:45");
  });
});
