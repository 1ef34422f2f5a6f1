/** The English words the tests compare pages with, read from the content data files. */
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { navPages } from "#app/site-pages.ts";

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
export const nav = navPages.map((p) => ({ label: en.words.navLabels[p.key], path: localePath("en", p.path) }));
export const { testimonials, policies, places } = en.home;
export const { achievements } = en.owner;
