/**
 * The questions page's answers and the home page's policies, written out from the owner's
 * terms (content/terms) and rate card (content/fleet/rates.ts) in a language's words: every
 * figure an answer states is read here from those two, never typed in the words, so a change
 * to the card or the terms changes the answer. Pure: the data comes in as arguments, so that
 * a test can hand it a changed card.
 */
import { languages, type Lang } from "#app/content/languages.ts";
import type { CarRate, RateCard } from "#app/content/fleet/rates.ts";
import { fill, plural } from "#app/content/templates.ts";
import type { Terms } from "#app/content/terms/terms.ts";
import type { QuestionsWordsData, SharedWordsData } from "#app/content/words/schema.ts";
import { GST_RATE } from "./fare.ts";
import { rupees } from "./money.ts";
import { FULL_STOP } from "./sentences.ts";

/** Each question's anchor on the page: a stable English id, the same in every language. */
export const QUESTION_IDS = {
  bags: "bags",
  ac: "ac",
  included: "included",
  cancel: "cancel",
  late: "late-train",
  pay: "paying",
  driverNumber: "driver-number",
  km: "km-and-days",
  oneWay: "one-way",
  night: "night",
  gst: "gst",
  permits: "permits",
  temples: "temples",
  gir: "gir-safari",
  pets: "pets",
  luggage: "luggage",
} as const satisfies Record<keyof QuestionsWordsData["questions"], string>;
export type QuestionKey = keyof typeof QUESTION_IDS;

/** A paragraph of an answer: words, or a link. */
export type AnswerPart = string | { text: string; href: string };
export interface Question {
  id: string;
  question: string;
  answer: AnswerPart[];
}

/** What the answers are written from. */
export interface QuestionsInput {
  lang: Lang;
  words: QuestionsWordsData;
  /** The fares' words as stored (templates). */
  fares: SharedWordsData["fares"];
  terms: Terms;
  /** Null when the owner shows no fares: then no answer states a price. */
  card: RateCard | null;
  /** Each car's rates (none when fares are hidden). */
  rates: CarRate[];
  /** The cars page's path in this language (without the base path), for the answer about bags. */
  carsHref: string;
}

/**
 * "A, B and C", "A, B or C". Gujarati and Hindi write no comma before their "and" and "or"
 * (“યુપીઆઈ, બેંક ટ્રાન્સફર અથવા રોકડ”, “ईंधन, ड्राइवर और एसी”), where the browser's list puts one
 * (“…, અથવા રોકડ”, “…, और एसी”): it is taken out of the last joint.
 */
const list = (lang: Lang, items: string[], type: "conjunction" | "disjunction") =>
  new Intl.ListFormat(languages[lang].tag, { type })
    .formatToParts(items)
    .map((p) => (p.type === "literal" && lang !== "en" ? p.value.replace(/^,\s+(?=\S)/u, " ") : p.value))
    .join("");

/** The terms as sentences: the questions page's answers and the home page's policies. */
export function termsSentences({ lang, words, terms, card, rates }: Omit<QuestionsInput, "fares" | "carsHref">) {
  const t = words.terms;
  const share = (percent: number) => fill(t.share, { percent });
  const figure = (c: { kind: string; amount?: number; percent?: number }) => (c.kind === "amount" ? rupees(c.amount!) : share(c.percent!));
  const c = terms.cancellation;
  const cancel =
    c.kind === "none"
      ? plural(lang, t.cancelFree, c.hours, { hours: c.hours })
      : plural(lang, t.cancelCharge, c.hours, { hours: c.hours, charge: figure(c) });
  const ways = list(
    lang,
    terms.payment.map((w) => t.ways[w]),
    "disjunction",
  );
  const advance = terms.advance.kind === "none" ? fill(t.advanceNone, { ways }) : fill(t.advance, { advance: figure(terms.advance), ways });
  // The driver's allowance is in every estimate (lib/fare.ts): its figures are the rate card's.
  const allowances = rates.map((r) => r.driverPerDay);
  const [min, max] = [Math.min(...allowances), Math.max(...allowances)];
  const allowance =
    !card || !allowances.length
      ? t.allowanceAny
      : min === max
        ? fill(t.allowanceOne, { amount: rupees(min) })
        : fill(t.allowance, { min: rupees(min), max: rupees(max) });
  const items = [terms.includes.fuel ? t.fuel : null, t.driver, allowance, terms.includes.ac ? t.ac : null].filter((x) => x !== null);
  return {
    cancel,
    waiting: fill(t.waiting, { minutes: terms.waitingMinutes }),
    advance,
    driverDetails: plural(lang, t.driverDetails, terms.driverDetailsHours, { hours: terms.driverDetailsHours }),
    includes: fill(t.includes, { items: list(lang, items, "conjunction") }),
  };
}

/** Every question with its answer, in the page's order. */
export function questionsAnswers(input: QuestionsInput): Question[] {
  const { lang, words, fares, terms, card, rates } = input;
  const w = words.questions;
  const s = termsSentences(input);
  const askFare = words.questionsPage.askFare;
  const notIncluded = `${fares.notIncludedTitle}: ${list(lang, fares.notIncluded, "conjunction")}${FULL_STOP[lang]}`;
  const oneWay = card
    ? [
        ...(rates.some((r) => r.oneWayPerKm !== undefined) ? [fill(fares.oneWayRate, { km: card.oneWayMinKm })] : []),
        ...(rates.some((r) => r.oneWayPerKm === undefined) ? [fares.oneWayAsReturn] : []),
      ]
    : [askFare];
  const answers: Record<QuestionKey, AnswerPart[]> = {
    bags: [w.bags.a, { text: words.questionsPage.carsLink, href: input.carsHref }],
    ac: [terms.includes.ac ? w.ac.yes : w.ac.no],
    included: [s.includes, notIncluded],
    cancel: [s.cancel],
    late: [s.waiting, w.late.a],
    pay: [s.advance],
    driverNumber: [s.driverDetails],
    km: [w.km.a, ...(card && card.minKmPerDay > 0 ? [fill(fares.minKm, { km: card.minKmPerDay })] : [])],
    oneWay,
    night: card ? [card.nightAllowance ? fill(fares.night, { amount: rupees(card.nightAllowance) }) : w.night.none] : [askFare],
    gst: card ? [card.gstIncluded ? fares.gstIncluded : fill(fares.gstExtra, { percent: GST_RATE * 100 })] : [askFare],
    permits: [w.permits.a],
    temples: [w.temples.a],
    gir: [w.gir.a],
    pets: [terms.pets[lang]],
    luggage: [terms.extraLuggage[lang]],
  };
  return (Object.keys(QUESTION_IDS) as QuestionKey[]).map((key) => ({ id: QUESTION_IDS[key], question: w[key].q, answer: answers[key] }));
}

/** An answer as one text, as the structured data gives it: its paragraphs joined by a space. */
export const answerText = (answer: AnswerPart[]) => answer.map((p) => (typeof p === "string" ? p : p.text)).join(" ");
