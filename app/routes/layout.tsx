import { LanguageSuggestion } from "#app/components/language-suggestion.tsx";
import { SiteShell } from "#app/components/site-shell.tsx";
import { siteWords } from "#app/content/words/words.ts";
import { usePageLang } from "#app/components/page-handle.ts";

/**
 * Every page sits in this layout, with the words they share in the page's language, and on
 * English pages the suggestion to switch to Gujarati or Hindi (only English pages make it).
 */
export default function Layout() {
  const lang = usePageLang();
  return <SiteShell words={siteWords(lang)}>{lang === "en" && <LanguageSuggestion />}</SiteShell>;
}
