/**
 * The questions page's data in a language: its words and each answer, written from the
 * rate card, the terms and the business's details (lib/questions.ts). The page and its
 * structured data (head.ts, `faqNode`) both read it, so the two say the same.
 */
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeAirport, homeCity } from "#app/content/places/places.ts";
import { terms } from "#app/content/terms/terms.ts";
import { pageWords, wordsData } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { CITY_FARES_ID, placePath } from "#app/site-pages.ts";
import { questionsAnswers, QUESTION_IDS } from "#app/lib/questions.ts";

const rates = () => cars.flatMap((c) => carRate(c.id) ?? []);

/**
 * The airport transfer's lowest and highest fare: the city's page's (kinds/places/data.ts),
 * from the one estimate. Null without a rate card or an airport.
 */
export function airportFares(): { min: number; max: number } | null {
  if (!rateCard || !homeAirport) return null;
  const trip = { kind: "transfer" as const, km: homeAirport.km, point: homeAirport.slug };
  const amounts = rates().flatMap((rate) => estimate(trip, rate, rateCard!)?.amount ?? []);
  return amounts.length ? { min: Math.min(...amounts), max: Math.max(...amounts) } : null;
}

/** GST and UPI as the answers use them. */
const paying = { gst: business.gst, upi: business.upi };

export function questionsPageData(lang: Lang) {
  const words = pageWords("questions", lang);
  const { carCard } = pageWords("cars", lang);
  const input = {
    lang,
    words,
    fares: wordsData("shared", lang).fares,
    terms,
    card: rateCard,
    rates: rates(),
    carsHref: localePath(lang, "/cars"),
    // The transfers' table on the city's page, where the airport answer sends the reader.
    cityFaresHref: `${localePath(lang, placePath(homeCity.slug))}#${CITY_FARES_ID}`,
    paying,
    airport: airportFares(),
    // The boot's answer names the cars on CNG with the bags their cards give: one fact, fleet.json.
    // By the model's name: its seats in brackets too would put brackets beside brackets.
    cngCars: cars.filter((c) => c.fuel === "cng").map((c) => ({ name: c.name, bags: carCard.bags(c.luggage) })),
  };
  return {
    page: words.questionsPage,
    questions: questionsAnswers(input),
    /** The owner's Google review link, if given. */
    reviewUrl: business.reviewUrl,
    /** Whether the UPI ID, its QR code and link follow the answer about paying (components/upi-pay.tsx). */
    upi: Boolean(business.upi) && terms.payment.includes("upi"),
    /** The answer the UPI block follows. */
    upiAfter: QUESTION_IDS.pay,
  };
}
export type QuestionsPageData = ReturnType<typeof questionsPageData>;
