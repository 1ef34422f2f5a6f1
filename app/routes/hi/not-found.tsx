import data from "~/content/data/pages/not-found.hi.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { NotFoundPage } from "~/pages/not-found";

const words = pageWords(data, "hi");

export const handle = pageHandle("notFound");
export const meta = () => pageMeta("notFound", "hi", words.notFoundPage);

export default function Page() {
  return <NotFoundPage words={words} />;
}
