/** Places pages: `data/pages/places.json`, with `.gu` and `.hi` beside it. */
import { placesWordsSchema } from "#app/content/words/schema-places.ts";
import { wordFile } from "#app/content/words/word-file.ts";

export const places = wordFile({
  key: "places",
  schema: "placesWords",
  name: "pages/places",
  title: "Places pages",
  make: placesWordsSchema,
});
