/**
 * Each kind of slip a reader in Rajkot found in the Gujarati and Hindi words, held shut on
 * every data file (docs/style-guide.md): a word the guide rejects, a number read at 1 in its
 * plural, a range written with a dash inside a sentence, a Latin full stop in Hindi, and the
 * privacy sentences saying something other than what the analytics code sends. The words are
 * read from the JSON files on disk.
 */
import { LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LATIN_BRANDS } from "#app/content/words/script-rules.ts";
import { countedEvents, REPORTED_PROPS } from "#app/lib/analytics.ts";
import { findRuledOut as findRejected, glossarySlips, ruledOut, terms } from "#app/content/words/glossary.ts";
import type { TripField } from "#app/kinds/cars/island/trip/trip.ts";
import { countedWords, dataFiles, guideSection, keptWords, type Lang, names, textsIn, valueAt } from "./style-guide.ts";

const files = dataFiles();
const OTHERS = PREFIXED_LANGS;
/** A words file in a language: "pages/cars.json" → "pages/cars.gu.json". */
const inLang = (file: string, lang: Lang) => (lang === "en" ? file : file.replace(/\.json$/, `.${lang}.json`));
const englishWordFiles = Object.keys(files).filter((f) => !/\.(gu|hi)\.json$/.test(f) && inLang(f, "gu") in files);

describe("the glossary: one form of each term, and the forms the site does not use", () => {
  const rejected = ruledOut;

  it("lists them for Gujarati and Hindi, each with the form to use instead", () => {
    for (const lang of OTHERS) expect(rejected.filter((r) => r.lang === lang).length, lang).toBeGreaterThan(5);
    for (const r of rejected) {
      expect(r.word, JSON.stringify(r)).not.toBe("");
      expect(r.instead, `${r.word} needs the word to use instead`).not.toBe("");
    }
    // The Gujarati marked vowels are rejected, as the guide's rule for એ and ઓ says.
    expect(rejected.filter((r) => r.lang === "gu").map((r) => r.word)).toEqual(expect.arrayContaining(["ઍ", "ઑ", "\u0AC5", "\u0AC9"]));
    // The terms the issue of the words named, each with its one form in both languages.
    for (const en of ["fare", "toll", "one way", "driver's allowance", "night allowance", "darshan", "aarti", "office", "UPI"])
      expect(
        terms.find((t) => t.en.startsWith(en)),
        en,
      ).toMatchObject({ gu: expect.any(String), hi: expect.any(String) });
  });

  it("matches a whole word or phrase, and a letter or sign anywhere", () => {
    expect(findRejected("નરારામાં પરવાળાં જોવા મળે છે", "પરવાળા")).toBeUndefined();
    expect(findRejected("નરારામાં પરવાળા જોવા મળે છે", "પરવાળા")).toBe("પરવાળા");
    expect(findRejected("ગાડી બુક કરાવો", "બુક કરો")).toBeUndefined();
    expect(findRejected("હમણાં કૉલ કરો", "\u0AC9")).toBe("\u0AC9");
    expect(findRejected("लगभग 2 घंटे ड्राइविंग", "ड्राइविंग")).toBe("ड्राइविंग");
    expect(findRejected("ड्राइवर भत्ता", "ड्राइविंग")).toBeUndefined();
  });

  it.each(OTHERS)("%s: no data file uses one of them", (lang) => {
    const texts = textsIn(lang, files);
    expect(texts.length).toBeGreaterThan(300);
    const found = glossarySlips(
      lang,
      texts.map(({ file, at, text }) => ({ where: `${file} → ${at}`, text })),
    ).map((s) => `${s.where}: “${s.word}”, write “${s.instead}” (${s.text})`);
    expect(found).toEqual([]);
  });

  it.each(OTHERS)("%s: no string of the code (the editor's labels and hints, the words it writes) uses one of them", (lang) => {
    const texts = codeStrings(lang);
    expect(texts.length).toBeGreaterThan(lang === "gu" ? 20 : 10);
    expect(glossarySlips(lang, texts).map((s) => `${s.where}: “${s.word}”, write “${s.instead}” (${s.text})`)).toEqual([]);
  });

  it("gu: the owner's Gujarati guide uses none of them", () => {
    const lines = readFileSync("docs/owner-guide.gu.md", "utf8")
      .split("\n")
      .map((text, i) => ({ where: `docs/owner-guide.gu.md:${i + 1}`, text }));
    expect(lines.length).toBeGreaterThan(100);
    expect(glossarySlips("gu", lines).map((s) => `${s.where}: “${s.word}”, write “${s.instead}”`)).toEqual([]);
  });
});

/** The letters of each language, to know a string of the code that is written in it. */
const SCRIPT = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;

/**
 * Every string literal of the site's code (app/, scripts/, common/, tests excluded) written in
 * `lang`, by its file and line: the editor's labels and hints, the words the code writes.
 * Comments are not read: they may quote a slip to say why it is one; nor are the bad values
 * the build's refusals are tried with (scripts/bad-values/), wrong on purpose.
 */
function codeStrings(lang: "gu" | "hi") {
  const out: { where: string; text: string }[] = [];
  const files = ["app", "scripts", "common"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))
      .filter((f) => !f.startsWith(path.join("scripts", "bad-values", path.sep))),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        if (SCRIPT[lang].test(node.text))
          out.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text: node.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** Plural categories: an object of only these keys, with `other`, is a template for a number. */
const FORMS = new Set(["zero", "one", "two", "few", "many", "other"]);
type Forms = Partial<Record<string, string>> & { other: string };
const isPlural = (v: unknown): v is Forms =>
  !!v && typeof v === "object" && !Array.isArray(v) && typeof (v as Forms).other === "string" && Object.keys(v).every((k) => FORMS.has(k));

/** Every template for a number in a file, by its keys: `{ one, other }` objects. */
function plurals(value: unknown, keys: string[] = []): { at: string; forms: Forms }[] {
  if (isPlural(value)) return [{ at: keys.join("."), forms: value }];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => plurals(v, [...keys, k]));
  return [];
}

/** The placeholders that hold the number a template counts. */
const COUNTS = ["count", "seats", "days", "hours", "total"];

/**
 * Templates where English has a form for one and a language needs none, because its words
 * are right for 1 as for 12. Each with the reason; any other such template needs its `one`.
 */
const NEEDS_NO_ONE: Record<"gu" | "hi", Record<string, string>> = {
  gu: {
    "pages/cars.json carCard.seats": "“સીટ: {count} મુસાફર”: Gujarati counts with the singular noun, “1 મુસાફર”, “12 મુસાફર”.",
    "pages/cars.json carCard.label": "“({seats} મુસાફર)”: Gujarati counts with the singular noun, “1 મુસાફર”, “12 મુસાફર”.",
    "pages/cars.json carCard.alt": "“{seats} મુસાફર માટેની ગાડી”: Gujarati counts with the singular noun, “1 મુસાફર”, “12 મુસાફર”.",
    "words.json messages.car": "“({seats} મુસાફર)” in the message: Gujarati counts with the singular noun, “1 મુસાફર”, “12 મુસાફર”.",
    "pages/tours.json toursPage.days": "“{count} દિવસ”: દિવસ is the same for 1 and 6.",
    "pages/tours.json tourPage.totalDays": "“{count} દિવસ”: દિવસ is the same for 1 and 6.",
    "words.json fares.kmBilled": "“({days} દિવસ × {min} કિમી)”: દિવસ is the same for 1 and 4.",
  },
  hi: {
    "pages/tours.json toursPage.days": "“{count} दिन”: दिन is the same for 1 and 6.",
    "pages/tours.json tourPage.totalDays": "“{count} दिन”: दिन is the same for 1 and 6.",
    "words.json fares.kmBilled": "“({days} दिन × {min} किमी)”: दिन is the same for 1 and 4.",
  },
};

/**
 * A plural or a wrong case read with 1: “1 ગાડીઓ”, “1 દિવસમાં” (“within 24 hours”), “1 सीटें”,
 * “1 दिन में”, “1 घंटे 15 मिनट” (one hour before the minutes is “1 घंटा”; “1 घंटे का” stays).
 */
const WRONG_AT_ONE: Record<"gu" | "hi", RegExp> = {
  gu: /(?<![\d,.])1 (ગાડીઓ|મુસાફરો|સીટો|બેઠકો|દિવસો|કલાકો)(?![\p{L}\p{M}])|(?<![\d,.])1 દિવસમાં/u,
  hi: /(?<![\d,.])1 (गाड़ियाँ|गाड़ियों|सीटें|सीटों|यात्रियों|दिनों|घंटों)(?![\p{L}\p{M}])|(?<![\d,.])1 दिन में|(?<![\d,.])1 घंटे(?= \d| या| और|,|$)/u,
};

/** A template filled as the site fills it, with 1 for its count and names for its names. */
function atOne(template: string, count: string | "all"): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (count === "all" ? COUNTS.includes(name) : name === count) return "1";
    if (COUNTS.includes(name) || name === "km" || name === "max" || name === "percent") return "12";
    if (name === "minutes") return "15";
    return "X";
  });
}

describe("every template for a number, read at 1", () => {
  it.each(OTHERS)("%s: where English has a form for one, so does the translation, or the list says why it needs none", (lang) => {
    const missing: string[] = [];
    for (const file of englishWordFiles) {
      for (const { at, forms } of plurals(files[file])) {
        if (forms.one === undefined) continue;
        const translated = valueAt(files[inLang(file, lang)], at);
        if (isPlural(translated) && translated.one !== undefined) continue;
        if (NEEDS_NO_ONE[lang][`${file} ${at}`]) continue;
        missing.push(
          `${inLang(file, lang)} → ${at}: English has “${forms.one}”; write a form for one, or list it in NEEDS_NO_ONE with the reason (${JSON.stringify(translated)})`,
        );
      }
    }
    expect(missing).toEqual([]);
    // The list names only templates that are there.
    for (const key of Object.keys(NEEDS_NO_ONE[lang])) {
      const [file, at] = key.split(" ");
      expect(isPlural(valueAt(files[file], at)), key).toBe(true);
    }
  });

  it.each(OTHERS)("%s: no template reads a plural, or the wrong case, with 1", (lang) => {
    const wrong: string[] = [];
    for (const file of englishWordFiles.map((f) => inLang(f, lang))) {
      // The templates for a number: the forms picked for 1 (one, or other without it) …
      for (const { at, forms } of plurals(files[file])) {
        const count = COUNTS.find((c) => forms.other.includes(`{${c}}`));
        if (!count) continue;
        const text = atOne(forms.one ?? forms.other, count);
        if (WRONG_AT_ONE[lang].test(text)) wrong.push(`${file} → ${at}: “${text}”`);
      }
      // … and every other text with a number in it.
      for (const { at, text } of textsIn(lang, { [file]: files[file] })) {
        if (!COUNTS.some((c) => text.includes(`{${c}}`)) || /\.(one|other|zero|two|few|many)$/.test(at)) continue;
        const filled = atOne(text, "all");
        if (WRONG_AT_ONE[lang].test(filled)) wrong.push(`${file} → ${at}: “${filled}”`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The end of a sentence: . । ? ! at the end or before a space (not the dots of an address). */
const SENTENCE_END = /[.।?!](\s|$)/;
/** A range written with a dash between two numbers or two filled-in values. */
const DASH_RANGE = /(\d|\})\s*[-–—]\s*(\d|\{)/;

describe("ranges", () => {
  it.each(OTHERS)("%s: a sentence writes a range in words, never with a dash", (lang) => {
    const dashed = textsIn(lang, files).filter(({ text }) => SENTENCE_END.test(text) && DASH_RANGE.test(text));
    expect(dashed.map(({ file, at, text }) => `${file} → ${at}: ${text}`)).toEqual([]);
  });

  it("labels keep their dash: the filter's group sizes", () => {
    expect((files["pages/cars.gu.json"] as { carsPage: { filters: string[] } }).carsPage.filters[1]).toBe("1–4");
  });
});

describe("Hindi punctuation", () => {
  it("no Hindi text ends a sentence with a Latin full stop", () => {
    const latin = textsIn("hi", files).filter(({ text }) => /[\u0900-\u0963\u0966-\u097F]\./.test(text));
    expect(latin.map(({ file, at, text }) => `${file} → ${at}: ${text}`)).toEqual([]);
  });
});

describe("the privacy sentences against the analytics code", () => {
  const counted = countedWords();
  const kept = keptWords();
  const notice = (lang: Lang) => valueAt(files[inLang("words.json", lang)], "shell.analyticsNotice") as string;
  const privacy = (lang: Lang) => valueAt(files[inLang("pages/cars.json", lang)], "carsPage.planner.privacy") as string;

  it("the guide gives words for every event the analytics script sends and every property a report carries, and for nothing else", () => {
    const events = countedEvents();
    expect(events).toEqual(
      expect.arrayContaining(["pageview", "Call", "WhatsApp", "E-mail", "Directions", "Trip sent", "Tour sent", "Speed"]),
    );
    expect([...new Set(counted.filter((r) => !r.prop).map((r) => r.id))].sort()).toEqual([...events].sort());
    const props = Object.entries(REPORTED_PROPS).flatMap(([event, list]) => list.map((p) => `${event} → ${String(p)}`));
    expect(
      counted
        .filter((r) => r.prop)
        .map((r) => `${r.id} → ${r.prop}`)
        .sort(),
    ).toEqual(props.sort());
  });

  it.each(LANGS)("%s: the footer's sentence names every event counted, with what a report carries", (lang) => {
    const text = notice(lang);
    const unnamed = counted
      .filter((r) => !names(text, r.words[lang], lang))
      .map((r) => `${r.id}${r.prop ? ` → ${r.prop}` : ""}: “${r.words[lang]}”`);
    expect(unnamed, text).toEqual([]);
  });

  it.each(LANGS)("%s: the planner's sentence names what stays with the visitor, and nothing a report carries", (lang) => {
    const text = privacy(lang);
    expect(
      kept.filter((k) => !names(text, k.words[lang], lang)).map((k) => k.id),
      text,
    ).toEqual([]);
    // A report's property (the car, the place, the tour) is sent when analytics is on: the
    // planner, whose sentence stands in every build, never says it stays.
    const reported = new Set(Object.values(REPORTED_PROPS).flat().map(String));
    expect(kept.filter((k) => reported.has(k.id))).toEqual([]);
    const carried = counted.filter((r) => r.prop);
    expect(
      carried.filter((r) => names(text, r.words[lang], lang)).map((r) => r.prop),
      text,
    ).toEqual([]);
  });

  it("the fields the guide names are the planner's own", () => {
    // Typed against the planner's trip (kinds/cars/island/trip/trip.ts), so that a field renamed there fails here.
    const fields: Record<TripField, true> = {
      pickup: true,
      drop: true,
      roundTrip: true,
      date: true,
      returnDate: true,
      time: true,
      passengers: true,
      carId: true,
      name: true,
      tour: true,
      stops: true,
    };
    for (const k of kept) expect(Object.keys(fields), k.id).toContain(k.id);
  });
});

describe("what stays in Latin letters", () => {
  it("the brands the content check lets stand in Latin letters are the guide's", () => {
    const section = guideSection("What stays in Latin letters");
    for (const brand of LATIN_BRANDS) expect(section, brand).toContain(brand);
  });
});
