import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { meta as head } from "./head.ts";

// The build draws the page's social card with its head's headline (scripts/postbuild.ts reads it here).
export { cardTitle } from "./head.ts";
import { AboutPage } from "./page.tsx";
import type { Route } from "./+types/route";

export const handle = pageHandle("about");
export const meta = ({ location }: Route.MetaArgs) => head(langOfPath(location.pathname));

export default function Page() {
  const lang = usePageLang();
  return <AboutPage words={pageWords("about", lang)} />;
}
