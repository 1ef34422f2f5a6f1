import { describe, expect, it } from "vitest";
import { editions } from "#app/content/words/words.ts";
import { formatTime } from "#app/content/words/time.ts";
import { isAllDay, openLabel, openSentences, openState } from "./hours.ts";

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

describe("hours past midnight", () => {
  const night = { utcOffset: "+05:30", opens: "18:00", closes: "02:00" };
  it.each([
    ["17:59", false],
    ["18:00", true],
    ["19:00", true],
    ["23:59", true],
    ["00:00", true],
    ["01:00", true],
    ["01:59", true],
    ["02:00", false],
    ["10:00", false],
  ])("open from 18:00 till 02:00 the next day: at %s IST open is %s", (time, open) => {
    expect(openState(ist(time), night).open).toBe(open);
  });
  it("says open until the closing time after midnight, and closed till the evening's opening", () => {
    expect(openLabel(ist("19:00"), night, enWords)).toBe("Open now · until 2:00 AM");
    expect(openLabel(ist("01:00"), night, enWords)).toBe("Open now · until 2:00 AM");
    expect(openLabel(ist("10:00"), night, enWords)).toBe("Closed now · opens 6:00 PM · emergency line 24/7");
  });
});

describe("open 24 hours", () => {
  const allDay = { utcOffset: "+05:30", opens: "00:00", closes: "00:00" };
  it("is open at every minute of the day", () => {
    const closed = Array.from({ length: 24 * 60 }, (_, m) => new Date(Date.UTC(2026, 10, 22, 0, m))).filter(
      (d) => !openState(d, allDay).open,
    );
    expect(closed).toEqual([]);
  });
  it("says open round the clock, never until midnight, in each language", () => {
    expect(isAllDay(allDay)).toBe(true);
    expect(isAllDay(hours)).toBe(false);
    expect(openLabel(ist("00:00"), allDay, enWords)).toBe("Open now · 24 hours");
    expect(openLabel(ist("13:00"), allDay, enWords)).toBe("Open now · 24 hours");
    expect(openSentences(allDay, editions.gu.words.hours).open).toBe("અત્યારે ખુલ્લું છે · 24 કલાક");
    expect(openSentences(allDay, editions.hi.words.hours).open).toBe("अभी खुला है · 24 घंटे");
  });
  it("shows the hours as “Open 24 hours”, not 12:00 AM to 12:00 AM", () => {
    const { en, gu, hi } = editions;
    expect(en.words.hours.officeHours("Every day {opens} – {closes}", allDay)).toBe("Open 24 hours");
    expect(gu.words.hours.officeHours("દરરોજ {opens} – {closes}", allDay)).toBe("24 કલાક ખુલ્લું");
    expect(hi.words.hours.officeHours("हर दिन {opens} – {closes}", allDay)).toBe("24 घंटे खुला");
    expect(en.words.hours.officeHours("{opens} to {closes}", { ...allDay, closes: "02:00" })).toBe("12:00 AM to 2:00 AM");
    expect(en.words.hours.officeHours("{opens} to {closes}")).toBe("6:00 AM to 11:00 PM");
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
