/**
 * The tours as other pages link to them, in one language: a tour's link (its name, days, km,
 * places and lowest fare) for the tours list, the home page and a place's page; the tours that
 * include a place; a tour's days as its route. Shared by several page kinds, so it sits below
 * them; the tours pages' own data is app/kinds/tours/data.ts, the planner's tours
 * app/kinds/cars/planner-tours.ts.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { homeCity } from "#app/content/places/places.ts";
import { fill, plural } from "#app/content/templates.ts";
import { stops, tourFigures, tourPlaces, tours, tourTolls } from "#app/content/tours/tours.ts";
import type { ToursWords } from "#app/content/words/shape.ts";
import { pageWords } from "#app/content/words/words.ts";
import { TOURS_PATH, tourPath } from "#app/site-pages.ts";
import { estimate } from "./fare.ts";
import { localePath } from "./i18n.ts";
import { rupees } from "./money.ts";

export type Tour = (typeof tours)[number];

export interface TourLink {
  name: string;
  href: string;
  /** "4 days · about 720 km in all". */
  line: string;
  /** The places it covers, in order. */
  places: string[];
  /** What a screen reader hears for the link: "Dwarka and Somnath, day by day". */
  label: string;
  /** "From ₹9,100 (Swift Dzire)": the lowest fare of the whole tour; null without a rate card. */
  from: string | null;
}

/** A stop's name in a language (a place or a named stop of the roads table). */
export const stopName = (slug: string, lang: Lang) => stops.get(slug)?.[lang] ?? slug;

/** A tour's day `i` as its stops in order, from the last night's (day 1: from your city), named in `lang`. */
export function dayRoute(tour: Tour, i: number, lang: Lang): string[] {
  const day = tour.days[i];
  return [i === 0 ? homeCity.slug : tour.days[i - 1].night, ...(day.via ?? []), day.night].map((s) => stopName(s, lang));
}

/** A tour as the one estimate takes it: the whole circuit, office back to office, over its days. */
export const tourTrip = (tour: Tour) => {
  // The tolls of every leg, where all are known: the rate card's switch may add them.
  const tolls = tourTolls(tour);
  return { kind: "circuit" as const, km: tourFigures(tour).km, days: tour.days.length, tour: tour.slug, ...(tolls ? { tolls } : {}) };
};

/** The lowest fare of the whole tour and its car, or null without a rate card. */
export function lowestFare(tour: Tour): { amount: number; car: string } | null {
  if (!rateCard) return null;
  const card = rateCard;
  const all = cars.flatMap((c) => {
    const rate = carRate(c.id);
    const fare = rate && estimate(tourTrip(tour), rate, card);
    return fare ? [{ amount: fare.amount, car: c.name }] : [];
  });
  return all.reduce<{ amount: number; car: string } | null>((low, f) => (!low || f.amount < low.amount ? f : low), null);
}

export function tourLink(lang: Lang, w: ToursWords, tour: Tour): TourLink {
  const words = w.tours.find((t) => t.slug === tour.slug)!;
  const days = plural(lang, w.toursPage.days, tour.days.length, { count: tour.days.length });
  return {
    name: words.name,
    href: localePath(lang, tourPath(tour.slug)),
    line: `${days} · ${fill(w.tourPage.total, { km: tourFigures(tour).km })}`,
    places: tourPlaces(tour).map((p) => p[lang]),
    label: fill(w.toursPage.more, { tour: words.name }),
    from: (() => {
      const low = lowestFare(tour);
      return low && fill(w.toursPage.from, { fare: rupees(low.amount), car: low.car });
    })(),
  };
}

/** The tours for the home page: their links, the section's words and the link to all. */
export function homeTours(lang: Lang) {
  const w = pageWords("tours", lang);
  return { ...w.homeSection, allHref: localePath(lang, TOURS_PATH), tours: tours.map((t) => tourLink(lang, w, t)) };
}

/** The tours that include a place, for its page (none for your city, where every tour starts). */
export function toursOfPlace(lang: Lang, slug: string): { title: string; tours: TourLink[] } | null {
  const w = pageWords("tours", lang);
  const including = tours.filter((t) => tourPlaces(t).some((p) => p.slug === slug));
  const place = stops.get(slug);
  if (!including.length || !place) return null;
  return { title: fill(w.placeSection.title, { to: place[lang] }), tours: including.map((t) => tourLink(lang, w, t)) };
}
