import { pageWordsIn } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { NotFoundPage } from "~/pages/not-found";
import type { Route } from "./+types/not-found";

export const handle = pageHandle("notFound");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("notFound", lang, pageWordsIn("notFound", lang).notFoundPage);
};

export default function Page() {
  const lang = usePageLang();
  return <NotFoundPage words={pageWordsIn("notFound", lang)} />;
}
