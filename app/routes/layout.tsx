import { LanguageSuggestion } from "#app/components/language-suggestion.tsx";
import { SiteShell } from "#app/components/site-shell.tsx";
import { wordsData } from "#app/content/words-data.ts";
import { sharedWords } from "#app/content/words.ts";
import { usePageLang } from "#app/components/page-handle.ts";

/**
 * Every page sits in this layout, with the words they share in the page's language, and on
 * English pages the suggestion to switch to Gujarati or Hindi (only English pages make it).
 */
export default function Layout() {
  const lang = usePageLang();
  return <SiteShell words={sharedWords(wordsData.shared[lang], lang)}>{lang === "en" && <LanguageSuggestion />}</SiteShell>;
}
