/**
 * The fleet, from `data/fleet.json` (the owner's "Cars"), in the order the cars page shows
 * it. The schema refuses a duplicate number and asks for three popular cars; every car
 * takes the shared booking phone.
 */
import data from "#app/content/data/fleet.json" with { type: "json" };
import { business } from "#app/content/business/business.ts";
import type { FleetData } from "./schema.ts";

export interface Car {
  id: number;
  name: string;
  /** Passenger seats, driver not counted. */
  capacity: number;
  image: string;
  /** E.164, with the country code's plus sign. */
  phone: string;
}

const fleet: FleetData = data;

export const cars: Car[] = fleet.cars.map((c) => ({ id: c.id, name: c.name, capacity: c.seats, image: c.image, phone: business.phone }));

/** Ids of the three cars shown under "Popular Cars" on the home page. */
export const popularCarIds = fleet.cars.filter((c) => c.popular).map((c) => c.id);

/** The group sizes the cars page filters by (their names are words: data/pages/cars*.json). */
export const groupSizes = fleet.groups;
