/**
 * The words files as stored: the one module that imports them. Nothing the build loads before
 * the content check reaches it (the check reads the files from disk and words their problems
 * for the owner, scripts/content-check.ts); the words reader (words.ts) does, after. `satisfies`
 * holds each file's type to its schema's.
 */
import type { Lang } from "#app/content/languages.ts";
import sharedEn from "#app/content/data/words.json" with { type: "json" };
import sharedGu from "#app/content/data/words.gu.json" with { type: "json" };
import sharedHi from "#app/content/data/words.hi.json" with { type: "json" };
import homeEn from "#app/content/data/pages/home.json" with { type: "json" };
import homeGu from "#app/content/data/pages/home.gu.json" with { type: "json" };
import homeHi from "#app/content/data/pages/home.hi.json" with { type: "json" };
import carsEn from "#app/content/data/pages/cars.json" with { type: "json" };
import carsGu from "#app/content/data/pages/cars.gu.json" with { type: "json" };
import carsHi from "#app/content/data/pages/cars.hi.json" with { type: "json" };
import aboutEn from "#app/content/data/pages/about.json" with { type: "json" };
import aboutGu from "#app/content/data/pages/about.gu.json" with { type: "json" };
import aboutHi from "#app/content/data/pages/about.hi.json" with { type: "json" };
import ownerEn from "#app/content/data/pages/owner.json" with { type: "json" };
import ownerGu from "#app/content/data/pages/owner.gu.json" with { type: "json" };
import ownerHi from "#app/content/data/pages/owner.hi.json" with { type: "json" };
import notFoundEn from "#app/content/data/pages/not-found.json" with { type: "json" };
import notFoundGu from "#app/content/data/pages/not-found.gu.json" with { type: "json" };
import notFoundHi from "#app/content/data/pages/not-found.hi.json" with { type: "json" };
import offlineEn from "#app/content/data/pages/offline.json" with { type: "json" };
import offlineGu from "#app/content/data/pages/offline.gu.json" with { type: "json" };
import offlineHi from "#app/content/data/pages/offline.hi.json" with { type: "json" };
import placesEn from "#app/content/data/pages/places.json" with { type: "json" };
import placesGu from "#app/content/data/pages/places.gu.json" with { type: "json" };
import placesHi from "#app/content/data/pages/places.hi.json" with { type: "json" };
import toursEn from "#app/content/data/pages/tours.json" with { type: "json" };
import toursGu from "#app/content/data/pages/tours.gu.json" with { type: "json" };
import toursHi from "#app/content/data/pages/tours.hi.json" with { type: "json" };
import questionsEn from "#app/content/data/pages/questions.json" with { type: "json" };
import questionsGu from "#app/content/data/pages/questions.gu.json" with { type: "json" };
import questionsHi from "#app/content/data/pages/questions.hi.json" with { type: "json" };
import type { WordsDataOf, WordsKey } from "./word-files.ts";

export const storedWords = {
  shared: { en: sharedEn, gu: sharedGu, hi: sharedHi },
  home: { en: homeEn, gu: homeGu, hi: homeHi },
  cars: { en: carsEn, gu: carsGu, hi: carsHi },
  about: { en: aboutEn, gu: aboutGu, hi: aboutHi },
  owner: { en: ownerEn, gu: ownerGu, hi: ownerHi },
  notFound: { en: notFoundEn, gu: notFoundGu, hi: notFoundHi },
  offline: { en: offlineEn, gu: offlineGu, hi: offlineHi },
  places: { en: placesEn, gu: placesGu, hi: placesHi },
  tours: { en: toursEn, gu: toursGu, hi: toursHi },
  questions: { en: questionsEn, gu: questionsGu, hi: questionsHi },
} satisfies { [K in WordsKey]: Record<Lang, WordsDataOf<K>> };
