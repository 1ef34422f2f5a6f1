/**
 * The places the business drives to, from `data/places.json` (the owner's "Service areas"),
 * with their names in each script: the city first, then the others. The places pages'
 * own words and facts are put together beside the pages (kinds/places/data.ts).
 */
import data from "#app/content/data/places.json" with { type: "json" };
import { roadTolls } from "#app/content/tours/plazas.ts";
import { minutesOf } from "#app/content/business/time.ts";
import type { PlacesData } from "./schema.ts";

/**
 * The file as stored: your city, and the other places (`places`, without the city). The
 * build checked it first; JSON types a choice ("always") only as a string, hence the cast.
 */
export const placesData: PlacesData = data as PlacesData;

const { city, places: others } = placesData;

export const homeCity = city;
/** The city's airport (places.json, Your city → Airport and station), if the owner names it. */
export const homeAirport = city.points?.find((p) => p.kind === "airport");
export const places = [city, ...others];

/** A road's tolls one way, by class, when its plazas are listed (tours/plazas.ts). */
const tollsOf = (slugs: string[] | undefined) => {
  const tolls = roadTolls(slugs);
  return tolls ? { tolls } : {};
};

/**
 * What the trip planner needs to know a place and estimate its fare: its names and, for a
 * place but the city, its road from the city. The cars page carries this in its HTML, not
 * the whole file.
 */
export const plannerPlaces = [
  { slug: city.slug, en: city.en, gu: city.gu, hi: city.hi },
  // The airport and the station: a transfer's fixed fare, or the start of a trip priced from there.
  ...(city.points ?? []).map((p) => ({
    slug: p.slug,
    en: p.en,
    gu: p.gu,
    hi: p.hi,
    ...(p.names ? { names: p.names } : {}),
    km: p.km,
    minutes: p.minutes,
    point: p.kind,
    ...tollsOf(p.tolls),
  })),
  ...others.map((p) => ({
    slug: p.slug,
    en: p.en,
    gu: p.gu,
    hi: p.hi,
    ...(p.names ? { names: p.names } : {}),
    km: p.distanceKm,
    minutes: minutesOf(p.drivingTime),
    ...tollsOf(p.tolls),
    returnDays: p.returnDays,
    sameDay: p.sameDay,
  })),
];

/** Every place's web address name, the city first: its page is at `/places/<slug>`. */
export const placeSlugs = places.map((p) => p.slug);
