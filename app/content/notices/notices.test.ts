/**
 * The owner's notices as the content check reads them: real dates only, the last day not
 * before the first, each notice in three scripts, and every place, stop and tour it names a
 * real one. Each refusal names the notice and the field in the owner's words.
 */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { notices } from "./notices.ts";
import { isDate } from "#app/content/business/time.ts";

const FILE = "app/content/data/notices.json";
/** The sample's first notice changed: the check's message for it. */
const refusal = (change: (notice: Record<string, unknown>) => void) => errorOf(withChange((f) => change(f["notices.json"].notices[0])));

describe("the notices", () => {
  it("pass the check as the sample gives them, with a notice for Dwarka at Janmashtami 2027", () => {
    expect(checkContent(real, allImages).notices.notices).toEqual(notices);
    const dwarka = notices.find((n) => n.places?.includes("dwarka"));
    expect(dwarka).toMatchObject({ from: expect.stringMatching(/^2027-08-/), to: expect.stringMatching(/^2027-08-/) });
    expect(dwarka!.text.gu).toContain("જન્માષ્ટમી");
    expect(dwarka!.text.hi).toContain("जन्माष्टमी");
  });

  it("know a date of the calendar from a date written like one", () => {
    for (const d of ["2027-08-25", "2028-02-29", "2026-12-31"]) expect(isDate(d), d).toBe(true);
    for (const d of ["2027-02-29", "2027-02-30", "2027-13-01", "2027-04-31", "2027-00-10", "27-08-25", "2027-8-25", "25/08/2027", ""])
      expect(isDate(d), d).toBe(false);
  });

  it("refuse a date that does not exist, in the owner's words, naming the notice and the field", () => {
    const message = refusal((n) => (n.from = "2027-02-30"));
    expect(message).toContain(`${FILE} → notice 1, “Janmashtami`);
    expect(message).toContain("→ from: is not a date of the calendar: check the day and the month");
    expect(refusal((n) => (n.to = "25/08/2027"))).toContain("→ to: must be a date like 2027-08-25 (year-month-day)");
  });

  it("refuse a last day before the first", () => {
    const message = refusal((n) => Object.assign(n, { from: "2027-08-26", to: "2027-08-24" }));
    expect(message).toContain("→ to: must be on or after the first day (2027-08-26)");
    // One day, the same date twice, is a notice of one day.
    expect(() =>
      checkContent(
        withChange((f) => Object.assign(f["notices.json"].notices[0], { to: "2027-08-24" })),
        allImages,
      ),
    ).not.toThrow();
  });

  it("refuse a notice that names no place and no tour: it would show nowhere", () => {
    expect(refusal((n) => delete n.places)).toContain("→ places: must name at least one place or one tour, or the notice shows nowhere");
    expect(() =>
      checkContent(
        withChange((f) => Object.assign(f["notices.json"].notices[0], { places: undefined, tours: ["dwarka-somnath"] })),
        allImages,
      ),
    ).not.toThrow();
  });

  it("refuse an unknown place, stop or tour, and one named twice", () => {
    expect(refusal((n) => (n.places = ["dwarka", "dwarkaa"]))).toContain(
      `→ places → item 2: "dwarkaa" is not a place of app/content/data/places.json nor a stop of app/content/data/roads.json; choose one of them`,
    );
    expect(refusal((n) => (n.tours = ["dwarka-tour"]))).toContain(`"dwarka-tour" is not a tour of app/content/data/tours.json`);
    expect(refusal((n) => (n.places = ["dwarka", "dwarka"]))).toContain(`"dwarka" is named twice`);
    // A stop without a page that no tour visits would show the notice nowhere.
    const unvisited = withChange((f) => {
      f["roads.json"].stops.push({ slug: "okha", en: "Okha", gu: "ઓખા", hi: "ओखा" });
      f["notices.json"].notices[0].places = ["dwarka", "okha"];
    });
    expect(errorOf(unvisited)).toContain(`→ places → item 2: "okha" has no page of its own and no tour stops there`);
    // A stop without a page of its own (Bet Dwarka) and your city are places a notice may name.
    expect(() =>
      checkContent(
        withChange((f) => (f["notices.json"].notices[0].places = ["bet-dwarka", "rajkot"])),
        allImages,
      ),
    ).not.toThrow();
  });

  it("refuse a notice missing a language, or written in the wrong script", () => {
    expect(refusal((n) => delete (n.text as Record<string, unknown>).hi)).toContain("→ text.hi:");
    expect(refusal((n) => ((n.text as Record<string, unknown>).gu = "Janmashtami crowds"))).toContain(
      "→ text.gu: must be written in Gujarati letters",
    );
    expect(refusal((n) => ((n.text as Record<string, unknown>).en = "   "))).toContain("→ text.en: looks empty");
  });
});
