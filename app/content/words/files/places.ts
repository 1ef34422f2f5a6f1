/** Places pages: `data/pages/places.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/places.json" with { type: "json" };
import gu from "#app/content/data/pages/places.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/places.hi.json" with { type: "json" };
import { placesWordsSchema } from "#app/content/words/schema-places.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const places = wordFile({
  key: "places",
  schema: "placesWords",
  name: "pages/places",
  title: "Places pages",
  make: placesWordsSchema,
  data: { en, gu, hi },
});
