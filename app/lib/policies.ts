/**
 * The terms as the home page's policies (and any page that lists them): shared by page kinds,
 * so it sits below them. The questions page answers from the same sentences (lib/questions.ts).
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { terms } from "#app/content/terms/terms.ts";
import { pageWords } from "#app/content/words/words.ts";
import { termsSentences } from "./questions.ts";

const rates = () => cars.flatMap((c) => carRate(c.id) ?? []);

/**
 * The home page's policies, in a language: the spec's four (changing or cancelling free, no
 * hidden charges, drivers, clean cars), then the other terms written out. The first is the
 * terms' own sentence; "no hidden charges", the drivers and the cars are words (home*.json).
 */
export function termsPolicies(lang: Lang, words: string[]): string[] {
  const s = termsSentences({ lang, words: pageWords("questions", lang), terms, card: rateCard, rates: rates() });
  return [s.freeCancel, ...words, ...(s.lateCancel ? [s.lateCancel] : []), s.waiting, s.advance, s.driverDetails];
}

/** The terms a planned trip's sheet prints (kinds/cars): changing or cancelling, a later cancellation, the refund and the advance. */
export function tripTerms(lang: Lang): string[] {
  const s = termsSentences({ lang, words: pageWords("questions", lang), terms, card: rateCard, rates: rates() });
  return [s.freeCancel, s.lateCancel, s.refund, s.advance].filter((x): x is string => !!x);
}
