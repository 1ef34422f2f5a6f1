import { describe, expect, it } from "vitest";
import type { Notice } from "#app/content/notices/schema.ts";
import { placeNotices, tourNotices } from "./page-notices.ts";

const notice = (en: string, from: string, to: string, about: { places?: string[]; tours?: string[] }): Notice => ({
  text: { en, gu: `${en} ગુ`, hi: `${en} हि` },
  from,
  to,
  ...about,
});
const dwarka = notice("Dwarka", "2027-08-24", "2027-08-26", { places: ["dwarka"] });
const betDwarka = notice("Bet Dwarka", "2027-01-01", "2027-01-31", { places: ["bet-dwarka"] });
const rajkot = notice("Rajkot", "2027-01-01", "2027-12-31", { places: ["rajkot"] });
const saurashtra = notice("Saurashtra", "2027-01-01", "2027-12-31", { tours: ["saurashtra"] });
const all = [dwarka, betDwarka, rajkot, saurashtra];
/** Noon in India on a date. */
const on = (date: string) => new Date(`${date}T06:30:00Z`);

describe("the notices a page carries", () => {
  it("on a place's page: those that name it and have not ended on the day of the build, ahead of time too", () => {
    const texts = (slug: string, date: string, lang: "en" | "gu" | "hi" = "en") =>
      placeNotices(lang, slug, on(date), all).map((n) => n.text);
    expect(texts("dwarka", "2026-11-28")).toEqual(["Dwarka"]);
    expect(texts("dwarka", "2027-08-26")).toEqual(["Dwarka"]);
    expect(texts("dwarka", "2027-08-27")).toEqual([]);
    expect(texts("dwarka", "2026-11-28", "gu")).toEqual(["Dwarka ગુ"]);
    expect(texts("somnath", "2026-11-28")).toEqual([]);
    expect(texts("rajkot", "2026-11-28")).toEqual(["Rajkot"]);
    expect(placeNotices("hi", "dwarka", on("2026-11-28"), all)[0]).toMatchObject({
      dates: "24/08/2027 से 26/08/2027 तक",
      ends: "2027-08-26",
    });
  });

  it("on a tour's page: those that name the tour or a place or stop of its days, not your city", () => {
    const texts = (slug: string) => tourNotices("en", slug, on("2026-11-28"), all).map((n) => n.text);
    // Dwarka and Somnath stops at Dwarka and at Bet Dwarka (a stop without a page).
    expect(texts("dwarka-somnath")).toEqual(["Dwarka", "Bet Dwarka"]);
    expect(texts("saurashtra")).toEqual(expect.arrayContaining(["Saurashtra"]));
    expect(texts("saurashtra")).not.toContain("Rajkot");
    expect(texts("junagadh-somnath")).toEqual([]);
  });
});
