import { SiteShell } from "~/components/site-shell";
import { words } from "~/content/copy.gu";

/** Every Gujarati page sits in this layout, which carries the Gujarati words they share. */
export default function Layout() {
  return <SiteShell words={words} />;
}
