/** The English words the tests compare pages with, read from the content data files. */
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { menuPages, pageKinds } from "#app/page-kinds.ts";

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
/** The kinds that are one page each and in the sitemap (home, cars, about, owner): no items. */
export const sitePages = pageKinds.filter((k): k is Exclude<Extract<Kind, { sitemap: true }>, { items: object }> => k.sitemap && !("items" in k));
export const { achievements } = en.owner;
