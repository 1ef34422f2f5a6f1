import { describe, expect, it } from "vitest";
import { wordsFile } from "#app/content/files.ts";
import { LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";
import { readFiles } from "#app/content/read.ts";
import { wordFiles } from "./word-files.ts";
import { editions, wordsData } from "./words.ts";

/** Letters of a script in a text, apart from Latin car names, digits and WhatsApp. */
const scriptShare = (text: string, script: RegExp) => {
  const letters = [...text.replace(/Innova Crysta|Tempo Traveller|Urbania|WhatsApp/g, "")].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
};
const SCRIPTS = { gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u } as const;

/** A word function's text for sample arguments: numbers ("Seats: 7 passengers"), else times. */
function sampleCall(fn: (...a: unknown[]) => unknown): unknown {
  try {
    return fn(...Array.from({ length: fn.length }, (_, i) => [7, 12][i] ?? 7));
  } catch {
    return fn(...Array<string>(fn.length).fill("06:00"));
  }
}

/** Every string in the words, and every function's text for sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  // A word function, called with a sample number and texts, e.g. "Seats: 7 passengers".
  if (typeof value === "function") return [String(sampleCall(value as (...a: unknown[]) => unknown))];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "lang" || k === "image" ? [] : texts(v)));
  return [];
}

describe("translations", () => {
  it.each(PREFIXED_LANGS)("%s words are written in their own script", (lang) => {
    // Every words file, the shared words and each page's (the edition holds them all, below).
    for (const [name, part] of Object.entries(editions[lang])) {
      expect(scriptShare(texts(part).join(" "), SCRIPTS[lang]), `${lang} ${name}`).toBeGreaterThan(0.9);
    }
  });

  it.each(PREFIXED_LANGS)("%s keeps times in Western digits", (lang) => {
    const { hours } = editions[lang].words;
    expect(hours.time("06:00")).toMatch(/\b6:00\b/);
    expect(hours.time("23:00")).toMatch(/\b11:00\b/);
    expect(texts(editions[lang]).join(" ")).not.toMatch(/[૦-૯०-९]/);
  });
});

describe("the words reader", () => {
  it("holds every words file of the list (word-files.ts), as it is on disk", () => {
    const { files } = readFiles();
    for (const f of wordFiles) {
      for (const lang of LANGS) expect(wordsData(f.key, lang), wordsFile(f.name, lang)).toEqual(files[wordsFile(f.name, lang)]);
    }
  });

  it("gives each language's edition every words file of the list: the shared words as `words`, each page's by its key", () => {
    const keys = wordFiles.map((f) => (f.key === "shared" ? "words" : f.key));
    for (const lang of LANGS) expect(Object.keys(editions[lang]).sort(), lang).toEqual([...keys].sort());
  });
});
