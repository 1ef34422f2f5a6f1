/**
 * Every language's words in one object, for build-time code and tests (the content check,
 * structured data, social cards, the offline pages). Pages never import this file: each
 * page's script carries only its own language's words.
 */
import * as copyEn from "./copy.ts";
import * as copyGu from "./copy.gu.ts";
import * as copyHi from "./copy.hi.ts";
import type { PageKey } from "../site-pages.ts";
import type { Lang } from "./languages.ts";
import * as aboutEn from "./pages/about.ts";
import * as aboutGu from "./pages/about.gu.ts";
import * as aboutHi from "./pages/about.hi.ts";
import * as carsEn from "./pages/cars.ts";
import * as carsGu from "./pages/cars.gu.ts";
import * as carsHi from "./pages/cars.hi.ts";
import * as homeEn from "./pages/home.ts";
import * as homeGu from "./pages/home.gu.ts";
import * as homeHi from "./pages/home.hi.ts";
import * as notFoundEn from "./pages/not-found.ts";
import * as notFoundGu from "./pages/not-found.gu.ts";
import * as notFoundHi from "./pages/not-found.hi.ts";
import * as offlineEn from "./pages/offline.ts";
import * as offlineGu from "./pages/offline.gu.ts";
import * as offlineHi from "./pages/offline.hi.ts";
import * as ownerEn from "./pages/owner.ts";
import * as ownerGu from "./pages/owner.gu.ts";
import * as ownerHi from "./pages/owner.hi.ts";

export interface Edition {
  words: copyEn.Words;
  home: typeof homeEn;
  cars: typeof carsEn;
  about: typeof aboutEn;
  owner: typeof ownerEn;
  notFound: typeof notFoundEn;
  offline: typeof offlineEn;
}

export const editions: Record<Lang, Edition> = {
  en: { words: copyEn.words, home: homeEn, cars: carsEn, about: aboutEn, owner: ownerEn, notFound: notFoundEn, offline: offlineEn },
  gu: { words: copyGu.words, home: homeGu, cars: carsGu, about: aboutGu, owner: ownerGu, notFound: notFoundGu, offline: offlineGu },
  hi: { words: copyHi.words, home: homeHi, cars: carsHi, about: aboutHi, owner: ownerHi, notFound: notFoundHi, offline: offlineHi },
};

/** A page's title and description in a language: what its head, card and JSON-LD say. */
export function pageCopy(lang: Lang, key: PageKey) {
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
