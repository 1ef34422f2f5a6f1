/** Page not found: `data/pages/not-found.json`, with `.gu` and `.hi` beside it. */
import { notFoundWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const notFound = pageWordFile({
  key: "notFound",
  schema: "notFound",
  name: "pages/not-found",
  title: "Page not found",
  make: notFoundWordsSchema,
  head: (w) => titleHead(w.notFoundPage),
});
