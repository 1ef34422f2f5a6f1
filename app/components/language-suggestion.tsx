import { X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { languages } from "~/content/languages";
import { type SuggestedLang, suggestions } from "~/content/suggestions";
import { LANGUAGE_CHOSEN_KEY, localePath, rememberLanguageChoice } from "~/lib/i18n";
import { useEnglishPath } from "~/lib/page-handle";

/** The visitor's first preferred language that the site has, if it is not English. */
function preferredOtherLanguage(): SuggestedLang | null {
  try {
    if (localStorage.getItem(LANGUAGE_CHOSEN_KEY)) return null;
  } catch {
    // Storage blocked: suggest, but the dismissal then lasts for this page only.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    if (primary in suggestions) return primary as SuggestedLang;
  }
  return null;
}

const noSubscription = () => () => {};

/**
 * While shown, the suggestion covers the page above the call bar: it tells the page's
 * scroll padding (app.css) how far up from the window's bottom it reaches, so that a
 * control Tab moves to is scrolled out from under it. Its height depends on the language
 * and the width, so it is measured rather than guessed.
 */
function reserveSpace(aside: HTMLElement | null) {
  if (!aside) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty("--suggestion-space", `${Math.ceil(innerHeight - aside.getBoundingClientRect().top)}px`);
  });
  observer.observe(aside);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--suggestion-space");
  };
}

/**
 * On an English page (the English layout renders it), a visitor whose browser prefers
 * Gujarati or Hindi is offered that edition, in its own language. Never a redirect: a crawler or a shared link gets the page
 * it asked for. Shown after hydration only (the prerendered page cannot know the browser's
 * languages), fixed above the quick-action bar, so nothing on the page moves.
 */
export function LanguageSuggestion() {
  const suggested = useSyncExternalStore(noSubscription, preferredOtherLanguage, () => null);
  const [dismissed, setDismissed] = useState(false);
  const path = useEnglishPath();
  if (!suggested || dismissed) return null;
  const suggestion = suggestions[suggested];
  const { tag } = languages[suggested];
  const dismiss = () => {
    rememberLanguageChoice();
    setDismissed(true);
  };
  return (
    <aside
      ref={reserveSpace}
      lang={tag}
      aria-label={suggestion.text}
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 rounded-2xl border border-border bg-bg p-3 shadow-lg md:inset-x-auto md:right-4 md:bottom-4 md:max-w-md"
    >
      <p className="flex-1 text-sm">
        {suggestion.text}{" "}
        <Link
          to={localePath(suggested, path)}
          hrefLang={tag}
          onClick={rememberLanguageChoice}
          className="font-semibold text-accent-text underline underline-offset-4"
        >
          {suggestion.action}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={suggestion.dismiss}
        title={suggestion.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface active:bg-border"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
