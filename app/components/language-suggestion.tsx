import { X } from "lucide-react";
import { languages } from "#app/content/languages.ts";
import { type SuggestedLang, suggestions } from "#app/content/suggestions.ts";
import { localePath } from "#app/lib/i18n.ts";
import { useEnglishPath } from "./page-handle.ts";
import { siteHref } from "#app/lib/urls.ts";

/**
 * On an English page (the layout renders it there only), a visitor whose browser prefers
 * Gujarati or Hindi is offered that edition, in its own language. Never a redirect: a crawler
 * or a shared link gets the page it asked for. The prerendered page cannot know the
 * browser's languages, so each offer waits in an inert <template>; the page's script
 * (browser/language-suggestion.ts) shows the one that fits, fixed above the call bar, so
 * nothing on the page moves.
 */
export function LanguageSuggestion() {
  const path = useEnglishPath();
  return (
    <template data-language-suggestion>
      {(Object.keys(suggestions) as SuggestedLang[]).map((lang) => {
        const suggestion = suggestions[lang];
        const { tag } = languages[lang];
        return (
          <aside
            key={lang}
            data-lang={lang}
            lang={tag}
            aria-label={suggestion.text}
            className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 rounded-2xl border border-border bg-bg p-3 shadow-lg md:inset-x-auto md:right-4 md:bottom-4 md:max-w-md"
          >
            <p className="flex-1 text-sm">
              {suggestion.text}{" "}
              <a
                href={siteHref(localePath(lang, path))}
                hrefLang={tag}
                className="font-semibold text-accent-text underline underline-offset-4"
              >
                {suggestion.action}
              </a>
            </p>
            <button
              type="button"
              aria-label={suggestion.dismiss}
              title={suggestion.dismiss}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface active:bg-border"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </aside>
        );
      })}
    </template>
  );
}
