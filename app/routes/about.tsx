import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { AboutPage } from "#app/pages/about.tsx";
import type { Route } from "./+types/about";

export const handle = pageHandle("about");
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  return pageMeta("about", lang, pageWords("about", lang).aboutPage);
};

export default function Page() {
  const lang = usePageLang();
  return <AboutPage words={pageWords("about", lang)} />;
}
