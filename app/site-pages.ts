/**
 * The route table's single source: each page's key and its English path. `routes.ts`, the
 * prerender list, the sitemap and the page meta all read it, for every language (the
 * Gujarati and Hindi paths add their prefix: see lib/i18n.ts), so a new page is one line
 * here, plus its words and its route file (routes/<key>.tsx).
 */
export const sitePages = [
  { key: "home", path: "/" },
  { key: "cars", path: "/cars" },
  { key: "about", path: "/about" },
  { key: "owner", path: "/owner" },
] as const;

export type SitePageKey = (typeof sitePages)[number]["key"];
export type PageKey = SitePageKey | "places" | "tours" | "notFound" | "offline";

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

/** The menu's links: the pages of the table, with the tours after the cars page. */
export const navPages = [...sitePages.slice(0, 2), { key: "tours", path: TOURS_PATH }, ...sitePages.slice(2)] as const;

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
