import * as words from "~/content/pages/not-found.hi";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { NotFoundPage } from "~/pages/not-found";

export const handle = pageHandle("notFound");
export const meta = () => pageMeta("notFound", "hi", words.notFoundPage);

export default function Page() {
  return <NotFoundPage words={words} />;
}
