import { LanguageSuggestion } from "~/components/language-suggestion";
import { SiteShell } from "~/components/site-shell";
import { wordsData } from "~/content/words-data";
import { sharedWords } from "~/content/words";
import { usePageLang } from "~/lib/page-handle";

/**
 * Every page sits in this layout, with the words they share in the page's language, and on
 * English pages the suggestion to switch to Gujarati or Hindi (only English pages make it).
 */
export default function Layout() {
  const lang = usePageLang();
  return <SiteShell words={sharedWords(wordsData.shared[lang], lang)}>{lang === "en" && <LanguageSuggestion />}</SiteShell>;
}
