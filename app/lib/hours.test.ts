import { describe, expect, it } from "vitest";
import { editions } from "#app/content/words/words.ts";
import { formatTime } from "#app/content/words/time.ts";
import { minutesInZone, openLabel, openState } from "./hours.ts";

const enWords = editions.en.words.hours;
const time = { en: editions.en.words.hours.time, gu: editions.gu.words.hours.time, hi: editions.hi.words.hours.time };
const hours = { utcOffset: "+05:30", opens: "06:00", closes: "23:00" };
/** A moment given in IST (UTC+05:30). */
const ist = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+05:30`);

describe("openState in India Standard Time", () => {
  it.each([
    ["05:59", false],
    ["06:00", true],
    ["12:30", true],
    ["22:59", true],
    ["23:00", false],
    ["00:30", false],
  ])("at %s IST open is %s", (time, open) => {
    expect(openState(ist(time), hours).open).toBe(open);
  });

  it("does not depend on the visitor's time zone", () => {
    // 00:45 UTC is 06:15 IST: open, although it is evening in New York and night in London.
    const moment = new Date("2026-11-22T00:45:00Z");
    expect(openState(moment, hours)).toEqual({ open: true, minutes: 6 * 60 + 15 });
    // 17:45 UTC is 23:15 IST: closed, although it is mid-day in New York.
    expect(openState(new Date("2026-11-22T17:45:00Z"), hours).open).toBe(false);
  });
});

describe("other offsets", () => {
  it("wraps around midnight both ways", () => {
    const moment = new Date("2026-11-22T23:30:00Z");
    expect(minutesInZone(moment, "+05:30")).toBe(5 * 60); // 05:00 next day
    expect(minutesInZone(moment, "-08:00")).toBe(15 * 60 + 30);
    expect(minutesInZone(new Date("2026-11-22T00:15:00Z"), "-01:00")).toBe(23 * 60 + 15);
  });
});

describe("labels", () => {
  it("formats 12-hour times", () => {
    expect(time.en("06:00")).toBe("6:00 AM");
    expect(time.en("23:00")).toBe("11:00 PM");
    expect(time.en("12:05")).toBe("12:05 PM");
    expect(time.en("00:00")).toBe("12:00 AM");
  });
  it("names the part of the day in Gujarati and Hindi, as the words files say", () => {
    expect(["06:00", "12:30", "17:00", "23:00", "00:00", "03:59"].map(time.gu)).toEqual([
      "સવારે 6:00",
      "બપોરે 12:30",
      "સાંજે 5:00",
      "રાત્રે 11:00",
      "રાત્રે 12:00",
      "રાત્રે 3:59",
    ]);
    expect(["06:00", "12:30", "17:00", "23:00"].map(time.hi)).toEqual(["सुबह 6:00", "दोपहर 12:30", "शाम 5:00", "रात 11:00"]);
    expect(
      formatTime("07:05", {
        format: "{period}{hour}.{minute}",
        periods: [
          { from: "00:00", word: "a" },
          { from: "07:05", word: "b" },
        ],
      }),
    ).toBe("b7.05");
  });
  it("says open or closed", () => {
    expect(openLabel(ist("10:00"), hours, enWords)).toBe("Open now · until 11:00 PM");
    expect(openLabel(ist("23:30"), hours, enWords)).toBe("Closed now · opens 6:00 AM · emergency line 24/7");
  });
});
