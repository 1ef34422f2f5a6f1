import { SiteShell } from "~/components/site-shell";
import { words } from "~/content/copy.hi";

/** Every Hindi page sits in this layout, which carries the Hindi words they share. */
export default function Layout() {
  return <SiteShell words={words} />;
}
