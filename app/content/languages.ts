/**
 * The site's three editions. English is the x-default at the root; Gujarati and Hindi live
 * under their own prefix. Each edition's name is written in its own script: the switcher
 * shows it to visitors of the other editions. (The suggestion to switch, shown on English
 * pages only, is in suggestions.ts.)
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
}

export const languages: Record<Lang, Language> = {
  en: {
    name: "English",
    englishName: "English",
    tag: "en-IN",
    ogLocale: "en_IN",
    prefix: "",
  },
  gu: {
    name: "ગુજરાતી",
    englishName: "Gujarati",
    tag: "gu-IN",
    ogLocale: "gu_IN",
    prefix: "/gu",
  },
  hi: {
    name: "हिन्दी",
    englishName: "Hindi",
    tag: "hi-IN",
    ogLocale: "hi_IN",
    prefix: "/hi",
  },
};

/** An edition under a prefix of its own: every one but English, at the root. */
export type PrefixedLang = Exclude<Lang, "en">;
// Pure (the annotation): a script that does not read the list leaves it out, and the module
// stays inlined where it is read instead of becoming a chunk of its own.
export const PREFIXED_LANGS: readonly PrefixedLang[] = /* @__PURE__ */ LANGS.filter(
  (lang): lang is PrefixedLang => languages[lang].prefix !== "",
);
