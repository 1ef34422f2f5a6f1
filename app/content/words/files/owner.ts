/** Owner page: `data/pages/owner.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/owner.json" with { type: "json" };
import gu from "#app/content/data/pages/owner.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/owner.hi.json" with { type: "json" };
import { ownerWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const owner = pageWordFile({
  key: "owner",
  schema: "owner",
  name: "pages/owner",
  title: "Owner page",
  make: ownerWordsSchema,
  data: { en, gu, hi },
  head: (w) => titleHead(w.ownerPage),
});
