import { LanguageSuggestion } from "~/components/language-suggestion";
import { SiteShell } from "~/components/site-shell";
import data from "~/content/data/words.json" with { type: "json" };
import { sharedWords } from "~/content/words";

const words = sharedWords(data, "en");

/**
 * Every English page sits in this layout, which carries the English words they share, and
 * the suggestion to switch to Gujarati or Hindi (only English pages make it).
 */
export default function Layout() {
  return (
    <SiteShell words={words}>
      <LanguageSuggestion />
    </SiteShell>
  );
}
