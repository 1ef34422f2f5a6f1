/**
 * The questions page's data in a language: its words and each answer, written from the
 * rate card and the terms (lib/questions.ts). The page and its structured data
 * (scripts/build/structured-data.ts) both read it, so the two say the same.
 */
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { terms } from "#app/content/terms/terms.ts";
import { pageWords, wordsData } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { questionsAnswers, termsSentences } from "#app/lib/questions.ts";

export function questionsPageData(lang: Lang) {
  const words = pageWords("questions", lang);
  const rates = cars.flatMap((c) => carRate(c.id) ?? []);
  const input = {
    lang,
    words,
    fares: wordsData("shared", lang).fares,
    terms,
    card: rateCard,
    rates,
    carsHref: localePath(lang, "/cars"),
  };
  return {
    page: words.questionsPage,
    questions: questionsAnswers(input),
    /** The owner's Google review link, if given. */
    reviewUrl: business.reviewUrl,
  };
}
export type QuestionsPageData = ReturnType<typeof questionsPageData>;

/** The terms as the home page's policies, in a language. */
export function termsPolicies(lang: Lang): string[] {
  const rates = cars.flatMap((c) => carRate(c.id) ?? []);
  const s = termsSentences({ lang, words: pageWords("questions", lang), terms, card: rateCard, rates });
  return [s.cancel, s.waiting, s.advance, s.driverDetails];
}
