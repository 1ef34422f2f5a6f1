/**
 * The site's addresses that code names: where the places and the tours live, the not-found
 * and offline pages, the editor's folder and the sections other pages link to. The list of
 * page kinds (page-kinds.ts) is built on them. No imports: the cars page's island reads it.
 */

/**
 * The cars pages: the cars page (the fleet, the planner, the rate card), and one page per car
 * model at `/cars/<model>` (the model's web address name comes from its name in the fleet:
 * content/fleet/cars.ts, `modelSlug`). Cars of the same name share their model's page.
 */
export const CARS_PATH = "/cars";
export const carPath = (model: string) => `${CARS_PATH}/${model}`;

/**
 * The places pages: the list, and one page per place at `/places/<slug>` (the slugs are
 * content: data/places.json). Linked from the footer and the home page, not the menu.
 */
export const PLACES_PATH = "/places";
export const placePath = (slug: string) => `${PLACES_PATH}/${slug}`;

/**
 * The tours pages: the list, and one page per tour at `/tours/<slug>` (the slugs are content:
 * data/tours.json). Linked from the menu, the home page and the pages of their places.
 */
export const TOURS_PATH = "/tours";
export const tourPath = (slug: string) => `${TOURS_PATH}/${slug}`;

/** The questions page: linked from the footer, the fare notes (to an answer) and the home page. */
export const QUESTIONS_PATH = "/questions";

/** Prerendered at this path (under each language's prefix), then moved to `404.html`. */
export const NOT_FOUND_PATH = "/404";
/** What the service worker shows offline for an address it has not saved (not in the sitemap). */
export const OFFLINE_PATH = "/offline";

/**
 * The owner's editor (Sveltia CMS), served at this folder of the site. It is not a page:
 * not in the sitemap or the service worker, `noindex`, and with its own CSP.
 */
export const EDITOR_DIR = "admin";

/** The cars page's sections that other pages link to: the trip planner and the car filter. */
export const PLAN_ID = "plan";
export const FILTER_ID = "filter";
/** A place's page's table of fares (on the city's page, the airport's and the station's), which the questions page links to. */
export const CITY_FARES_ID = "fares";
