import { describe, expect, it } from "vitest";
import {
  addDays,
  closedOn,
  DAY,
  findingsAt,
  hhmm,
  hoursAt,
  inClosing,
  leaveFor,
  minutes,
  nightsOnTheRoad,
  onDuty,
  overDrivingDay,
  type Site,
  timetable,
  weekdayOf,
} from "./clock.ts";

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
      minutes("08:00"),
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
    expect(onDuty(rows)).toEqual({ from: minutes("08:00"), to: minutes("13:15") });
  });

  it("waits at the start before the drive when the day begins there (the morning safari)", () => {
    const rows = timetable(
      minutes("05:30"),
      [
        { slug: "sasan-gir", stay: 210 },
        { slug: "junagadh", stay: 0 },
      ],
      [90],
    );
    expect(rows[0]).toMatchObject({ arrive: minutes("05:30"), leave: minutes("09:00") });
    expect(hhmm(rows[1].arrive!)).toBe("10:30");
  });

  it("crosses midnight into the next day", () => {
    const rows = timetable(
      minutes("22:00"),
      [
        { slug: "rajkot", stay: 0 },
        { slug: "surat", stay: 0 },
      ],
      [450],
    );
    expect(rows[1].arrive).toBe(DAY + minutes("05:30"));
    expect(hhmm(rows[1].arrive!)).toBe("05:30");
  });
});

describe("the night allowance's nights", () => {
  it("counts a 4 AM start, and none for a day between 6 AM and 10 PM", () => {
    expect(nightsOnTheRoad(minutes("04:00"), minutes("07:45"))).toBe(1);
    expect(nightsOnTheRoad(minutes("06:00"), minutes("22:00"))).toBe(0);
    expect(nightsOnTheRoad(minutes("08:00"), minutes("21:59"))).toBe(0);
  });
  it("counts a late return, and a drive through the night once", () => {
    expect(nightsOnTheRoad(minutes("15:00"), minutes("22:30"))).toBe(1);
    expect(nightsOnTheRoad(minutes("21:00"), DAY + minutes("05:00"))).toBe(1);
  });
  it("counts each night a long drive runs through", () => {
    // From 4 AM on the first day to 11 PM on the third: that morning, two whole nights, and the third evening.
    expect(nightsOnTheRoad(minutes("04:00"), 2 * DAY + minutes("23:00"))).toBe(4);
  });
});

describe("a day of more driving than the rate card's day", () => {
  it("is over when the legs add up to more than its hours", () => {
    expect(overDrivingDay([300, 301], 10)).toBe(true);
    expect(overDrivingDay([300, 300], 10)).toBe(false);
  });
});

describe("dates", () => {
  it("adds days across months and years, and names the weekday", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(weekdayOf("2026-11-30")).toBe("monday");
    expect(weekdayOf("2026-12-02")).toBe("wednesday");
  });
  it("tells a yearly closing, and one across the new year", () => {
    expect(inClosing("2027-07-10", { from: "06-16", to: "10-15" })).toBe(true);
    expect(inClosing("2027-10-16", { from: "06-16", to: "10-15" })).toBe(false);
    expect(inClosing("2027-01-03", { from: "12-20", to: "01-05" })).toBe(true);
    expect(inClosing("2027-06-01", { from: "12-20", to: "01-05" })).toBe(false);
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
    expect(hoursAt(temple, minutes("12:15"))).toMatchObject({ kind: "break", closes: "13:00", opens: "17:00" });
    expect(hoursAt(temple, minutes("14:00"))).toMatchObject({ kind: "break", closes: "13:00", opens: "17:00" });
    expect(hoursAt(temple, minutes("11:00"))).toBeUndefined();
  });
  it("before it opens, and after it closes for the day", () => {
    expect(hoursAt(temple, minutes("05:00"))).toMatchObject({ kind: "opens-later", opens: "06:30" });
    expect(hoursAt(temple, minutes("21:00"))).toMatchObject({ kind: "closed-for-the-day", closes: "21:30", opens: "06:30" });
    expect(hoursAt(temple, minutes("23:00"))).toMatchObject({ kind: "closed-for-the-day" });
  });
  it("reads the day of the arrival, not of the start, and every site at the stop", () => {
    // Leaving on Tuesday 1 December 2026 at 20:00, reaching Sasan on Wednesday at 9:00.
    const found = findingsAt([safari, devalia], DAY + minutes("09:00"), 60, "2026-12-01");
    expect(found.map((f) => [f.kind, f.site.en])).toEqual([["closed-weekday", "Devalia"]]);
    expect(findingsAt([safari, devalia], DAY + minutes("09:00"), 60, "2027-07-07").map((f) => f.kind)).toEqual(["closed-season"]);
    // Without a date, only the hours.
    expect(findingsAt([statue], minutes("09:00"), 60)).toEqual([]);
  });
  it("a short stay fits where the whole visit would not", () => {
    expect(findingsAt([temple], minutes("12:15"), 30, "2026-12-01")).toEqual([]);
    expect(findingsAt([temple], minutes("12:15"), 90, "2026-12-01").map((f) => f.kind)).toEqual(["break"]);
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
