/**
 * Every language's words in one object, for build-time code and tests (structured data,
 * social cards, the browser tests). It reads the files from disk, which only Node can, so
 * the pages read theirs through words-data.ts. Reading the files here also checks them
 * (load.ts).
 */
import { fileURLToPath } from "node:url";
import type { PageKey } from "#app/page-kinds.ts";
import { type Lang, LANGS } from "./languages.ts";
import { loadContent } from "./load.ts";
import { carsWords, type CarsWords } from "./cars-words.ts";
import { pageWords, sharedWords, type Words } from "./words.ts";
import type { AboutWords, HomeWords, NotFoundWords, OfflineWords, OwnerWords } from "./schema.ts";

export interface Edition {
  words: Words;
  home: HomeWords;
  cars: CarsWords;
  about: AboutWords;
  owner: OwnerWords;
  notFound: NotFoundWords;
  offline: OfflineWords;
}

const content = loadContent(fileURLToPath(new URL("../..", import.meta.url)));

export const editions = Object.fromEntries(
  LANGS.map((lang) => {
    const w = content.words[lang];
    const edition: Edition = {
      words: sharedWords(w.shared, lang),
      home: pageWords(w.home, lang),
      cars: carsWords(w.cars, lang),
      about: pageWords(w.about, lang),
      owner: pageWords(w.owner, lang),
      notFound: pageWords(w.notFound, lang),
      offline: pageWords(w.offline, lang),
    };
    return [lang, edition];
  }),
) as Record<Lang, Edition>;

/**
 * A page's title and description in a language: what its head, card and JSON-LD say. (The
 * places pages' and the tours pages' are in their own data: pages/place-pages.ts, pages/tour-pages.ts.)
 */
export function pageCopy(lang: Lang, key: Exclude<PageKey, "places" | "tours">) {
  const e = editions[lang];
  return {
    home: e.home.homePage,
    cars: e.cars.carsPage,
    about: e.about.aboutPage,
    owner: e.owner.ownerPage,
    notFound: e.notFound.notFoundPage,
    offline: { ...e.offline.offlinePage, description: e.offline.offlinePage.text },
  }[key];
}
