/** Tours pages: `data/pages/tours.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/tours.json" with { type: "json" };
import gu from "#app/content/data/pages/tours.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/tours.hi.json" with { type: "json" };
import { toursWordsSchema } from "#app/content/words/schema-tours.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const tours = wordFile({
  key: "tours",
  schema: "toursWords",
  name: "pages/tours",
  title: "Tours pages",
  make: toursWordsSchema,
  data: { en, gu, hi },
});
