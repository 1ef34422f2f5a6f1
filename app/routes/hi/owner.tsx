import data from "~/content/data/pages/owner.hi.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { OwnerPage } from "~/pages/owner";

const words = pageWords(data, "hi");

export const handle = pageHandle("owner");
export const meta = () => pageMeta("owner", "hi", words.ownerPage);

export default function Page() {
  return <OwnerPage words={words} />;
}
