/** Home page: `data/pages/home.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/home.json" with { type: "json" };
import gu from "#app/content/data/pages/home.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/home.hi.json" with { type: "json" };
import { homeWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile } from "#app/content/words/word-file.ts";

export const home = pageWordFile({
  key: "home",
  schema: "home",
  name: "pages/home",
  title: "Home page",
  make: homeWordsSchema,
  data: { en, gu, hi },
  head: (w) => ({ ...w.homePage, headline: w.homePage.heroTitle }),
});
