import * as words from "~/content/pages/offline";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OfflinePage } from "~/pages/offline";

export const handle = pageHandle("offline");
export const meta = () => pageMeta("offline", "en", { title: words.offlinePage.title, description: words.offlinePage.text });

export default function Page() {
  return <OfflinePage words={words} />;
}
