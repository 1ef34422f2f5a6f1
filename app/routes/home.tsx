import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { HomePage } from "#app/pages/home.tsx";
import type { Route } from "./+types/home";

export const handle = pageHandle("home");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("home", lang, pageWords("home", lang).homePage);
};

export default function Page() {
  const lang = usePageLang();
  return <HomePage words={pageWords("home", lang)} />;
}
