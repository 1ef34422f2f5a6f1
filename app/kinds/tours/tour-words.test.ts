import { describe, expect, it } from "vitest";
import { minutesOf } from "#app/content/business/time.ts";
import { dayContradictions } from "./tour-words.ts";

/** A day from Somnath at 9 that reaches Sasan Gir at 10:15, its safari at 6:45 and 3 PM. */
const day = {
  rows: [
    { slug: "somnath", leave: minutesOf("09:00"), stay: 0 },
    { slug: "sasan-gir", arrive: minutesOf("10:15"), stay: 0 },
  ],
  nameOf: (slug: string) => ({ somnath: { en: "Somnath" }, "sasan-gir": { en: "Sasan Gir" } })[slug]!.en,
  timesOf: (slug: string) => (slug === "sasan-gir" ? ["06:45", "11:30", "15:00", "18:00"] : ["06:00", "07:00", "22:00"]),
};
const gu = { ...day, nameOf: (slug: string) => (slug === "somnath" ? "સોમનાથ" : "સાસણ ગીર") };
const hi = { ...day, nameOf: (slug: string) => (slug === "somnath" ? "सोमनाथ" : "सासन गिर") };

describe("a tour day's words against its clock", () => {
  it("finds a place put in a part of the day the car is not there", () => {
    expect(dayContradictions("The aarti at Somnath at 7. Sasan Gir in the afternoon: the safari.", "en", day)).toEqual([
      "put Sasan Gir in the afternoon, where the car is there 10:15",
    ]);
    expect(dayContradictions("બપોરે સાસણ ગીરમાં આરામ.", "gu", gu)).toHaveLength(1);
    expect(dayContradictions("दोपहर में सासन गिर: आराम।", "hi", hi)).toHaveLength(1);
    // In the part of the day it is reached: nothing.
    expect(dayContradictions("Sasan Gir in the morning.", "en", day)).toEqual([]);
    expect(dayContradictions("સવારે સાસણ ગીર.", "gu", gu)).toEqual([]);
  });

  it("finds a time the words state that is none of the day's places' times", () => {
    expect(dayContradictions("The aarti at Somnath at 7:30.", "en", day)).toEqual([
      "say “at 7:30”, no time of the day's places (06:00, 06:45, 07:00, 11:30, 15:00, 18:00, 22:00)",
    ]);
    expect(dayContradictions("the afternoon safari at 3", "en", day)).toEqual([]);
    expect(dayContradictions("સાંજે 8 વાગ્યે આરતી", "gu", gu)).toHaveLength(1);
    expect(dayContradictions("सुबह 7 बजे सोमनाथ में आरती", "hi", hi)).toEqual([]);
  });
});
