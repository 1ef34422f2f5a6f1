/**
 * Every language's word files, as the pages read them at build time (decision 015: no
 * page's script carries words, so one route per page can hold all three languages). The
 * content check has already passed (the build runs it first).
 */
import words from "#app/content/data/words.json" with { type: "json" };
import wordsGu from "#app/content/data/words.gu.json" with { type: "json" };
import wordsHi from "#app/content/data/words.hi.json" with { type: "json" };
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
import type { Lang } from "./languages.ts";
import { pageWords } from "./words.ts";
import type { AboutWords, CarsWordsData, HomeWords, NotFoundWords, OfflineWords, OwnerWords, SharedWordsData } from "./schema.ts";

export const wordsData: {
  shared: Record<Lang, SharedWordsData>;
  home: Record<Lang, HomeWords>;
  cars: Record<Lang, CarsWordsData>;
  about: Record<Lang, AboutWords>;
  owner: Record<Lang, OwnerWords>;
  notFound: Record<Lang, NotFoundWords>;
  offline: Record<Lang, OfflineWords>;
} = {
  shared: { en: words, gu: wordsGu, hi: wordsHi },
  home: { en: home, gu: homeGu, hi: homeHi },
  cars: { en: cars, gu: carsGu, hi: carsHi },
  about: { en: about, gu: aboutGu, hi: aboutHi },
  owner: { en: owner, gu: ownerGu, hi: ownerHi },
  notFound: { en: notFound, gu: notFoundGu, hi: notFoundHi },
  offline: { en: offline, gu: offlineGu, hi: offlineHi },
};

type PageWordsKey = Exclude<keyof typeof wordsData, "shared" | "cars">;

/** A page's words in a language, with the business's and the owner's names filled in. */
export function pageWordsIn<K extends PageWordsKey>(key: K, lang: Lang): (typeof wordsData)[K][Lang] {
  return pageWords(wordsData[key][lang], lang);
}
