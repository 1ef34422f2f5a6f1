// The visitor's device is in New York: every answer below must still be the business's.
process.env.TZ = "America/New_York";

import { describe, expect, it } from "vitest";
import { business, businessToday, businessZone } from "./business.ts";
import {
  aYearOn,
  addDays,
  DAY,
  dayNumber,
  daysBetween,
  hhmm,
  inYearly,
  instantOn,
  isDate,
  minutesInZone,
  minutesOf,
  offsetMinutes,
  todayOn,
  weekdayOf,
} from "./time.ts";

const IST = "+05:30";
const beforeMidnight = new Date("2026-11-22T18:29:00Z"); // 23:59 in Rajkot, 13:29 in New York
const afterMidnight = new Date("2026-11-22T18:31:00Z"); // 00:01 on the 23rd in Rajkot, 13:31 in New York

describe("the business's clock, from a device in another zone", () => {
  it("runs in New York, where it is still the afternoon of the 22nd", () => {
    expect(beforeMidnight.getHours()).toBe(13);
    expect(afterMidnight.getDate()).toBe(22);
  });
  it("reads the zone from the business record", () => {
    expect(businessZone).toBe(business.hours.utcOffset);
    expect(businessToday(afterMidnight)).toBe(todayOn(afterMidnight, businessZone));
  });
  it("reads offsets east and west of UTC", () => {
    expect(offsetMinutes(IST)).toBe(330);
    expect(offsetMinutes("-08:00")).toBe(-480);
    expect(offsetMinutes("+00:00")).toBe(0);
  });
});

describe("midnight", () => {
  it("turns the business's day at its own midnight", () => {
    expect(todayOn(beforeMidnight, IST)).toBe("2026-11-22");
    expect(todayOn(afterMidnight, IST)).toBe("2026-11-23");
    // West of UTC, the same instant is still the day before.
    expect(todayOn(new Date("2026-11-23T02:00:00Z"), "-08:00")).toBe("2026-11-22");
  });
  it("turns the year at the business's midnight, hours before the device's", () => {
    expect(todayOn(new Date("2026-12-31T18:29:00Z"), IST)).toBe("2026-12-31");
    expect(todayOn(new Date("2026-12-31T18:30:00Z"), IST)).toBe("2027-01-01");
  });
  it("tells the minute of the day, wrapping round midnight both ways", () => {
    expect(minutesInZone(beforeMidnight, IST)).toBe(DAY - 1);
    expect(minutesInZone(afterMidnight, IST)).toBe(1);
    const moment = new Date("2026-11-22T23:30:00Z");
    expect(minutesInZone(moment, IST)).toBe(5 * 60); // 05:00 the next day
    expect(minutesInZone(moment, "-08:00")).toBe(15 * 60 + 30);
    expect(minutesInZone(new Date("2026-11-22T00:15:00Z"), "-01:00")).toBe(23 * 60 + 15);
  });
  it("gives the instant of a time on a date, past midnight into the next month and year", () => {
    expect(instantOn("2026-12-20", 8 * 60, IST).toISOString()).toBe("2026-12-20T02:30:00.000Z");
    expect(instantOn("2026-12-31", DAY + 90, IST).toISOString()).toBe("2026-12-31T20:00:00.000Z");
    expect(instantOn("2027-01-01", 0, IST).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(instantOn("2026-12-20", 8 * 60, "-08:00").toISOString()).toBe("2026-12-20T16:00:00.000Z");
  });
  it("reads the instant it was given back as the same day and minute", () => {
    const at = instantOn("2027-01-01", 15, IST);
    expect(todayOn(at, IST)).toBe("2027-01-01");
    expect(minutesInZone(at, IST)).toBe(15);
  });
});

describe("times of day and lengths of time", () => {
  it("reads both as minutes", () => {
    expect(minutesOf("07:30")).toBe(450);
    expect(minutesOf("2:30")).toBe(150);
    expect(minutesOf("00:00")).toBe(0);
  });
  it("writes a minute of any day as the clock shows it", () => {
    expect(hhmm(minutesOf("06:05"))).toBe("06:05");
    expect(hhmm(DAY + 60)).toBe("01:00");
    expect(hhmm(-30)).toBe("23:30");
  });
});

describe("dates and periods", () => {
  it("adds days across months and years, and names the weekday", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(weekdayOf("2026-11-30")).toBe("monday");
    expect(weekdayOf("2026-12-02")).toBe("wednesday");
    expect(weekdayOf("2027-01-03")).toBe("sunday");
    expect(aYearOn("2026-12-31")).toBe("2027-12-31");
    expect(aYearOn("2028-02-29")).toBe("2029-02-28");
  });
  it("tells a yearly period, and one across the new year, both ends in", () => {
    expect(inYearly("2027-07-10", { from: "06-16", to: "10-15" })).toBe(true);
    expect(inYearly("2027-06-16", { from: "06-16", to: "10-15" })).toBe(true);
    expect(inYearly("2027-10-16", { from: "06-16", to: "10-15" })).toBe(false);
    expect(inYearly("2026-12-20", { from: "12-20", to: "01-05" })).toBe(true);
    expect(inYearly("2026-12-31", { from: "12-20", to: "01-05" })).toBe(true);
    expect(inYearly("2027-01-05", { from: "12-20", to: "01-05" })).toBe(true);
    expect(inYearly("2027-01-06", { from: "12-20", to: "01-05" })).toBe(false);
    expect(inYearly("2026-12-19", { from: "12-20", to: "01-05" })).toBe(false);
  });
});

describe("a date the calendar has", () => {
  it("is one written year-month-day that the calendar keeps", () => {
    expect(isDate("2026-11-20")).toBe(true);
    expect(isDate("2028-02-29")).toBe(true);
    for (const slip of ["2027-02-29", "2026-02-30", "2026-13-01", "20-11-2026", "tomorrow", "", " 2026-11-20"])
      expect(isDate(slip)).toBe(false);
  });
  it("counts the days between two, across the new year", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-12-16", "2027-01-14")).toBe(29);
    expect(daysBetween("2027-01-14", "2026-12-16")).toBe(-29);
    expect(dayNumber("1970-01-02")).toBe(1);
  });
});
