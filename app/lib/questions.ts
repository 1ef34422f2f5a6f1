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
  included: "included",
  late: "late-train",
  ac: "ac",
  pay: "paying",
  balance: "balance",
  cancel: "cancel",
  driverNumber: "driver-number",
  driverStay: "driver-food-stay",
  km: "km-and-days",
  oneWay: "one-way",
  night: "night",
  extraStop: "extra-stop",
  airport: "airport",
  gst: "gst",
  permits: "permits",
  children: "children",
  boot: "boot-and-roof",
  luggage: "luggage",
  pets: "pets",
  temples: "temples",
  gir: "gir-safari",
} as const satisfies Record<keyof QuestionsWordsData["questions"], string>;
export type QuestionKey = keyof typeof QUESTION_IDS;

/** A paragraph of an answer: words, or a link. */
export type AnswerPart = string | { text: string; href: string };
export interface Question {
  id: string;
  question: string;
  answer: AnswerPart[];
}

/** The business's GST registration and UPI ID (business.json), as the answers use them. */
export interface PayingFacts {
  gst: { registered: boolean; gstin?: string };
  upi?: string;
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
  /** The city's page's table of transfer fares, for the answer about the airport. */
  cityFaresHref: string;
  /** GST and UPI, from the business's details. */
  paying: PayingFacts;
  /** The cars that run on CNG, with the bags their pages give, for the answer about the boot. */
  cngCars: { name: string; bags: string }[];
  /** The airport transfer's lowest and highest estimate (the city page's), or null without one. */
  airport: { min: number; max: number } | null;
}

/**
 * "A, B and C", "A, B or C". Gujarati and Hindi write no comma before their "and" and "or"
 * (“UPI, બેંક ટ્રાન્સફર અથવા રોકડ”, “डीज़ल-पेट्रोल, ड्राइवर और AC”), where the browser's list puts one
 * (“…, અથવા રોકડ”, “…, और AC”): it is taken out of the last joint.
 */
const list = (lang: Lang, items: string[], type: "conjunction" | "disjunction") =>
  new Intl.ListFormat(languages[lang].tag, { type })
    .formatToParts(items)
    .map((p) => (p.type === "literal" && lang !== "en" ? p.value.replace(/^,\s+(?=\S)/u, " ") : p.value))
    .join("");

/** The lowest and highest of some amounts, as "₹150 to ₹450", or one amount when they are the same. */
const span = (range: string, amounts: number[]) => {
  const [min, max] = [Math.min(...amounts), Math.max(...amounts)];
  return min === max ? rupees(min) : fill(range, { min: rupees(min), max: rupees(max) });
};

/** The terms as sentences: the questions page's answers and the home page's policies. */
export function termsSentences({ lang, words, terms, card, rates }: Pick<QuestionsInput, "lang" | "words" | "terms" | "card" | "rates">) {
  const t = words.terms;
  const share = (percent: number) => fill(t.share, { percent });
  const figure = (c: { kind: string; amount?: number; percent?: number }) => (c.kind === "amount" ? rupees(c.amount!) : share(c.percent!));
  const c = terms.cancellation;
  const hours = { hours: c.hours };
  // The free change or cancellation first (the first of the home page's policies), then what a
  // later cancellation keeps: at most the advance (terms/schema.ts holds the two together).
  const freeCancel =
    c.kind === "none"
      ? plural(lang, t.cancelFree, c.hours, hours)
      : plural(lang, c.dateChange ? t.changeOrCancel : t.cancelOnly, c.hours, hours);
  const lateCancel =
    c.kind === "none"
      ? c.dateChange
        ? plural(lang, t.dateChange, c.hours, hours)
        : null
      : plural(lang, t.cancelCharge, c.hours, { hours: c.hours, charge: figure(c) });
  const refund =
    terms.advance.kind === "none"
      ? null
      : c.refundWay === "same"
        ? plural(lang, t.refundSame, c.refundDays, { days: c.refundDays })
        : plural(lang, t.refund, c.refundDays, { days: c.refundDays, way: t.ways[c.refundWay] });
  // Waiting past the free minutes: the cars' extra hour on the card.
  const extraHours = card ? rates.map((r) => r.extraHour).filter((x): x is number => x !== undefined) : [];
  const waitingCharge =
    terms.waitingCharge === "none"
      ? t.waitingFree
      : !extraHours.length
        ? t.waitingAsk
        : fill(terms.waitingCharge === "halfHour" ? t.waitingHalfHour : t.waitingHour, { rate: span(t.range, extraHours) });
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
    freeCancel,
    lateCancel,
    refund,
    noShow: fill(t.noShow, { minutes: c.noShowMinutes }),
    breakdown: t.breakdown,
    waiting: fill(t.waiting, { minutes: terms.waitingMinutes }),
    waitingCharge,
    advance,
    driverDetails: plural(lang, t.driverDetails, terms.driverDetailsHours, { hours: terms.driverDetailsHours }),
    includes: fill(t.includes, { items: list(lang, items, "conjunction") }),
  };
}

/** Every question with its answer, in the page's order. */
export function questionsAnswers(input: QuestionsInput): Question[] {
  const { lang, words, fares, terms, card, rates, paying } = input;
  const w = words.questions;
  const s = termsSentences(input);
  const askFare = words.questionsPage.askFare;
  const notIncluded = `${fares.notIncludedTitle}: ${list(lang, [fares.tollTax, ...fares.notIncluded], "conjunction")}${FULL_STOP[lang]}`;
  const oneWay = card
    ? [
        ...(rates.some((r) => r.oneWayPerKm !== undefined) ? [fill(fares.oneWayRate, { km: card.oneWayMinKm })] : []),
        ...(rates.some((r) => r.oneWayPerKm === undefined) ? [fares.oneWayAsReturn] : []),
      ]
    : [askFare];
  const page = words.questionsPage;
  // GST: the card's rule while the business is registered (with its GSTIN); none when it is not.
  const gst = paying.gst.registered
    ? [
        card ? (card.gstIncluded ? fares.gstIncluded : fill(fares.gstExtra, { percent: GST_RATE * 100 })) : askFare,
        ...(paying.gst.gstin ? [fill(page.gstin, { gstin: paying.gst.gstin })] : []),
      ]
    : [w.gst.none];
  const night = card?.nightAllowance
    ? [fill(fares.night, { amount: rupees(card.nightAllowance) }), fill(w.night.example, { amount: rupees(card.nightAllowance) })]
    : card
      ? [w.night.none]
      : [askFare];
  // The states' taxes, about, each with the page it comes from.
  const taxes = terms.stateTaxes.map((tax) => {
    const state = tax.state[lang];
    return tax.amount === undefined ? fill(w.permits.noFigure, { state }) : fill(w.permits[tax.per], { state, amount: rupees(tax.amount) });
  });
  const sources = [...new Set(terms.stateTaxes.map((tax) => tax.source))].map((href) => ({
    text: fill(w.permits.source, { site: new URL(href).hostname.replace(/^www\./, "") }),
    href,
  }));
  const answers: Record<QuestionKey, AnswerPart[]> = {
    bags: [w.bags.a, { text: page.carsLink, href: input.carsHref }],
    ac: [terms.includes.ac ? w.ac.yes : w.ac.no, terms.includes.acRule === "usual" ? w.ac.usual : w.ac.always],
    included: [s.includes, notIncluded],
    cancel: [s.freeCancel, ...(s.lateCancel ? [s.lateCancel] : []), ...(s.refund ? [s.refund] : []), s.noShow, s.breakdown],
    late: [s.waiting, s.waitingCharge, w.late.flight, w.late.a],
    pay: [s.advance, ...(paying.upi && terms.payment.includes("upi") ? [fill(page.upiId, { upi: paying.upi })] : [])],
    balance: [terms.balance[lang]],
    driverNumber: [s.driverDetails],
    driverStay: [terms.driverStay === "allowance" ? w.driverStay.allowance : w.driverStay.traveller],
    km: [w.km.a, ...(card && card.minKmPerDay > 0 ? [fill(fares.minKm, { km: card.minKmPerDay })] : [])],
    oneWay,
    night,
    extraStop: [
      w.extraStop.a,
      terms.extraStopCharge === 0 ? w.extraStop.free : card ? fill(w.extraStop.charge, { amount: rupees(terms.extraStopCharge) }) : askFare,
    ],
    airport: input.airport
      ? [
          fill(w.airport.a, { min: rupees(input.airport.min), max: rupees(input.airport.max) }),
          { text: w.airport.link, href: input.cityFaresHref },
        ]
      : [askFare],
    gst,
    permits: [w.permits.a, ...(taxes.length ? [w.permits.about, ...taxes, ...sources] : [])],
    children: [w.children[terms.childSeats], w.children.passenger],
    boot: [
      input.cngCars.length ? fill(w.boot.cng, { cars: input.cngCars.map((c) => `${c.name} (${c.bags})`).join("; ") }) : w.boot.noCng,
      terms.roofCarrier ? w.boot.roof : w.boot.noRoof,
      ...(terms.roofCarrier && terms.rainCover ? [w.boot.rain] : []),
    ],
    temples: [w.temples.a],
    gir: [w.gir.a],
    pets: [terms.pets[lang]],
    luggage: [terms.extraLuggage[lang]],
  };
  return (Object.keys(QUESTION_IDS) as QuestionKey[]).map((key) => ({ id: QUESTION_IDS[key], question: w[key].q, answer: answers[key] }));
}

/**
 * An answer as one text, as the structured data gives it: its paragraphs joined by a space,
 * without its links (a link's words, "See the cars", are no answer).
 */
export const answerText = (answer: AnswerPart[]) => answer.filter((p) => typeof p === "string").join(" ");
