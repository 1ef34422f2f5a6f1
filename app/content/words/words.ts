/**
 * The one reader of the words: every words file, the words every page shares
 * (`data/words*.json`) and each page's (`data/pages/<page>*.json`), imported as JSON, which
 * Node, Vite and Vitest read alike. The pages read their words here at build time (decision
 * 015: no page's script carries words, so one route per page can hold all three languages);
 * so do the structured data, the social cards and the tests. The content check has already
 * passed (the build runs it first), so the files are read as their schema types.
 *
 * Names: `XData` is a file's type as stored (schema.ts), `X` the words as the pages use them
 * (shape.ts): `wordsData(key, lang)` gives the one, `siteWords(lang)` and `pageWords(key,
 * lang)` the other.
 */
import shared from "#app/content/data/words.json" with { type: "json" };
import sharedGu from "#app/content/data/words.gu.json" with { type: "json" };
import sharedHi from "#app/content/data/words.hi.json" with { type: "json" };
import home from "#app/content/data/pages/home.json" with { type: "json" };
import homeGu from "#app/content/data/pages/home.gu.json" with { type: "json" };
import homeHi from "#app/content/data/pages/home.hi.json" with { type: "json" };
import cars from "#app/content/data/pages/cars.json" with { type: "json" };
import carsGu from "#app/content/data/pages/cars.gu.json" with { type: "json" };
import carsHi from "#app/content/data/pages/cars.hi.json" with { type: "json" };
import about from "#app/content/data/pages/about.json" with { type: "json" };
import aboutGu from "#app/content/data/pages/about.gu.json" with { type: "json" };
import aboutHi from "#app/content/data/pages/about.hi.json" with { type: "json" };
import owner from "#app/content/data/pages/owner.json" with { type: "json" };
import ownerGu from "#app/content/data/pages/owner.gu.json" with { type: "json" };
import ownerHi from "#app/content/data/pages/owner.hi.json" with { type: "json" };
import notFound from "#app/content/data/pages/not-found.json" with { type: "json" };
import notFoundGu from "#app/content/data/pages/not-found.gu.json" with { type: "json" };
import notFoundHi from "#app/content/data/pages/not-found.hi.json" with { type: "json" };
import offline from "#app/content/data/pages/offline.json" with { type: "json" };
import offlineGu from "#app/content/data/pages/offline.gu.json" with { type: "json" };
import offlineHi from "#app/content/data/pages/offline.hi.json" with { type: "json" };
import places from "#app/content/data/pages/places.json" with { type: "json" };
import placesGu from "#app/content/data/pages/places.gu.json" with { type: "json" };
import placesHi from "#app/content/data/pages/places.hi.json" with { type: "json" };
import tours from "#app/content/data/pages/tours.json" with { type: "json" };
import toursGu from "#app/content/data/pages/tours.gu.json" with { type: "json" };
import toursHi from "#app/content/data/pages/tours.hi.json" with { type: "json" };
import { type Lang, LANGS } from "#app/content/languages.ts";
import type {
  AboutWordsData,
  CarsWordsData,
  HomeWordsData,
  NotFoundWordsData,
  OfflineWordsData,
  OwnerWordsData,
  PlacesWordsData,
  SharedWordsData,
  ToursWordsData,
} from "./schema.ts";
import {
  type AboutWords,
  carsWords,
  type CarsWords,
  fillNames,
  type HomeWords,
  type NotFoundWords,
  type OfflineWords,
  type OwnerWords,
  type PlacesWords,
  sharedWords,
  type SharedWords,
  type ToursWords,
} from "./shape.ts";

/** Each words file as stored, by its key: the shared words, then each page's. */
interface WordsData {
  shared: SharedWordsData;
  home: HomeWordsData;
  cars: CarsWordsData;
  about: AboutWordsData;
  owner: OwnerWordsData;
  notFound: NotFoundWordsData;
  offline: OfflineWordsData;
  places: PlacesWordsData;
  tours: ToursWordsData;
}
export type WordsDataKey = keyof WordsData;
/** The pages whose words these are. */
export type PageWordsKey = Exclude<WordsDataKey, "shared">;

const data: { [K in WordsDataKey]: Record<Lang, WordsData[K]> } = {
  shared: { en: shared, gu: sharedGu, hi: sharedHi },
  home: { en: home, gu: homeGu, hi: homeHi },
  cars: { en: cars, gu: carsGu, hi: carsHi },
  about: { en: about, gu: aboutGu, hi: aboutHi },
  owner: { en: owner, gu: ownerGu, hi: ownerHi },
  notFound: { en: notFound, gu: notFoundGu, hi: notFoundHi },
  offline: { en: offline, gu: offlineGu, hi: offlineHi },
  places: { en: places, gu: placesGu, hi: placesHi },
  tours: { en: tours, gu: toursGu, hi: toursHi },
};

/** A words file as stored, e.g. for the cars page to carry to the browser (its island shapes them there). */
export function wordsData<K extends WordsDataKey>(key: K, lang: Lang): WordsData[K] {
  return data[key][lang];
}

/** The words every page shares, in a language, as the components use them. */
export function siteWords(lang: Lang): SharedWords {
  return sharedWords(data.shared[lang], lang);
}

/** Each page's words as the pages use them. */
export interface PageWords {
  home: HomeWords;
  cars: CarsWords;
  about: AboutWords;
  owner: OwnerWords;
  notFound: NotFoundWords;
  offline: OfflineWords;
  places: PlacesWords;
  tours: ToursWords;
}

/** A page's words in a language: the names filled in, and the cars page's templates made functions. */
export function pageWords<K extends PageWordsKey>(key: K, lang: Lang): PageWords[K] {
  return (key === "cars" ? carsWords(data.cars[lang], lang) : fillNames(data[key][lang], lang)) as PageWords[K];
}

/** Every language's words in one object, for build-time code and tests (structured data, social cards, the browser tests). */
export interface Edition {
  words: SharedWords;
  home: HomeWords;
  cars: CarsWords;
  about: AboutWords;
  owner: OwnerWords;
  notFound: NotFoundWords;
  offline: OfflineWords;
}

export const editions = Object.fromEntries(
  LANGS.map((lang) => {
    const edition: Edition = {
      words: siteWords(lang),
      home: pageWords("home", lang),
      cars: pageWords("cars", lang),
      about: pageWords("about", lang),
      owner: pageWords("owner", lang),
      notFound: pageWords("notFound", lang),
      offline: pageWords("offline", lang),
    };
    return [lang, edition];
  }),
) as Record<Lang, Edition>;

/**
 * A page's title and description in a language: what its head, card and JSON-LD say. (The
 * places pages' and the tours pages' are in their own data: pages/place-pages.ts, pages/tour-pages.ts.)
 */
export function pageCopy(lang: Lang, key: Exclude<PageWordsKey, "places" | "tours">) {
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
