/** Words on every page: `data/words.json`, with `.gu` and `.hi` beside it. */
import { sharedWordsSchema } from "#app/content/words/schema-shared.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const shared = wordFile({
  key: "shared",
  schema: "shared",
  name: "words",
  title: "Words on every page",
  make: sharedWordsSchema,
});
