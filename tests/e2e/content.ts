/** The English words the tests compare pages with, read from the content data files. */
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { type HeadPageKey, menuPages, pageKinds, pagesOf } from "#app/page-kinds.ts";

const en = editions.en;
export const pages = {
  home: en.home.homePage,
  cars: en.cars.carsPage,
  about: en.about.aboutPage,
  owner: en.owner.ownerPage,
  notFound: en.notFound.notFoundPage,
};
export const { shell, messages } = en.words;
/** The menu's links: the four pages of the spec and the tours. */
export const nav = menuPages.map((p) => ({ label: en.words.navLabels[p.key], path: localePath("en", p.path) }));
export const { testimonials, policies, places } = en.home;
type Kind = (typeof pageKinds)[number];
/** The kinds in the sitemap whose own page (or list) takes its head from its words. */
type HeadKind = Extract<Kind, { sitemap: true; key: HeadPageKey }>;
/**
 * Every page in the sitemap whose head is its words' (a kind without items, and the cars
 * page, whose models' pages have their own): what each such page must do, a new kind included.
 */
export const onePages = pageKinds.filter((k): k is HeadKind => k.sitemap && (!("items" in k) || k.key === "cars"));
/**
 * The pages the spec names (home, cars, about, owner), whose own words the tests know: the
 * menu's pages that take their head from their words (the tours' list is the menu's too, but
 * its pages are its items').
 */
export const sitePages = onePages.filter((k): k is Extract<HeadKind, { menu: number }> => "menu" in k);
/**
 * A page of each kind in the sitemap, from the list of page kinds: its own page (or its list)
 * and, for a kind with items, its first item's. For the tests that would be too slow on every
 * page: a kind's pages share their layout and scripts.
 */
export const kindSamples = pageKinds.filter((k) => k.sitemap).flatMap((k) => pagesOf(k).slice(0, 2));
export const { achievements } = en.owner;
