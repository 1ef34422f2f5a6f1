import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { pageMeta } from "#app/pages/meta.ts";
import { OfflinePage } from "#app/pages/offline.tsx";
import type { Route } from "./+types/offline";

/**
 * No script: the service worker shows this page for any address it has not saved, so it
 * stays plain HTML (the head's theme script keeps the toggle, the menu and links working).
 */
export const handle = pageHandle("offline", []);
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  const words = pageWords("offline", lang).offlinePage;
  return pageMeta("offline", lang, { title: words.title, description: words.text });
};

export default function Page() {
  const lang = usePageLang();
  return <OfflinePage words={pageWords("offline", lang)} />;
}
