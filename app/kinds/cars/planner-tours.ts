import type { Lang } from "#app/content/languages.ts";
import { fill } from "#app/content/templates.ts";
import { tourFigures, tours, tourTolls } from "#app/content/tours/tours.ts";
import type { ToursWords } from "#app/content/words/shape.ts";
import { pageWords } from "#app/content/words/words.ts";
import { dayRoute, tourLink } from "#app/lib/tour-links.ts";
import type { PlannerTour } from "#app/kinds/cars/island/trip/trip.ts";

/**
 * The tours as the cars page's planner takes them (island/trip/trip.ts), in one language: each
 * tour's name, km and days for the estimate, and its days' places for the message; with the
 * planner's words for a tour.
 */
export function plannerTours(lang: Lang): { tours: PlannerTour[]; words: ToursWords["planner"] } {
  const w = pageWords("tours", lang);
  const list = tours.map((tour) => {
    const words = w.tours.find((t) => t.slug === tour.slug)!;
    return {
      slug: tour.slug,
      name: words.name,
      line: tourLink(lang, w, tour).line,
      km: tourFigures(tour).km,
      days: tour.days.length,
      ...(tourTolls(tour) ? { tolls: tourTolls(tour)! } : {}),
      lines: tour.days.map((_, i) => fill(w.tourPage.messageDay, { day: i + 1, places: dayRoute(tour, i, lang).join(" → ") })),
    };
  });
  return { tours: list, words: w.planner };
}
