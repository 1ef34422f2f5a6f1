import { pageWordsIn } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about";
import type { Route } from "./+types/about";

export const handle = pageHandle("about");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("about", lang, pageWordsIn("about", lang).aboutPage);
};

export default function Page() {
  const lang = usePageLang();
  return <AboutPage words={pageWordsIn("about", lang)} />;
}
