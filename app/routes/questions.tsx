import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { questionsPageData } from "#app/pages/question-pages.ts";
import { QuestionsPage } from "#app/pages/questions.tsx";
import type { Route } from "./+types/questions";

export const handle = pageHandle("questions");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("questions", lang, pageWords("questions", lang).questionsPage);
};

export default function Page() {
  const lang = usePageLang();
  return <QuestionsPage data={questionsPageData(lang)} />;
}
