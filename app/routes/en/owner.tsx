import * as words from "~/content/pages/owner";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OwnerPage } from "~/pages/owner";

export const handle = pageHandle("owner");
export const meta = () => pageMeta("owner", "en", words.ownerPage);

export default function Page() {
  return <OwnerPage words={words} />;
}
