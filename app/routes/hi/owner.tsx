import * as words from "~/content/pages/owner.hi";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OwnerPage } from "~/pages/owner";

export const handle = pageHandle("owner");
export const meta = () => pageMeta("owner", "hi", words.ownerPage);

export default function Page() {
  return <OwnerPage words={words} />;
}
