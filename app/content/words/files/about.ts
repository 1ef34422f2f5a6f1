/** About page: `data/pages/about.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/about.json" with { type: "json" };
import gu from "#app/content/data/pages/about.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/about.hi.json" with { type: "json" };
import { aboutWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const about = pageWordFile({
  key: "about",
  schema: "about",
  name: "pages/about",
  title: "About page",
  make: aboutWordsSchema,
  data: { en, gu, hi },
  head: (w) => titleHead(w.aboutPage),
});
