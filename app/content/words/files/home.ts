/** Home page: `data/pages/home.json`, with `.gu` and `.hi` beside it. */
import { homeWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile } from "#app/content/words/word-file.ts";

export const home = pageWordFile({
  key: "home",
  schema: "home",
  name: "pages/home",
  title: "Home page",
  make: homeWordsSchema,
  head: (w) => ({ ...w.homePage, headline: w.homePage.heroTitle }),
});
