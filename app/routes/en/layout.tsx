import { SiteShell } from "~/components/site-shell";
import { words } from "~/content/copy";

/** Every English page sits in this layout, which carries the English words they share. */
export default function Layout() {
  return <SiteShell words={words} />;
}
