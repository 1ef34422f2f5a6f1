/** Owner page: `data/pages/owner.json`, with `.gu` and `.hi` beside it. */
import { ownerWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const owner = pageWordFile({
  key: "owner",
  schema: "owner",
  name: "pages/owner",
  title: "Owner page",
  make: ownerWordsSchema,
  head: (w) => titleHead(w.ownerPage),
});
