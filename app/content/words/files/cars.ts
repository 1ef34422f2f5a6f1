/** Cars page and trip planner: `data/pages/cars.json`, with `.gu` and `.hi` beside it. */
import { carsWordsSchema } from "#app/content/words/schema-cars.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const cars = pageWordFile({
  key: "cars",
  schema: "cars",
  name: "pages/cars",
  title: "Cars page and trip planner",
  make: carsWordsSchema,
  head: (w) => titleHead(w.carsPage),
});
