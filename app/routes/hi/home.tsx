import data from "~/content/data/pages/home.hi.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { HomePage, homeLinks } from "~/pages/home";

const words = pageWords(data, "hi");

export const handle = pageHandle("home");
export const meta = () => pageMeta("home", "hi", words.homePage);
export const links = () => homeLinks(words);

export default function Page() {
  return <HomePage words={words} />;
}
