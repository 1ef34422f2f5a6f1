/**
 * Paths per language: English at the root, Gujarati and Hindi under their prefix. Pure
 * functions, shared by the routes, the switcher, the meta tags and the build.
 */
import { type Lang, LANGS, languages } from "#app/content/languages.ts";

/**
 * A page's address in a language, from its English path: "/cars" → "/cars/" in English,
 * "/gu/cars/" in Gujarati; the home page "/" → "/", "/gu/". Every address ends with a slash:
 * each page is a folder's index.html, which every static host (GitHub Pages, Netlify,
 * Cloudflare Pages) serves at "/cars/" with 200, while "/cars" answers with a redirect to it
 * (docs/decisions/014). Links, canonicals, the sitemap and the prerender list all use this.
 */
export function localePath(lang: Lang, path: string): string {
  const folder = path.endsWith("/") ? path : `${path}/`;
  return `${languages[lang].prefix}${folder}`;
}

/** Set once the visitor has chosen a language, in the switcher or the suggestion. */
export const LANGUAGE_CHOSEN_KEY = "language-suggestion";

/** Choosing a language is remembered: English pages then stop suggesting another. */
export function rememberLanguageChoice() {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, "dismissed");
  } catch {
    // Storage blocked: nothing to remember it in.
  }
}

/** The language of a path inside the site (without BASE_PATH): "/gu/cars" → "gu". */
export function langOfPath(pathname: string): Lang {
  return LANGS.find((lang) => lang !== "en" && new RegExp(`^${languages[lang].prefix}(/|$)`).test(pathname)) ?? "en";
}

/** The English path of a path inside the site: "/gu/places/dwarka/" → "/places/dwarka". */
export function englishPath(pathname: string): string {
  const { prefix } = languages[langOfPath(pathname)];
  return pathname.slice(prefix.length).replace(/(.)\/$/, "$1") || "/";
}
