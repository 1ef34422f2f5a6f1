/** Offline page: `data/pages/offline.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/offline.json" with { type: "json" };
import gu from "#app/content/data/pages/offline.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/offline.hi.json" with { type: "json" };
import { offlineWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const offline = pageWordFile({
  key: "offline",
  schema: "offline",
  name: "pages/offline",
  title: "Offline page",
  make: offlineWordsSchema,
  data: { en, gu, hi },
  head: (w) => titleHead({ title: w.offlinePage.title, description: w.offlinePage.text }),
});
