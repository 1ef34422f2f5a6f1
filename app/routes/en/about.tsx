import data from "~/content/data/pages/about.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about";

const words = pageWords(data, "en");

export const handle = pageHandle("about");
export const meta = () => pageMeta("about", "en", words.aboutPage);

export default function Page() {
  return <AboutPage words={words} />;
}
