/**
 * The way of writing that docs/style-guide.md sets, held by tests on the words as the pages
 * get them: each test is one class of slip that a reader in Rajkot found on the pages.
 */
import { describe, expect, it } from "vitest";
import { business } from "#app/content/business/business.ts";
import { checkContent } from "#app/content/check.ts";
import { type Lang, LANGS as ALL_LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";
import { pluralProblems } from "#app/content/problems.ts";
import { type Files, readFiles } from "#app/content/read.ts";
import { editions } from "./words.ts";

const { files } = readFiles();
const LANGS: readonly Lang[] = ALL_LANGS;

/** Every string in a file or a part of one. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
const wordFiles = (lang: Lang) =>
  Object.entries(files).filter(([path]) =>
    lang === "en"
      ? !PREFIXED_LANGS.some((l) => path.endsWith(`.${l}.json`)) &&
        path !== "business.json" &&
        path !== "places.json" &&
        path !== "fleet.json"
      : path.endsWith(`.${lang}.json`),
  );

/**
 * A plural shown with the number 1: "1 ગાડીઓ", "1 सीटें", "1 cars". The plural nouns of
 * the site's counted phrases, after a 1 that is a whole number (not 12 or 2,1).
 */
const PLURAL_WITH_ONE: Record<Lang, RegExp> = {
  en: /(?<![\d,.])1 (cars|seats|passengers)\b/,
  gu: /(?<![\d,.])1 (ગાડીઓ|સીટો|મુસાફરો|બેઠકો)/,
  hi: /(?<![\d,.])1 (गाड़ियाँ|सीटें|सीटों|यात्रियों)/,
};

describe("templates right for any name or number", () => {
  it("no Gujarati text glues the ending એ (or ે) to a name or a number", () => {
    for (const [path, data] of wordFiles("gu")) {
      for (const text of strings(data)) expect(text, path).not.toMatch(/(\}|\d)(એ|ે)/);
    }
  });

  it("the owner page reads right for a name ending in a consonant and one ending in a vowel", () => {
    const bio = strings(files["pages/owner.gu.json"]).join(" ");
    for (const owner of ["રમેશ શાહ", "ગીતા પટેલ"]) {
      const text = bio.replaceAll("{owner}", owner);
      expect(text).toContain(owner);
      expect(text).not.toMatch(new RegExp(`${owner}(એ|ે)`));
    }
    expect(editions.gu.owner.ownerPage.bio[0]).toContain(`${business.owner.name.gu} દ્વારા`);
  });

  it.each(LANGS)("%s: a counted phrase never shows its plural with 1, nor a bare 1 for 0", (lang) => {
    const { carsPage, carCard } = editions[lang].cars;
    const { messages } = editions[lang].words;
    const texts = (n: number) => [
      carsPage.showing(n, 12),
      carsPage.showing(n, n),
      carCard.seats(n),
      carCard.label("Aura", n),
      carCard.alt("Aura", n),
      messages.car({ name: "Aura", capacity: n }),
    ];
    for (const text of texts(1)) {
      expect(text).not.toMatch(PLURAL_WITH_ONE[lang]);
      expect(text).toMatch(/(?<![\d,.])1(?![\d,])/);
    }
    // "one" is also Gujarati's and Hindi's form for 0: it must show the 0, not a 1.
    for (const text of texts(0)) expect(text).not.toMatch(/(?<![\d,.])1(?![\d,])/);
    // And the plural stays plural for more.
    expect(carsPage.showing(4, 12)).toMatch(/4/);
  });

  it("the build refuses a Gujarati or Hindi form for one that writes 1 instead of the number", () => {
    expect(pluralProblems({ showingSome: { one: "{total}માંથી 1 ગાડી દેખાય છે", other: "{total}માંથી {count} ગાડીઓ દેખાય છે" } })).toEqual([
      {
        path: ["showingSome", "one"],
        message: "must keep {count}: this form is also used for 0, so write {count} where the number goes, not 1",
      },
    ]);
    const broken = structuredClone(files) as Files & Record<string, { carsPage: { showingAll: { one: string } } }>;
    broken["pages/cars.hi.json"].carsPage.showingAll.one = "1 गाड़ी दिख रही है";
    expect(() => checkContent(broken, () => true)).toThrow("pages/cars.hi.json (Hindi) → carsPage.showingAll.one: must keep {total}");
  });
});

describe("the words of the trade, one way each", () => {
  it.each([
    ["gu", /Tempo Traveller|MPV|ટૅક્સી|ઈ-મેલ|રાત રોકાણ|સંત જલારામ|પ્રામાણિક ભાડું|\d થી \d/],
    ["hi", /Tempo Traveller|MPV|एमपीवी|तीर्थ यात्रा|संत जलाराम|ड्राइवर के साथ टैक्सी/],
  ] as const)("%s words use the style guide's one spelling for each thing", (lang, wrong) => {
    for (const [path, data] of wordFiles(lang)) {
      // The car cards name the model as its maker does ("Tempo Traveller (17 seats)"): that
      // comes from the fleet, not from these words.
      for (const text of strings(data)) expect(text, path).not.toMatch(wrong);
    }
  });

  it("the fleet's range 4–29 is the whole fleet's; the Tempo Travellers seat 12 and more", () => {
    const seats = editions.en.cars.carsPage.description
      .match(/(\d+) to (\d+)/)!
      .slice(1)
      .map(Number);
    expect(seats).toEqual([4, 29]);
    expect(editions.gu.cars.carsPage.description).not.toMatch(/4થી 29 મુસાફરો માટે (Tempo Traveller|ટેમ્પો ટ્રાવેલર)/);
    expect(editions.gu.cars.carsPage.description).toContain("4થી 29 મુસાફરો");
  });
});

describe("names in the page's script", () => {
  it.each(PREFIXED_LANGS)("%s: the business's name in the greetings, titles and footer is in its own script", (lang) => {
    const { words, home } = editions[lang];
    expect(words.messages.general).toContain(business.name[lang]);
    expect(words.messages.car({ name: "Aura", capacity: 5 })).toContain(business.name[lang]);
    expect(home.homePage.title).toContain(business.name[lang]);
    const all = [words.messages.general, home.homePage.title, ...strings(editions[lang].owner)].join(" ");
    expect(all).not.toMatch(/Navkar|Sample|Kalawad/);
  });
});
