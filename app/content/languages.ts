/**
 * The site's three editions. English is the x-default at the root; Gujarati and Hindi live
 * under their own prefix. Each edition's name, and its invitation to switch, are written in
 * that edition's own script: they are shown to visitors of the other editions (the switcher,
 * and the suggestion on English pages), so they are the only words a page carries from
 * another language.
 */
export const LANGS = ["en", "gu", "hi"] as const;
export type Lang = (typeof LANGS)[number];

export interface Language {
  /** The name in its own script, as the switcher shows it. */
  name: string;
  /** The name in English, for search engines (the business's `availableLanguage`). */
  englishName: string;
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** Open Graph's locale form. */
  ogLocale: string;
  /** The path prefix of its pages: "" for English at the root. */
  prefix: string;
  /** Shown on an English page to a visitor whose browser prefers this language. */
  suggestion: { text: string; action: string; dismiss: string };
}

export const languages: Record<Lang, Language> = {
  en: {
    name: "English",
    englishName: "English",
    tag: "en-IN",
    ogLocale: "en_IN",
    prefix: "",
    suggestion: { text: "This site is also in English.", action: "Read in English", dismiss: "No, thanks" },
  },
  gu: {
    name: "ગુજરાતી",
    englishName: "Gujarati",
    tag: "gu-IN",
    ogLocale: "gu_IN",
    prefix: "/gu",
    suggestion: { text: "આ વેબસાઇટ ગુજરાતીમાં પણ છે.", action: "ગુજરાતીમાં વાંચો", dismiss: "ના, આભાર" },
  },
  hi: {
    name: "हिन्दी",
    englishName: "Hindi",
    tag: "hi-IN",
    ogLocale: "hi_IN",
    prefix: "/hi",
    suggestion: { text: "यह वेबसाइट हिन्दी में भी है।", action: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद" },
  },
};
