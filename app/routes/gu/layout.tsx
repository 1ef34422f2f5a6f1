import { SiteShell } from "~/components/site-shell";
import data from "~/content/data/words.gu.json" with { type: "json" };
import { sharedWords } from "~/content/words";

const words = sharedWords(data, "gu");

/** Every Gujarati page sits in this layout, which carries the Gujarati words they share. */
export default function Layout() {
  return <SiteShell words={words} />;
}
