/**
 * The fleet, from `data/fleet.json` (the owner's "Cars"), in the order the cars page shows
 * it. The schema refuses a duplicate number and asks for three popular cars; every car
 * takes the shared booking phone. Cars of the same name are one model, with one page
 * (`/cars/<model>`, the model's web address name from its name: `modelSlug`).
 */
import data from "#app/content/data/fleet.json" with { type: "json" };
import { business } from "#app/content/business/business.ts";
import type { Lang } from "#app/content/languages.ts";
import type { FleetData, Fuel } from "./schema.ts";
import { modelSlug } from "./slug.ts";

export interface Car {
  id: number;
  name: string;
  /** The model's name in a sentence, in each language: the name, or the fleet's `textName` (ટેમ્પો ટ્રાવેલર). */
  textName: Record<Lang, string>;
  /** The web address name of its model's page: "innova-crysta" (`modelSlug` of its name). */
  model: string;
  /** Passenger seats, driver not counted. */
  capacity: number;
  /** The bags it takes with every seat in use. */
  luggage: { large: number; small: number };
  ac: boolean;
  /** What it runs on: petrol, diesel or CNG. */
  fuel: Fuel;
  /** What it offers beyond its seats, in each language (none listed: empty). */
  features: Record<Lang, string>[];
  image: string;
  /** More photos, after `image`, on its model's page. */
  pictures: string[];
  /** E.164, with the country code's plus sign. */
  phone: string;
}

export { modelSlug };

// JSON types a choice ("cng") only as a string; the build checked it first.
const fleet: FleetData = data as FleetData;

export const cars: Car[] = fleet.cars.map((c) => ({
  id: c.id,
  name: c.name,
  textName: { en: c.name, gu: c.textName?.gu ?? c.name, hi: c.textName?.hi ?? c.name },
  model: modelSlug(c.name),
  capacity: c.seats,
  luggage: c.luggage,
  ac: c.ac,
  fuel: c.fuel,
  features: c.features ?? [],
  image: c.image,
  pictures: c.pictures ?? [],
  phone: business.phone,
}));

export interface CarModel {
  slug: string;
  /** The name as the first of its cars writes it. */
  name: string;
  /** Its name in a sentence, in each language: the first of its cars to give one (`Car.textName`). */
  textName: Record<Lang, string>;
  /** Its sizes, from the fewest seats (the fleet's order among equal seats). */
  cars: Car[];
}

/**
 * The models, each once, in the order of their first car in the fleet: cars whose names give
 * the same web address name ("Urbania" 13 and 17 seats) are one model, one page.
 */
export function modelsOf(list: Car[]): CarModel[] {
  const models = new Map<string, CarModel>();
  for (const car of list) {
    const model = models.get(car.model);
    if (model) model.cars.push(car);
    else models.set(car.model, { slug: car.model, name: car.name, textName: car.textName, cars: [car] });
  }
  return [...models.values()].map((m) => {
    // The first of its cars whose name in a sentence differs from the Latin name, in each language.
    const own = (lang: Lang) => m.cars.find((c) => c.textName[lang] !== c.name)?.textName[lang] ?? m.name;
    return { ...m, textName: { en: m.name, gu: own("gu"), hi: own("hi") }, cars: [...m.cars].sort((a, b) => a.capacity - b.capacity) };
  });
}

export const carModels: CarModel[] = modelsOf(cars);

/** Ids of the three cars shown under "Popular Cars" on the home page. */
export const popularCarIds = fleet.cars.filter((c) => c.popular).map((c) => c.id);

/** The group sizes the cars page filters by (their names are words: data/pages/cars*.json). */
export const groupSizes = fleet.groups;

/** What the trip planner needs of a car: it travels in the cars page as data, not in its script. */
export type PlannerCar = Pick<Car, "id" | "name" | "capacity">;
export const plannerCars: PlannerCar[] = cars.map(({ id, name, capacity }) => ({ id, name, capacity }));
