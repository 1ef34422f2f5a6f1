import * as words from "~/content/pages/about.gu";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about";

export const handle = pageHandle("about");
export const meta = () => pageMeta("about", "gu", words.aboutPage);

export default function Page() {
  return <AboutPage words={words} />;
}
