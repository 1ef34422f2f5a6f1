/** Questions page: `data/pages/questions.json`, with `.gu` and `.hi` beside it. */
import { questionsWordsSchema } from "#app/content/words/schema-questions.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

export const questions = pageWordFile({
  key: "questions",
  schema: "questionsWords",
  name: "pages/questions",
  title: "Questions page",
  make: questionsWordsSchema,
  head: (w) => ({ ...titleHead(w.questionsPage), headline: w.questionsPage.heading }),
});
