/** The Gujarati and Hindi texts in their own script, against English (script-rules.ts). */
import { describe, expect, it } from "vitest";
import { PREFIXED_LANGS } from "#app/content/languages.ts";
import { errorOf, type Loose, real as files, withChange } from "#app/content/test-files.ts";
import { LATIN_BRANDS, latinNames, scriptProblem, scriptProblems } from "./script-rules.ts";

const real = files as Loose;
const names = latinNames(real["fleet.json"]);
const IN_LATIN_GU =
  "is in Latin letters; write it in Gujarati letters (ગુજરાતી અક્ષરોમાં) — only names like WhatsApp or Innova Crysta may stay in Latin letters";
const IN_LATIN_HI =
  "is in Latin letters; write it in Hindi letters (हिन्दी अक्षरों में) — only names like WhatsApp or Innova Crysta may stay in Latin letters";

describe("Gujarati and Hindi in their own script", () => {
  it("the sample data passes", () => {
    expect(scriptProblems(files)).toEqual([]);
  });

  it("refuses a Gujarati words field left in Latin letters, naming the file, the language and the field", () => {
    const problems = scriptProblems(withChange((f) => (f["pages/home.gu.json"].homePage.heroTitle = "Taxi for every trip")));
    expect(problems).toEqual([
      `app/content/data/pages/home.gu.json (Gujarati) → homePage.heroTitle: ${IN_LATIN_GU} (value: "Taxi for every trip")`,
    ]);
  });

  it("refuses a Hindi words field left in Latin letters, in a list too", () => {
    const problems = scriptProblems(
      withChange((f) => (f["pages/places.hi.json"].places[2].reasons[0] = "Dwarkadhish temple, on the Gomti")),
    );
    expect(problems).toEqual([
      `app/content/data/pages/places.hi.json (Hindi) → the place "dwarka" → reasons → item 1: ${IN_LATIN_HI} (value: "Dwarkadhish temple, on the Gomti")`,
    ]);
  });

  it("refuses a Gujarati place name in Latin letters, and one the same as the English", () => {
    const problems = scriptProblems(
      withChange((f) => {
        f["places.json"].places[1].gu = "Dvarka";
        f["places.json"].places[3].gu = f["places.json"].places[3].en;
        f["roads.json"].stops[0].hi = f["roads.json"].stops[0].en;
      }),
    );
    expect(problems).toEqual([
      'app/content/data/places.json → Dwarka → gu: is in Latin letters; write it in Gujarati letters (ગુજરાતી અક્ષરોમાં) (value: "Dvarka")',
      'app/content/data/places.json → Somnath → gu: is the same as the English; write it in Gujarati letters (ગુજરાતી અક્ષરોમાં) (value: "Somnath")',
      `app/content/data/roads.json → ${real["roads.json"].stops[0].en} → hi: is the same as the English; write it in Hindi letters (हिन्दी अक्षरों में) (value: "${real["roads.json"].stops[0].en}")`,
    ]);
  });

  it("refuses a Hindi words field identical to the English: untranslated", () => {
    const problems = scriptProblems(withChange((f) => (f["words.hi.json"].shell.skipLink = f["words.json"].shell.skipLink)));
    expect(problems).toEqual([
      'app/content/data/words.hi.json (Hindi) → shell.skipLink: is the same as the English; translate it into Hindi (value: "Skip to main content")',
    ]);
  });

  it("refuses a Gujarati text in Hindi letters, and a Hindi one in Gujarati letters", () => {
    const problems = scriptProblems(
      withChange((f) => {
        f["words.gu.json"].shell.menu = f["words.hi.json"].shell.menu;
        f["fleet.json"].cars[0].features[0].hi = f["fleet.json"].cars[0].features[0].gu;
      }),
    );
    expect(problems).toEqual([
      `app/content/data/fleet.json → car 1, Innova Crysta → features → item 1 → hi: is in Gujarati letters; write it in Hindi letters (हिन्दी अक्षरों में) (value: "${real["fleet.json"].cars[0].features[0].gu}")`,
      `app/content/data/words.gu.json (Gujarati) → shell.menu: is in Hindi letters; write it in Gujarati letters (ગુજરાતી અક્ષરોમાં) (value: "${real["words.hi.json"].shell.menu}")`,
    ]);
  });

  it("lets the names the style guide keeps in Latin letters stand alone, and addresses, placeholders and digits", () => {
    for (const text of [
      "WhatsApp",
      "Innova Crysta",
      "Dzire",
      "GST",
      "Instagram, Facebook",
      "XL6",
      "24/7",
      "{business}",
      "{car} ({seats})",
      "https://girlion.gujarat.gov.in/",
      "girlion.gujarat.gov.in",
      "booking@example.com",
      "24ABCDE1234F1Z5",
    ]) {
      for (const lang of PREFIXED_LANGS) expect(scriptProblem(text, text, lang, "paragraph", names), `${lang}: ${text}`).toBeUndefined();
    }
    // Mixed with the page's own script, any Latin word is left to the style guide's tests.
    expect(scriptProblem("WhatsApp પર મોકલો", "Send on WhatsApp", "gu", "paragraph", names)).toBeUndefined();
    // A brand's name inside another word is no name.
    expect(scriptProblem("WhatsAppers", undefined, "gu", "paragraph", names)).toMatch(/^is in Latin letters/);
    expect(scriptProblem("Bus", undefined, "hi", "name", names)).toBe("is in Latin letters; write it in Hindi letters (हिन्दी अक्षरों में)");
  });

  it("names every car model of the fleet and the style guide's brands", () => {
    expect(names).toEqual(expect.arrayContaining([...LATIN_BRANDS, "Innova Crysta", "Swift Dzire", "Dzire", "Tempo Traveller"]));
  });

  it("leaves a name refused by its own field to the schema's message", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].name.gu = "Navkar Tours & Travels")));
    expect(msg).toMatch(/^The content has a problem;/);
    expect(msg).toContain("business.json → name.gu: must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં), not Latin letters");
  });

  it("is part of the content check", () => {
    const msg = errorOf(withChange((f) => (f["pages/home.gu.json"].homePage.heroTitle = f["pages/home.json"].homePage.heroTitle)));
    expect(msg).toContain(
      `  - app/content/data/pages/home.gu.json (Gujarati) → homePage.heroTitle: is the same as the English; translate it into Gujarati (value: "${real["pages/home.json"].homePage.heroTitle}")`,
    );
  });

  it("shows at most the first 80 characters of a value", () => {
    const long = "Dwarka is one of the four holy abodes, on the shore where the Gomti meets the sea. ".repeat(3).trim();
    const [problem] = scriptProblems(withChange((f) => (f["pages/places.gu.json"].places[2].intro = long)));
    expect(problem).toContain(`(value: "${long.slice(0, 80)}…")`);
    expect(problem).not.toContain(long.slice(0, 81));
  });
});
