import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { meta as head } from "./head.ts";

// The build draws the page's social card with its head's headline (scripts/postbuild.ts reads it here).
export { cardTitle } from "./head.ts";
import { OfflinePage } from "./page.tsx";
import type { Route } from "./+types/route";

/**
 * No script: the service worker shows this page for any address it has not saved, so it
 * stays plain HTML (the head's theme script keeps the toggle, the menu and links working).
 */
export const handle = pageHandle("offline", []);
export const meta = ({ location }: Route.MetaArgs) => head(langOfPath(location.pathname));

export default function Page() {
  const lang = usePageLang();
  return <OfflinePage words={pageWords("offline", lang)} />;
}
