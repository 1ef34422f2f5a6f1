/**
 * The temples' hours are data (data/hours.json, shown on the place pages and the tour days);
 * a sentence of the words that still names a closing or an aarti's time must agree with it.
 * Once, one closing time per temple across the words files: the Dwarka page and both tours once
 * told two midday closings for Bet Dwarka's temple ("about 12:30 to 5" and "about 1 to 5").
 *
 * The figure kept, "about 12:30 to 5" for Bet Dwarka (the temple reopens at 5), is the one
 * travel guides give for Bet Dwarka itself, e.g. repurtech.com/beyt-dwarka-timings-a-complete-guide
 * ("closes at 12:30 PM … reopens … from 5:00 PM"); "1 to 5" is the Dwarkadhish temple's in
 * Dwarka town (anosar from 1 PM to 5 PM: taxiserviceinsomnath.com/dwarka-gujarat-temple-timings.html,
 * templetiming.com/places/shree-dwarkadhish-temple/), which the pages keep for that temple.
 */
import { describe, expect, it } from "vitest";
import { type Lang, LANGS as ALL_LANGS } from "#app/content/languages.ts";
import { readFiles } from "#app/content/read.ts";
import { sites } from "#app/content/hours/hours.ts";

const { files } = readFiles();
const LANGS: readonly Lang[] = ALL_LANGS;

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
/** Every string of the words files in a language (every file but the facts: business, places, fleet…). */
const words = (lang: Lang) =>
  Object.entries(files)
    .filter(([path]) => (lang === "en" ? /^(words|pages\/[a-z-]+)\.json$/.test(path) : path.endsWith(`.${lang}.json`)))
    .flatMap(([, data]) => strings(data));

/** The temples, as each language names them; the first a sentence names is the one it speaks of. */
const TEMPLES: { name: string; names: Record<Lang, RegExp> }[] = [
  { name: "Bet Dwarka", names: { en: /Bet Dwarka/, gu: /બેટ દ્વારકા/, hi: /बेट द्वारका/ } },
  { name: "Dwarkadhish, Dwarka", names: { en: /Dwarkadhish/, gu: /દ્વારકાધીશ/, hi: /द्वारकाधीश/ } },
];
const TIME = String.raw`(\d{1,2}(?::\d\d)?)`;
/** "closed … from 1 to 5", "1થી સાંજે 5 સુધી બંધ", "1 से शाम 5 बजे तक बंद". */
const CLOSED: Record<Lang, { word: RegExp; range: RegExp }> = {
  en: { word: /\bclose[sd]?\b/, range: new RegExp(`${TIME} to (?:the )?${TIME}`) },
  gu: { word: /બંધ/, range: new RegExp(`${TIME}થી (?:\\S+ )?${TIME}(?: વાગ્યા)? સુધી`) },
  hi: { word: /बंद/, range: new RegExp(`${TIME} से (?:\\S+ )?${TIME}(?: बजे)? तक`) },
};

/** Each temple's midday closings ("12:30–5") in these texts, with the sentence that gives each. */
export function closings(lang: Lang, texts: string[]): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>(TEMPLES.map((t) => [t.name, new Map()]));
  for (const sentence of texts.flatMap((t) => t.split(/(?<=[.।;])\s+/))) {
    const temple = TEMPLES.find((t) => t.names[lang].test(sentence));
    const range = CLOSED[lang].word.test(sentence) ? CLOSED[lang].range.exec(sentence) : null;
    if (temple && range) found.get(temple.name)!.set(`${range[1]}–${range[2]}`, sentence);
  }
  return found;
}

/** A temple's midday closings as data/hours.json gives them, written as the words write them: 13:00–17:00 is "1–5". */
function dataClosings(en: string): string[] {
  const site = sites.find((s) => s.en === en)!;
  const said = (hhmm: string) => {
    const [h, m] = hhmm.split(":").map(Number);
    return `${h % 12 || 12}${m ? `:${String(m).padStart(2, "0")}` : ""}`;
  };
  return site.open.slice(1).map((w, i) => `${said(site.open[i].to)}–${said(w.from)}`);
}

/** The sentences of every words file that name an aarti's time in English ("the evening aarti at 7"). */
const aartiTimes = (texts: string[]) => texts.flatMap((t) => [...t.matchAll(/\baarti at (\d{1,2})(?::(\d\d))?/g)].map((m) => Number(m[1])));

describe("the hours in the words agree with the opening hours' data", () => {
  it("finds two closings where two are written (the slip the Dwarka page and the tours made)", () => {
    const slip = closings("en", [
      "The temple on Bet Dwarka closes at midday, from about 12:30 to 5 in the afternoon: go there in the morning.",
      "The temple on Bet Dwarka closes at midday, from about 1 to 5 in the afternoon: the loop reaches it in the morning.",
    ]);
    expect([...slip.get("Bet Dwarka")!.keys()]).toEqual(["12:30–5", "1–5"]);
    expect([...closings("gu", ["બેટ દ્વારકાનું મંદિર બપોરે આશરે 1થી સાંજે 5 સુધી બંધ રહે છે."]).get("Bet Dwarka")!.keys()]).toEqual(["1–5"]);
    expect([...closings("hi", ["द्वारकाधीश मंदिर दोपहर 1 से शाम 5 बजे तक बंद रहता है।"]).get("Dwarkadhish, Dwarka")!.keys()]).toEqual(["1–5"]);
  });

  it("a closing written in any language's words is the one data/hours.json gives", () => {
    const data: Record<string, string[]> = {
      "Bet Dwarka": dataClosings("Bet Dwarka temple"),
      "Dwarkadhish, Dwarka": dataClosings("Dwarkadhish temple"),
    };
    expect(data).toEqual({ "Bet Dwarka": ["12:30–5"], "Dwarkadhish, Dwarka": ["1–5"] });
    for (const lang of LANGS) {
      for (const [temple, ranges] of closings(lang, words(lang))) {
        for (const [range, sentence] of ranges) expect(data[temple], `${lang}: ${temple} in “${sentence}”`).toContain(range);
      }
    }
  });

  it("an aarti's time in the words is one the data names", () => {
    const named = sites.flatMap((s) => (s.times ?? []).filter((t) => /aarti/i.test(t.en)).map((t) => Number(t.at.slice(0, 2)) % 12 || 12));
    const written = aartiTimes(words("en"));
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((h) => !named.includes(h))).toEqual([]);
    expect(aartiTimes(["the morning aarti at 4"]).filter((h) => !named.includes(h))).toEqual([4]);
  });
});
