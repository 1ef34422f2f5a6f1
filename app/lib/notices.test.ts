import { LANGS } from "#app/content/languages.ts";
import { describe, expect, it } from "vitest";
import type { Notice } from "#app/content/notices/schema.ts";
import { siteWords } from "#app/content/words/words.ts";
import { dayMonthYear, endedNotices, hasEnded, noticeBoxes, noticesFor } from "./notices.ts";

const notice = (from: string, to: string, about: { places?: string[]; tours?: string[] }, en = `${from} ${to}`): Notice => ({
  text: { en, gu: "સૂચના", hi: "सूचना" },
  from,
  to,
  ...about,
});
const janmashtami = notice("2027-08-24", "2027-08-26", { places: ["dwarka", "bet-dwarka"] });
const roadWorks = notice("2027-01-10", "2027-01-20", { tours: ["saurashtra"] });
const girClosed = notice("2027-06-16", "2027-10-15", { places: ["sasan-gir"], tours: ["saurashtra"] });
const all = [janmashtami, roadWorks, girClosed];

describe("the notices for a trip or a page (noticesFor)", () => {
  it("keeps those that name one of the places or tours, in the owner's order", () => {
    expect(noticesFor(all, { places: ["dwarka"] }, "2027-01-01", "2027-12-31")).toEqual([janmashtami]);
    expect(noticesFor(all, { places: ["bet-dwarka", "somnath"] }, "2027-01-01", "2027-12-31")).toEqual([janmashtami]);
    expect(noticesFor(all, { tours: ["saurashtra"] }, "2027-01-01", "2027-12-31")).toEqual([roadWorks, girClosed]);
    expect(noticesFor(all, { places: ["dwarka"], tours: ["saurashtra"] }, "2027-01-01", "2027-12-31")).toEqual(all);
    expect(noticesFor(all, { places: ["somnath"] }, "2027-01-01", "2027-12-31")).toEqual([]);
    expect(noticesFor(all, {}, "2027-01-01", "2027-12-31")).toEqual([]);
  });

  it("keeps those whose days meet the trip's, the first and the last day counted", () => {
    const dwarka = { places: ["dwarka"] };
    // A trip that ends on the notice's first day, or starts on its last day, meets it.
    expect(noticesFor(all, dwarka, "2027-08-20", "2027-08-24")).toEqual([janmashtami]);
    expect(noticesFor(all, dwarka, "2027-08-26", "2027-08-30")).toEqual([janmashtami]);
    expect(noticesFor(all, dwarka, "2027-08-25")).toEqual([janmashtami]);
    // A trip around it meets it too.
    expect(noticesFor(all, dwarka, "2027-08-01", "2027-09-01")).toEqual([janmashtami]);
    // The day before its first and the day after its last do not.
    expect(noticesFor(all, dwarka, "2027-08-20", "2027-08-23")).toEqual([]);
    expect(noticesFor(all, dwarka, "2027-08-27", "2027-08-30")).toEqual([]);
    expect(noticesFor(all, dwarka, "2027-08-23")).toEqual([]);
  });

  it("compares whole dates across months and years", () => {
    const newYear = notice("2026-12-30", "2027-01-02", { places: ["somnath"] });
    expect(noticesFor([newYear], { places: ["somnath"] }, "2027-01-02")).toEqual([newYear]);
    expect(noticesFor([newYear], { places: ["somnath"] }, "2026-12-01", "2026-12-29")).toEqual([]);
    expect(noticesFor([newYear], { places: ["somnath"] }, "2027-01-03", "2027-02-01")).toEqual([]);
  });
});

describe("an ended notice", () => {
  it("has ended from the day after its last day, not on it", () => {
    expect(hasEnded(janmashtami, "2027-08-26")).toBe(false);
    expect(hasEnded(janmashtami, "2027-08-27")).toBe(true);
    expect(hasEnded(janmashtami, "2027-08-24")).toBe(false);
    expect(hasEnded(janmashtami, "2028-01-01")).toBe(true);
    expect(endedNotices(all, "2027-02-01")).toEqual([roadWorks]);
    expect(endedNotices(all, "2027-08-27")).toEqual([janmashtami, roadWorks]);
    expect(endedNotices(all, "2027-10-16")).toEqual(all);
    expect(endedNotices(all, "2026-11-28")).toEqual([]);
  });
});

describe("a notice as a page writes it", () => {
  it("gives its dates day first with slashes, in each language's words", () => {
    expect(dayMonthYear("2027-08-24")).toBe("24/08/2027");
    const [en, gu, hi] = LANGS.map((lang) => noticeBoxes(lang, [janmashtami], siteWords(lang).notices)[0]);
    expect(en).toEqual({ text: janmashtami.text.en, dates: "From 24/08/2027 to 26/08/2027", ends: "2027-08-26" });
    expect(gu.dates).toBe("24/08/2027થી 26/08/2027 સુધી");
    expect(hi.dates).toBe("24/08/2027 से 26/08/2027 तक");
    expect([gu.text, hi.text]).toEqual(["સૂચના", "सूचना"]);
  });

  it("writes a notice of one day as that day", () => {
    const oneDay = notice("2027-03-06", "2027-03-06", { places: ["junagadh"] });
    expect(noticeBoxes("en", [oneDay], siteWords("en").notices)[0].dates).toBe("On 06/03/2027");
    expect(noticeBoxes("gu", [oneDay], siteWords("gu").notices)[0].dates).toBe("06/03/2027ના રોજ");
    expect(noticeBoxes("hi", [oneDay], siteWords("hi").notices)[0].dates).toBe("06/03/2027 को");
  });
});
