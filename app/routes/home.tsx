import { pageWordsIn } from "#app/content/words-data.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { HomePage } from "#app/pages/home.tsx";
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
