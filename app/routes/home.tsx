import { wordsData } from "~/content/words-data";
import { pageWords } from "~/content/words";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home";
import type { Route } from "./+types/home";

const words = (pathname: string) => {
  const lang = langOfPath(pathname);
  return pageWords(wordsData.home[lang], lang);
};

export const handle = pageHandle("home");
export const meta = ({ location }: Route.MetaArgs) => pageMeta("home", langOfPath(location.pathname), words(location.pathname).homePage);

export default function Page() {
  const lang = usePageLang();
  return <HomePage words={pageWords(wordsData.home[lang], lang)} />;
}
