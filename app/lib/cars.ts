import type { Car } from "#app/content/fleet/cars.ts";
import type { Lang } from "#app/content/languages.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { CARS_PATH, carPath, PLAN_ID } from "#app/site-pages.ts";
import { localePath } from "./i18n.ts";

export function carsForGroup<T extends Pick<Car, "capacity">>(list: T[], range: { min: number; max: number }): T[] {
  return list.filter((c) => c.capacity >= range.min && c.capacity <= range.max);
}

/** The page of a car's model, in a language: /gu/cars/innova-crysta/. */
export const carHref = (lang: Lang, car: Pick<Car, "model">) => localePath(lang, carPath(car.model));

/**
 * The trip planner with a car chosen: /cars/?car=7#plan. Written from the cars page's path
 * rather than as "?car=7", so that the link is the same from every page (a relative link
 * from the prerendered "/cars/" would keep that slash differently from the canonical URL).
 */
export const carPlanHref = (lang: Lang, car: Pick<Car, "id">) => `${localePath(lang, CARS_PATH)}?car=${car.id}#${PLAN_ID}`;

/** A car's seats, bags, AC and fuel, written: "Seats: 7 passengers", "Luggage: 3 large bags, 2 small bags", "AC". */
export interface CarFactsText {
  seats: string;
  luggage: string;
  ac: string;
  /** "Fuel: CNG". */
  fuel: string;
}

/** What its card and its model's page say of a car's seats, bags and AC, in `copy`'s language. */
export const carFacts = (copy: CarsWords["carCard"], car: Pick<Car, "capacity" | "luggage" | "ac" | "fuel">): CarFactsText => ({
  seats: copy.seats(car.capacity),
  luggage: copy.luggage(car.luggage),
  ac: copy.ac(car.ac),
  fuel: copy.fuel(car.fuel),
});
