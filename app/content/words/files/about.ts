/** About page: `data/pages/about.json`, with `.gu` and `.hi` beside it. */
import { aboutWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const about = pageWordFile({
  key: "about",
  schema: "about",
  name: "pages/about",
  title: "About page",
  make: aboutWordsSchema,
  head: (w) => titleHead(w.aboutPage),
});
