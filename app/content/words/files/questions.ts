/** Questions page: `data/pages/questions.json`, with `.gu` and `.hi` beside it. */
import en from "#app/content/data/pages/questions.json" with { type: "json" };
import gu from "#app/content/data/pages/questions.gu.json" with { type: "json" };
import hi from "#app/content/data/pages/questions.hi.json" with { type: "json" };
import { questionsWordsSchema } from "#app/content/words/schema-questions.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const questions = pageWordFile({
  key: "questions",
  schema: "questionsWords",
  name: "pages/questions",
  title: "Questions page",
  make: questionsWordsSchema,
  data: { en, gu, hi },
  head: (w) => ({ ...titleHead(w.questionsPage), headline: w.questionsPage.heading }),
});
