import type { Lang } from "#app/content/languages.ts";
import type { CarsWordsData, SharedWordsData } from "#app/content/words/schema.ts";
import type { BusinessFacts } from "#app/content/words/shape.ts";
import type { PlannerCar } from "#app/content/fleet/cars.ts";
import type { CarRate, RateCard } from "#app/content/fleet/rates.ts";
import type { PlannerPlace, PlannerRoads, PlannerTour } from "#app/kinds/cars/island/trip/trip.ts";
import type { Site } from "#app/lib/clock.ts";
import type { Notice } from "#app/content/notices/schema.ts";

/**
 * The cars page's island's data: all the island knows of the site, which it gets in its data
 * file (`PLANNER_DATA_ID`, page-dom.ts; in a file of its own in a build, decision 025), never
 * in its script. The kind writes it at build time (kinds/cars/data.ts `plannerIslandData`);
 * of content the island imports types and pure code only (the words' shaping, the roads'
 * minutes), no module that reads a data file, so its script carries no words file, no rate
 * card and no business record (the GSTIN, the UPI ID and the address stay out: `npm run
 * check:output` fails a build whose scripts hold them). Decision 033.
 */
export interface PlannerIslandData {
  lang: Lang;
  shared: SharedWordsData;
  page: CarsWordsData;
  /** What the words read of the business: its names in the page's language and the office hours. */
  facts: BusinessFacts;
  /** The fleet, as the planner needs it, and the booking number. */
  cars: PlannerCar[];
  phone: string;
  /** The business's clock, "+05:30" (Business details → Office hours → Time zone): the trip's today, and the calendar file's times (content/business/time.ts). */
  utcOffset: string;
  /** The rate card, as the estimate takes it (null when fares do not show), and each car's rates. */
  rateCard: RateCard | null;
  carRates: CarRate[];
  /** The places the planner estimates fares for, the city first: names and roads only. */
  places: PlannerPlace[];
  /** The roads table's stops and roads, for a trip of several stops. */
  roads: PlannerRoads;
  /** The opening hours, for the trip's clock (without their sources and dates, which no visitor reads there). */
  sites: Site[];
  /** The owner's notices not ended at the build: the planner shows those of the trip's places and days. */
  notices: Notice[];
  /** The tours a tour's page may choose (?tour=…), with the planner's words for one. */
  tours: { tours: PlannerTour[]; words: { tour: string; other: string } };
  /** What the trip sheet prints besides the trip: the terms that apply, and the UPI QR for the advance. */
  sheet: TripSheetData;
}

/** The trip sheet's facts of the business, at build time (kinds/cars/data.ts). */
export interface TripSheetData {
  /** The business's name in the page's language, at the sheet's head and in the calendar. */
  business: string;
  /** The booking number as a page writes it ("+91 98765 43210"), written at build time so the scripts share no more code. */
  phone: string;
  /** Changing or cancelling, a later cancellation, the refund, the advance: sentences in the page's language. */
  terms: string[];
  /** The UPI ID and its QR code (lib/upi.ts), when Business details give one. */
  upi?: { id: string; caption: string; qr: { size: number; path: string } };
}
