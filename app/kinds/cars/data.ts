/**
 * What a car model's page shows (`/cars/<model>`), in one language, for its route
 * (kinds/cars/route.tsx), its social card and its structured data, at build time: each size of
 * the model with its seats, bags, AC and features, Call, WhatsApp and the planner; the rate
 * card's rows of its sizes; and the fares from your city to the places travellers ask for
 * most and of every tour, each figure from the one estimate (lib/fare.ts) through the fare
 * tables the places and tours pages use (lib/fare-table.ts). It sits beside the pages, as
 * place-pages.ts does: content holds the facts and the words, this turns them into a page's
 * parts.
 */
import { business, businessIn, businessToday, businessZone } from "#app/content/business/business.ts";
import { tripTerms } from "#app/lib/policies.ts";
import { qrCode, upiLink } from "#app/lib/upi.ts";
import { type Car, type CarModel, carModels, plannerCars } from "#app/content/fleet/cars.ts";
import { carRate, carRates, rateCard } from "#app/content/fleet/rates.ts";
import { plannerSites } from "#app/content/hours/hours.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeCity, placesData, plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads, tours } from "#app/content/tours/tours.ts";
import { businessFacts, pageWords, siteWords, wordsData } from "#app/content/words/words.ts";
import { type CarFactsText, carFacts, carPlanHref } from "#app/lib/cars.ts";
import { byTrip, type FareTableData, fareTable, placeTrips, type RateTablesData, rateTables, tableNotes } from "#app/lib/fare-table.ts";
import { localePath } from "#app/lib/i18n.ts";
import { phoneForDisplay, telLink, whatsappLink } from "#app/lib/links.ts";
import { hasEnded } from "#app/lib/notices.ts";
import { notices } from "#app/lib/page-notices.ts";
import { CARS_PATH, carPath, placePath, tourPath } from "#app/site-pages.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { plannerTours } from "./planner-tours.ts";
import type { PlannerIslandData } from "#app/kinds/cars/island/island-data.ts";

/**
 * How many places a car's page gives the fares to: the first of places.json, in the owner's
 * order, which puts the places travellers ask for most first (Jamnagar, Dwarka, Junagadh,
 * Somnath, Ahmedabad in the sample; docs/decisions/021).
 */
export const FARE_PLACES = 5;

/** The places a car's page gives the fares to. */
export const farePlaces = () => placesData.places.slice(0, FARE_PLACES);

/** A link with its visible words and what a screen reader hears. */
interface Action {
  href: string;
  text: string;
  label: string;
}

/** One size of the model: "Tempo Traveller (17 seats)". */
export interface CarSizeData {
  id: number;
  /** "Tempo Traveller (17 seats)", in the page's language. */
  label: string;
  facts: CarFactsText;
  features: string[];
  call: Action;
  /** WhatsApp, with a message that names the model and its seats. */
  whatsapp: Action;
  /** The trip planner with this car chosen (/cars/?car=10#plan). */
  plan: Action;
}

/** A table of fares with its title, its introduction and the km billed under it. */
export interface CarFares {
  title: string;
  text: string;
  table: FareTableData;
  notes: string[];
}

export interface CarPageData {
  kind: "car";
  /** The page's English path, /cars/innova-crysta, for its head's links to the other languages. */
  path: string;
  slug: string;
  /** The model's name as the fleet writes it, in Latin letters. */
  name: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Its photos, each once, by their names under app/assets/images, and what each shows. */
  pictures: { name: string; alt: string }[];
  sizesTitle: string;
  featuresTitle: string;
  sizes: CarSizeData[];
  /** The rate card's rows of its sizes; null without a rate card. */
  rates: { title: string; text: string; tables: RateTablesData } | null;
  /** From your city to the places asked for most, one way and return: a column for each size. */
  fares: CarFares | null;
  /** Every tour's whole fare: a column for each size. */
  tours: CarFares | null;
  allCars: { label: string; href: string };
}

/** A model by its web address name. */
export const carModel = (slug: string): CarModel | undefined => carModels.find((m) => m.slug === slug);

/** Its photos, each once: every size's photo, then their further photos. */
function picturesOf(lang: Lang, model: CarModel): CarPageData["pictures"] {
  const { carCard, carPage } = pageWords("cars", lang);
  const names = [...new Set([...model.cars.map((c) => c.image), ...model.cars.flatMap((c) => c.pictures)])];
  return names.map((name, i) => {
    const owners = model.cars.filter((c) => c.image === name);
    // A size's own photo is described as that size; one that sizes share, or a further photo, by its number.
    return { name, alt: owners.length === 1 ? carCard.alt(model.name, owners[0].capacity) : carPage.pictureAlt(model.name, i + 1) };
  });
}

/** The fares of `trips` in each size, a row for each trip, or null without a rate card. */
function faresOf(
  lang: Lang,
  model: CarModel,
  words: { title: string; text: string; column: string },
  trips: Parameters<typeof fareTable>[1],
  links: string[],
): CarFares | null {
  const { fares } = siteWords(lang);
  const { carCard } = pageWords("cars", lang);
  const sizes = model.cars.map((c) => ({
    id: c.id,
    label: carCard.label(c.name, c.capacity),
    textLabel: carCard.label(c.textName[lang], c.capacity),
  }));
  const table = fareTable(fares.car, trips, sizes, carRate, rateCard);
  if (!table) return null;
  const notes = tableNotes(table, fares, rateCard!);
  return { title: words.title, text: words.text, table: byTrip(table, words.column, links), notes };
}

function sizeOf(lang: Lang, car: Car): CarSizeData {
  const { carCard, carPage } = pageWords("cars", lang);
  const { messages, shell } = siteWords(lang);
  const label = carCard.label(car.name, car.capacity);
  return {
    id: car.id,
    label,
    facts: carFacts(carCard, car),
    features: car.features.map((f) => f[lang]),
    call: { href: telLink(car.phone), text: carCard.call, label: carCard.callLabel(label) },
    whatsapp: {
      href: whatsappLink(car.phone, messages.car(car)),
      text: carCard.message,
      label: `${carCard.messageLabel(label)} ${shell.opensNewTab}`,
    },
    plan: { href: carPlanHref(lang, car), text: carPage.plan, label: carCard.planLabel(label) },
  };
}

/** A car model's page in `lang`, or null for an unknown model. */
export function carPageData(lang: Lang, slug: string): CarPageData | null {
  const model = carModel(slug);
  if (!model) return null;
  const { carPage } = pageWords("cars", lang);
  const { fares } = siteWords(lang);
  const city = homeCity[lang];
  const { carCard } = pageWords("cars", lang);
  const tables = rateTables(fares, model.cars, (car) => ({ label: carCard.label(car.name, car.capacity) }), carRate, rateCard);
  const places = farePlaces();
  const tourWords = pageWords("tours", lang).tours;
  return {
    kind: "car",
    path: carPath(model.slug),
    slug: model.slug,
    name: model.name,
    // Sentences name the model as the language writes it (ટેમ્પો ટ્રાવેલર); the sizes' labels keep the Latin name.
    title: carPage.title(model.textName[lang], city),
    description: carPage.description(model.textName[lang], city),
    heading: carPage.heading(model.textName[lang]),
    intro: carPage.intro(model.textName[lang], city),
    pictures: picturesOf(lang, model),
    sizesTitle: carPage.sizesTitle,
    featuresTitle: carPage.featuresTitle,
    sizes: model.cars.map((car) => sizeOf(lang, car)),
    rates: tables && { title: fares.rateCardTitle, text: fares.rateCardIntro, tables },
    fares: faresOf(
      lang,
      model,
      { title: fares.faresTitle(city), text: carPage.faresText, column: carPage.tripColumn },
      places.flatMap((p) =>
        placeTrips(p, rateCard).map((t) => ({
          label: carPage.fareRow(p[lang], t.kind === "one-way" ? fares.oneWay : fares.returnTrip(t.days)),
          trip: t,
        })),
      ),
      places.flatMap((p) => placeTrips(p, rateCard).map(() => localePath(lang, placePath(p.slug)))),
    ),
    // Every tour: a tour names no group size, and its page prices it in every car.
    tours: faresOf(
      lang,
      model,
      { title: carPage.toursTitle, text: carPage.toursText(city), column: carPage.tourColumn },
      tours.map((t) => ({ label: tourWords.find((w) => w.slug === t.slug)?.name ?? t.slug, trip: tourTrip(t) })),
      tours.map((t) => localePath(lang, tourPath(t.slug))),
    ),
    allCars: { label: carPage.allCars, href: localePath(lang, CARS_PATH) },
  };
}

/**
 * The cars page's planner's data in `lang` (island/island-data.ts): everything its island
 * reads, the words and the business's facts it needs with them, the rate card, the places,
 * roads, hours, notices and tours. Written into the page and moved to a file of its own by
 * the build (decision 025); the island's script holds none of it (decision 033).
 */
export function plannerIslandData(lang: Lang): PlannerIslandData {
  return {
    lang,
    shared: wordsData("shared", lang),
    page: wordsData("cars", lang),
    facts: businessFacts(lang),
    cars: plannerCars,
    phone: business.phone,
    utcOffset: businessZone,
    rateCard,
    carRates,
    places: plannerPlaces,
    roads: plannerRoads,
    sites: plannerSites,
    // Not those ended by the day of the build: a page may still be read for a while, so the planner checks the trip's own days.
    notices: notices.filter((n) => !hasEnded(n, businessToday())),
    tours: plannerTours(lang),
    sheet: {
      business: business.name[lang],
      phone: phoneForDisplay(business.phone),
      terms: tripTerms(lang),
      ...(business.upi
        ? {
            upi: {
              id: business.upi,
              caption: pageWords("questions", lang).questionsPage.upiQr,
              // The payee's name as the bank shows it: the legal, English one (components/upi-pay.tsx).
              qr: qrCode(upiLink(business.upi, businessIn("en").name)),
            },
          }
        : {}),
    },
  };
}
