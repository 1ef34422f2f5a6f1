import { pageWordsIn } from "~/content/words-data";
import { langOfPath } from "~/lib/i18n";
import { pageHandle, usePageLang } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OfflinePage } from "~/pages/offline";
import type { Route } from "./+types/offline";

/**
 * No script: the service worker shows this page for any address it has not saved, so it
 * stays plain HTML (the head's theme script keeps the toggle, the menu and links working).
 */
export const handle = pageHandle("offline", []);
export const meta = ({ location }: Route.MetaArgs) => {
  const lang = langOfPath(location.pathname);
  const words = pageWordsIn("offline", lang).offlinePage;
  return pageMeta("offline", lang, { title: words.title, description: words.text });
};

export default function Page() {
  const lang = usePageLang();
  return <OfflinePage words={pageWordsIn("offline", lang)} />;
}
