/** Offline page: `data/pages/offline.json`, with `.gu` and `.hi` beside it. */
import { offlineWordsSchema } from "#app/content/words/schema-pages.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const offline = pageWordFile({
  key: "offline",
  schema: "offline",
  name: "pages/offline",
  title: "Offline page",
  make: offlineWordsSchema,
  head: (w) => titleHead({ title: w.offlinePage.title, description: w.offlinePage.text }),
});
