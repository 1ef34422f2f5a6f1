import { describe, expect, it } from "vitest";
import { editions } from "./editions";
import { LANGS } from "./languages";
import { sampleCall, wordProblems } from "./words-check";

/** Letters of a script in a text, apart from Latin car names, digits and the brand. */
const scriptShare = (text: string, script: RegExp) => {
  const letters = [...text.replace(/Navkar Tours & Travels|Innova Crysta|Tempo Traveller|Urbania|WhatsApp/g, "")].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
};
const SCRIPTS = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u } as const;

/** Every string in the words, and every function's text for sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String(sampleCall(value as () => unknown))];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "lang" || k === "image" ? [] : texts(v)));
  return [];
}

describe("translations", () => {
  it.each(LANGS)("%s has every entry of the English words, none empty", (lang) => {
    expect(wordProblems(editions.en, editions[lang])).toEqual([]);
  });

  it("finds a missing entry, an empty string, a short list and a changed picture", () => {
    const gu = structuredClone({ ...editions.gu.about, aboutPage: { ...editions.gu.about.aboutPage } });
    const broken = {
      ...gu,
      aboutPage: { ...gu.aboutPage, heading: " ", paragraphs: gu.aboutPage.paragraphs.slice(1), banner: { ...gu.aboutPage.banner, image: "hero" } },
    };
    delete (broken.aboutPage as Partial<typeof broken.aboutPage>).feedbackTitle;
    const problems = wordProblems(editions.en.about, broken);
    expect(problems).toContain("aboutPage.heading: must not be empty");
    expect(problems).toContain("aboutPage.feedbackTitle: missing");
    expect(problems).toContain("aboutPage.paragraphs: has 2 entries, English has 3");
    expect(problems).toContain('aboutPage.banner.image: picture "hero" differs from English "banner"');
  });

  it.each(["gu", "hi"] as const)("%s words are written in their own script", (lang) => {
    const { words, home, cars, about, owner, notFound, offline } = editions[lang];
    for (const [name, part] of Object.entries({ words, home, cars, about, owner, notFound, offline })) {
      expect(scriptShare(texts(part).join(" "), SCRIPTS[lang]), `${lang} ${name}`).toBeGreaterThan(0.9);
    }
  });

  it.each(["gu", "hi"] as const)("%s keeps times in Western digits", (lang) => {
    const { hours } = editions[lang].words;
    expect(hours.time("06:00")).toMatch(/\b6:00\b/);
    expect(hours.time("23:00")).toMatch(/\b11:00\b/);
    expect(texts(editions[lang]).join(" ")).not.toMatch(/[૦-૯०-९]/);
  });
});
