/** Page not found: `data/pages/not-found.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/not-found.json" with { type: "json" };
import gu from "#app/content/data/pages/not-found.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/not-found.hi.json" with { type: "json" };
import { notFoundWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const notFound = pageWordFile({
  key: "notFound",
  schema: "notFound",
  name: "pages/not-found",
  title: "Page not found",
  make: notFoundWordsSchema,
  data: { en, gu, hi },
  head: (w) => titleHead(w.notFoundPage),
});
