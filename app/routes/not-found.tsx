import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { NotFoundPage } from "#app/pages/not-found.tsx";
import type { Route } from "./+types/not-found";

export const handle = pageHandle("notFound");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("notFound", lang, pageWords("notFound", lang).notFoundPage);
};

export default function Page() {
  const lang = usePageLang();
  return <NotFoundPage words={pageWords("notFound", lang)} />;
}
