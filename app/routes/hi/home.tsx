import * as words from "~/content/pages/home.hi";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { HomePage, homeLinks } from "~/pages/home";

export const handle = pageHandle("home");
export const meta = () => pageMeta("home", "hi", words.homePage);
export const links = homeLinks;

export default function Page() {
  return <HomePage words={words} />;
}
