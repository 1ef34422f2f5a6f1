import data from "~/content/data/pages/offline.hi.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OfflinePage } from "~/pages/offline";

const words = pageWords(data, "hi");

export const handle = pageHandle("offline");
export const meta = () => pageMeta("offline", "hi", { title: words.offlinePage.title, description: words.offlinePage.text });

export default function Page() {
  return <OfflinePage words={words} />;
}
