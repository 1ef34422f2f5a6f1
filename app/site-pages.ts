/**
 * The route table's single source: each page's key and its English path. `routes.ts`, the
 * prerender list, the sitemap and the page meta all read it, for every language (the
 * Gujarati and Hindi paths add their prefix: see lib/i18n.ts), so a new page is one line
 * here, plus its words and one route file per language.
 */
export const sitePages = [
  { key: "home", path: "/" },
  { key: "cars", path: "/cars" },
  { key: "about", path: "/about" },
  { key: "owner", path: "/owner" },
] as const;

export type SitePageKey = (typeof sitePages)[number]["key"];
export type PageKey = SitePageKey | "notFound" | "offline";

/** Prerendered at this path (under each language's prefix), then moved to `404.html`. */
export const NOT_FOUND_PATH = "/404";
/** What the service worker shows offline for an address it has not saved (not in the sitemap). */
export const OFFLINE_PATH = "/offline";

/**
 * The owner's editor (Sveltia CMS), served at this folder of the site. It is not a page:
 * not in the sitemap or the service worker, `noindex`, and with its own CSP.
 */
export const EDITOR_DIR = "admin";
