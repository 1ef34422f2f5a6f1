/** Cars page and trip planner: `data/pages/cars.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/cars.json" with { type: "json" };
import gu from "#app/content/data/pages/cars.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/cars.hi.json" with { type: "json" };
import { carsWordsSchema } from "#app/content/words/schema-cars.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const cars = pageWordFile({
  key: "cars",
  schema: "cars",
  name: "pages/cars",
  title: "Cars page and trip planner",
  make: carsWordsSchema,
  data: { en, gu, hi },
  head: (w) => titleHead(w.carsPage),
});
