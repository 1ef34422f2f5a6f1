/**
 * The fleet, in the order the Cars page shows it. Ids run 1–12 and must stay unique
 * (the schema refuses a duplicate). `image` names a picture in `app/assets/images/`
 * without its extension; every car takes the shared booking phone.
 */
import { business } from "./business.ts";

export interface Car {
  id: number;
  name: string;
  /** Passenger seats, driver not counted. */
  capacity: number;
  image: string;
  /** E.164, with the country code's plus sign. */
  phone: string;
}

const fleet: Omit<Car, "phone">[] = [
  { id: 1, name: "Innova Crysta", capacity: 7, image: "cars/innova-crysta" },
  { id: 2, name: "Ertiga", capacity: 6, image: "cars/ertiga" },
  { id: 3, name: "Swift Dzire", capacity: 4, image: "cars/swift-dzire" },
  { id: 4, name: "Baleno", capacity: 5, image: "cars/baleno" },
  { id: 5, name: "Nexa XL6", capacity: 7, image: "cars/nexa-xl6" },
  { id: 6, name: "AURA", capacity: 5, image: "cars/aura" },
  { id: 7, name: "Urbania", capacity: 13, image: "cars/urbania" },
  { id: 8, name: "Urbania", capacity: 17, image: "cars/urbania" },
  { id: 9, name: "Tempo Traveller", capacity: 12, image: "cars/tempo-traveller" },
  { id: 10, name: "Tempo Traveller", capacity: 17, image: "cars/tempo-traveller" },
  { id: 11, name: "Tempo Traveller", capacity: 26, image: "cars/tempo-traveller" },
  { id: 12, name: "Tempo Traveller", capacity: 29, image: "cars/tempo-traveller" },
];

export const cars: Car[] = fleet.map((car) => ({ ...car, phone: business.phone }));

/** Ids of the three cars shown under "Popular Cars" on the home page. */
export const popularCarIds = [1, 2, 3];

/** The group sizes the cars page filters by (their labels are words: pages/cars.ts). */
export const groupSizes = [
  { min: 1, max: 60 },
  { min: 1, max: 4 },
  { min: 5, max: 7 },
  { min: 8, max: 17 },
  { min: 18, max: 60 },
];
