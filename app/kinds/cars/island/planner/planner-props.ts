import type { PlannerCar } from "#app/content/fleet/cars.ts";
import type { CarRate, RateCard } from "#app/content/fleet/rates.ts";
import type { PlannerPlace, PlannerRoads, PlannerTour, PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";
import type { Site } from "#app/lib/clock.ts";
import type { Notice } from "#app/content/notices/schema.ts";
import type { TripSheetData } from "#app/kinds/cars/island/island-data.ts";

/**
 * What the planner is given (by planner-island.tsx, from the island's data). Apart so that the planner, its hooks and
 * its parts name each input, and say what it is, once.
 */
export interface PlannerProps {
  copy: PlannerWords;
  /** How a car is named in the list and the message: "Urbania (13 seats)". */
  carLabel: (name: string, capacity: number) => string;
  /**
   * The page's address, where other pages leave a choice: a car's card the car (?car=7), a
   * place's page the pickup and the drop (?pickup=Rajkot&drop=Dwarka).
   */
  params: URLSearchParams;
  /** The cars to choose from, and to estimate for. */
  cars: PlannerCar[];
  /** The booking number the message goes to. */
  phone: string;
  /** The business's clock, "+05:30": the trip's today, and the calendar file's times. */
  utcOffset: string;
  /** The owner's rate card (null when fares do not show), and a car's rates by its number. */
  rateCard: RateCard | null;
  carRate: (carId: number) => CarRate | undefined;
  /**
   * The site's places, the city first, by their names in each script, with their road from
   * the city: the planner estimates a fare to a known place, and reports the place a trip
   * goes to.
   */
  places: PlannerPlace[];
  /** The roads table's stops and roads: a trip of several stops is counted on them, office to office. */
  roads: PlannerRoads;
  /** The temples' and sights' opening hours (data/hours.json): the trip's clock says what is open as the car arrives. */
  sites: Site[];
  /** The owner's notices with dates (data/notices.json): those of the trip's places or tour and days show with the estimate. */
  notices: Notice[];
  /** The tours a tour's page may choose (?tour=dwarka-somnath), and the planner's words for one. */
  tours: { tours: PlannerTour[]; words: { tour: string; other: string } };
  /** What the trip sheet prints besides the trip: the terms and the UPI QR. */
  sheet: TripSheetData;
  /** Changes the page's address without a reload (to leave a chosen tour). */
  onAddress: (href: string) => void;
  /** The group size as typed, for the car list's "fits" marks (null while not a number). */
  onPassengers: (n: number | null) => void;
}
