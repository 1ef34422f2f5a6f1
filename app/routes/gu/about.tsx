import data from "~/content/data/pages/about.gu.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about";

const words = pageWords(data, "gu");

export const handle = pageHandle("about");
export const meta = () => pageMeta("about", "gu", words.aboutPage);

export default function Page() {
  return <AboutPage words={words} />;
}
