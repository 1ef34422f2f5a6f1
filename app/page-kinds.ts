/**
 * The one list of page kinds: each kind's entry, from its folder (app/kinds/<kind>/kind.ts,
 * which holds its route, page, data and head beside it). Everything that lists the site's
 * pages reads it: the routes (routes.ts: kinds/<kind>/route.tsx), the prerender list
 * (react-router.config.ts), the page handle, the menu and the footer, the build's sitemap,
 * social cards and headers (scripts/postbuild.ts), the service worker's first-visit save, the
 * bench, the engines script, the screenshots and the browser tests.
 *
 * A new kind is a folder under app/kinds/, its words in three languages (content/data/pages/)
 * with their module, and its line here (docs/architecture.md, "A new page kind").
 *
 * Every page is in every language: the paths here are English; the Gujarati and Hindi
 * addresses add their prefix (lib/i18n.ts, `localePath`).
 */
import type { HeadKey } from "#app/content/words/word-files.ts";
import type { PageKind } from "./page-kind.ts";
import { kind as about } from "#app/kinds/about/kind.ts";
import { kind as cars } from "#app/kinds/cars/kind.ts";
import { kind as home } from "#app/kinds/home/kind.ts";
import { kind as notFound } from "#app/kinds/not-found/kind.ts";
import { kind as offline } from "#app/kinds/offline/kind.ts";
import { kind as owner } from "#app/kinds/owner/kind.ts";
import { kind as places } from "#app/kinds/places/kind.ts";
import { kind as questions } from "#app/kinds/questions/kind.ts";
import { kind as tours } from "#app/kinds/tours/kind.ts";

export type { PageKind };

export const pageKinds = [home, cars, about, owner, places, tours, questions, notFound, offline] as const satisfies readonly PageKind[];

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
 * and the cars page (its models' pages have heads of their own, kinds/cars/data.ts).
 */
export type HeadPageKey = OnePageKey | HasHead<"cars">;

export const pageKind = (key: PageKey): PageKind => pageKinds.find((k) => k.key === key)!;

/** A kind's folder under app/kinds/: its key in kebab case (notFound → not-found). */
export const kindFolder = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

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
