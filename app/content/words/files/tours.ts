/** Tours pages: `data/pages/tours.json`, with `.gu` and `.hi` beside it. */
import { toursWordsSchema } from "#app/content/words/schema-tours.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const tours = wordFile({
  key: "tours",
  schema: "toursWords",
  name: "pages/tours",
  title: "Tours pages",
  make: toursWordsSchema,
});
