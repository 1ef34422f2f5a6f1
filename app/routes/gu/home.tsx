import data from "~/content/data/pages/home.gu.json" with { type: "json" };
import { pageWords } from "~/content/words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { HomePage, homeLinks } from "~/pages/home";

const words = pageWords(data, "gu");

export const handle = pageHandle("home");
export const meta = () => pageMeta("home", "gu", words.homePage);
export const links = () => homeLinks(words);

export default function Page() {
  return <HomePage words={words} />;
}
