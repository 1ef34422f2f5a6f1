/** Words on every page: `data/words.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/words.json" with { type: "json" };
import gu from "#app/content/data/words.gu.json" with { type: "json" };
import hi from "#app/content/data/words.hi.json" with { type: "json" };
import { sharedWordsSchema } from "#app/content/words/schema-shared.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const shared = wordFile({
  key: "shared",
  schema: "shared",
  name: "words",
  title: "Words on every page",
  make: sharedWordsSchema,
  data: { en, gu, hi },
});
