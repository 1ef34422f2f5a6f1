/**
 * The site's terms, one form each in Gujarati and Hindi (glossary.json, the one home of the
 * words of the trade and of the forms the site does not use; docs/style-guide.md explains the
 * rules behind them). Read by the test that holds every Gujarati and Hindi string the site
 * ships to it (scripts/words-rules.test.ts), by the build, which warns the owner of a ruled-out
 * form in an edit (scripts/content-check.ts), and by the editor, whose fields show the forms of
 * the terms their English names (scripts/steps/editor-config.ts).
 */
import { PREFIXED_LANGS } from "#app/content/languages.ts";
import data from "./glossary.json" with { type: "json" };

export interface Term {
  /** The thing, in English, as the English pages name it (with a note in brackets). */
  en: string;
  gu: string;
  hi: string;
  /** The forms of it that the site does not use, a letter or sign alone where one is wrong anywhere (◌ marks the letter it sits on). */
  not?: { gu?: string[]; hi?: string[] };
  /** The English words that name it in a field's English text, for the editor's hint. */
  match?: string[];
}

export const terms: Term[] = (data as { terms: Term[] }).terms;

export interface RuledOut {
  lang: "gu" | "hi";
  /** The word, phrase, letter or sign the site does not use (◌ dropped). */
  word: string;
  /** What the site writes instead: the term's form in that language, and the term. */
  instead: string;
}

/** Every ruled-out form, with the one to write. */
export const ruledOut: RuledOut[] = terms.flatMap((t) =>
  PREFIXED_LANGS.flatMap((lang) =>
    (t.not?.[lang] ?? []).map((word) => ({ lang, word: word.replace(/\u25CC/g, ""), instead: `${t[lang]} (${t.en})` })),
  ),
);

/**
 * Where `text` holds the ruled-out `word`: a single letter or sign anywhere; a word or a
 * phrase only whole, not inside a longer word (“પરવાળા” is not in “પરવાળાં”). JavaScript's
 * `\b` knows only Latin letters, so the edges are any letter, sign or digit of any script.
 */
export function findRuledOut(text: string, word: string): string | undefined {
  if ([...word].length === 1) return text.includes(word) ? word : undefined;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}])`, "u").exec(text)?.[0];
}

/** A text of the site in one language, and where it lives: a data file and its keys, a code file and its line. */
export interface Placed {
  where: string;
  text: string;
}

/** Each ruled-out form in `texts` of `lang`: where, which form, and what to write instead. */
export function glossarySlips(lang: "gu" | "hi", texts: Placed[]): { where: string; word: string; instead: string; text: string }[] {
  return texts.flatMap(({ where, text }) =>
    ruledOut.filter((r) => r.lang === lang && findRuledOut(text, r.word)).map((r) => ({ where, word: r.word, instead: r.instead, text })),
  );
}

/**
 * The editor's hint for a field whose English text names terms of the glossary: how the site
 * writes each in Gujarati and Hindi. Undefined when it names none.
 */
export function glossaryHint(english: string): string | undefined {
  const named = terms.filter((t) =>
    (t.match ?? []).some((m) => new RegExp(`(?<![\\p{L}])${m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu").test(english)),
  );
  if (!named.length) return undefined;
  return `The site's words: ${named.map((t) => `${t.en.replace(/ \(.*\)$/, "")}: ${t.gu}, ${t.hi}`).join("; ")}.`;
}
