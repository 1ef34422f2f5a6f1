import { pageWordsIn } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home";
import type { Route } from "./+types/home";

export const handle = pageHandle("home");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("home", lang, pageWordsIn("home", lang).homePage);
};

export default function Page() {
  const lang = usePageLang();
  return <HomePage words={pageWordsIn("home", lang)} />;
}
