import { SiteShell } from "~/components/site-shell";
import data from "~/content/data/words.hi.json" with { type: "json" };
import { sharedWords } from "~/content/words";

const words = sharedWords(data, "hi");

/** Every Hindi page sits in this layout, which carries the Hindi words they share. */
export default function Layout() {
  return <SiteShell words={words} />;
}
