/**
 * The one list of page kinds. Everything that lists the site's pages reads it: the routes
 * (routes.ts), the prerender list (react-router.config.ts), the page handle and the meta
 * tags, the menu and the footer, the build's structured data, sitemap, social cards and
 * headers (scripts/postbuild.ts), the service worker's first-visit save, the bench, the
 * engines script and the browser tests.
 *
 * A new kind is an entry here, a page module (pages/), its words in three languages
 * (content/data/pages/) and its route file: routes/<key in kebab case>.tsx. The build's
 * structured data and social cards are tables keyed by every kind (scripts/build/), so a
 * kind left out of them is a type error.
 *
 * Every page is in every language: the paths here are English; the Gujarati and Hindi
 * addresses add their prefix (lib/i18n.ts, `localePath`).
 */
import { carModels } from "#app/content/fleet/cars.ts";
import { placeSlugs } from "#app/content/places/places.ts";
import { tours } from "#app/content/tours/tours.ts";
import type { HeadKey } from "#app/content/words/word-files.ts";
import { CARS_PATH, NOT_FOUND_PATH, OFFLINE_PATH, PLACES_PATH, QUESTIONS_PATH, TOURS_PATH } from "./site-pages.ts";

export interface PageKind {
  /** The page's key: its handle, its words, its social card (social/<key>.png). */
  key: string;
  /** The English path of the page, or of a kind's list when it has items. */
  path: string;
  /**
   * A kind with items has, besides its list at `path`, a page for each at `<path>/<slug>`:
   * the route's parameter, and where the slugs come from (content).
   */
  items?: { param: string; slugs: () => readonly string[] };
  /** Its place in the header's menu (1 first), which the footer repeats. */
  menu?: number;
  /** In the footer's links, after the menu's. */
  footer?: boolean;
  /** In the sitemap, with a canonical address and links to its other languages. */
  sitemap: boolean;
  /**
   * What the service worker saves on the first visit: every page of the kind, or only its
   * list (a page of one item is saved when the visitor opens it, service-worker/sw.ts).
   */
  offline: "all" | "list" | "none";
  /**
   * The not-found kind: its route answers every address that no other kind has; it is
   * prerendered at `path` and moved to the 404.html that hosts serve (scripts/postbuild.ts).
   */
  catchAll?: true;
}

export const pageKinds = [
  { key: "home", path: "/", menu: 1, sitemap: true, offline: "all" },
  // The cars page, and a page for each car model (content/data/fleet.json: cars of the same
  // name are one model), all saved on the first visit like the tours.
  {
    key: "cars",
    path: CARS_PATH,
    items: { param: "model", slugs: () => carModels.map((m) => m.slug) },
    menu: 2,
    sitemap: true,
    offline: "all",
  },
  { key: "about", path: "/about", menu: 4, sitemap: true, offline: "all" },
  { key: "owner", path: "/owner", menu: 5, sitemap: true, offline: "all" },
  // The places: the list, and a page for each place (content/data/places.json), linked from
  // the footer and the home page. Only the list is saved on the first visit: all of them
  // would more than double its download.
  { key: "places", path: PLACES_PATH, items: { param: "place", slugs: () => placeSlugs }, footer: true, sitemap: true, offline: "list" },
  // The tours (content/data/tours.json): few and small, all saved on the first visit.
  {
    key: "tours",
    path: TOURS_PATH,
    items: { param: "tour", slugs: () => tours.map((t) => t.slug) },
    menu: 3,
    sitemap: true,
    offline: "all",
  },
  // The questions travellers ask before they book, answered from the rate card and the terms.
  { key: "questions", path: QUESTIONS_PATH, footer: true, sitemap: true, offline: "all" },
  { key: "notFound", path: NOT_FOUND_PATH, catchAll: true, sitemap: false, offline: "none" },
  // What the service worker shows for an address it has not saved.
  { key: "offline", path: OFFLINE_PATH, sitemap: false, offline: "all" },
] as const satisfies readonly PageKind[];

export type PageKey = (typeof pageKinds)[number]["key"];
/** The kinds with a page for each item (cars, places, tours): their items' heads come from their data (pages/). */
export type ItemsKey = Extract<(typeof pageKinds)[number], { items: object }>["key"];
/**
 * The kinds of one page. Each one's words give its head (title, description and the headline
 * of its social card: content/words/word-file.ts, `pageWordFile`); a kind whose words do not
 * is a type error here.
 */
export type OnePageKey = HasHead<Exclude<PageKey, ItemsKey>>;
type HasHead<K extends HeadKey> = K;
/**
 * The kinds whose own page (or list) takes its head from its words: the pages of one page,
 * and the cars page (its models' pages have heads of their own, pages/car-pages.ts).
 */
export type HeadPageKey = OnePageKey | HasHead<"cars">;

export const pageKind = (key: PageKey): PageKind => pageKinds.find((k) => k.key === key)!;

/** A kind's pages by their English paths: its own (or its list), then one per item. */
export interface KindPage {
  key: PageKey;
  /** Undefined for the kind's own page (or its list). */
  slug?: string;
  path: string;
}

export function pagesOf(kind: PageKind): KindPage[] {
  const key = kind.key as PageKey;
  return [{ key, path: kind.path }, ...(kind.items?.slugs() ?? []).map((slug) => ({ key, slug, path: `${kind.path}/${slug}` }))];
}

/** Every prerendered page, every kind's, by English path. */
export const everyPage = (): KindPage[] => pageKinds.flatMap(pagesOf);

/** The pages in the sitemap (the not-found and offline pages are not). */
export const sitemapPages = (): KindPage[] => pageKinds.filter((k) => k.sitemap).flatMap(pagesOf);

type Kind = (typeof pageKinds)[number];
type MenuKind = Extract<Kind, { menu: number }>;
/** The kinds that the menu or the footer links to: each needs its label in the words (navLabels). */
export type LinkedKey = MenuKind["key"] | Extract<Kind, { footer: true }>["key"];

/** The header's menu, in its order. */
export const menuPages: { key: LinkedKey; path: string }[] = pageKinds
  .filter((k): k is MenuKind => "menu" in k)
  .sort((a, b) => a.menu - b.menu)
  .map((k) => ({ key: k.key, path: k.path }));

/** The footer's links: the menu's, then the kinds only the footer links to. */
export const footerPages: { key: LinkedKey; path: string }[] = [
  ...menuPages,
  ...pageKinds.filter((k): k is Extract<Kind, { footer: true }> => "footer" in k).map((k) => ({ key: k.key, path: k.path })),
];
