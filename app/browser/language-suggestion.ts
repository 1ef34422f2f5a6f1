import { LANGUAGE_CHOSEN_KEY, rememberLanguageChoice } from "#app/lib/i18n.ts";

/** The visitor's first preferred language among `offered`, unless English comes first or a choice was made. */
function preferredLanguage(offered: string[]): string | null {
  try {
    if (localStorage.getItem(LANGUAGE_CHOSEN_KEY)) return null;
  } catch {
    // Storage blocked: suggest, but the dismissal then lasts for this page only.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    if (offered.includes(primary)) return primary;
  }
  return null;
}

/**
 * While shown, the suggestion covers the page above the call bar: it tells the page's
 * scroll padding (app.css) how far up from the window's bottom it reaches, so that a
 * control Tab moves to is scrolled out from under it. Its height depends on the language
 * and the width, so it is measured rather than guessed. A control already focused from the
 * keyboard when it appears, and now beneath it, is scrolled out from under it as well
 * (WCAG 2.2 Focus Not Obscured).
 */
function reserveSpace(aside: HTMLElement): () => void {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    const { top, left, right } = aside.getBoundingClientRect();
    root.style.setProperty("--suggestion-space", `${Math.ceil(innerHeight - top)}px`);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.matches(":focus-visible") && !aside.contains(focused)) {
      const box = focused.getBoundingClientRect();
      if (box.bottom > top && box.top < innerHeight && box.right > left && box.left < right) focused.scrollIntoView({ block: "nearest" });
    }
  });
  observer.observe(aside);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--suggestion-space");
  };
}

/**
 * On an English page, offers the Gujarati or Hindi edition to a browser that prefers it
 * (components/language-suggestion.tsx holds the offers). "No thanks" and the link are
 * remembered, and the offer is not made again.
 */
export function offerLanguage() {
  const template = document.querySelector<HTMLTemplateElement>("template[data-language-suggestion]");
  if (!template) return;
  const offers = [...template.content.querySelectorAll<HTMLElement>("[data-lang]")];
  const lang = preferredLanguage(offers.map((o) => o.dataset.lang ?? ""));
  const offer = offers.find((o) => o.dataset.lang === lang);
  if (!offer) return;
  const aside = offer.cloneNode(true) as HTMLElement;
  template.before(aside);
  const release = reserveSpace(aside);
  aside.querySelector("button")?.addEventListener("click", () => {
    rememberLanguageChoice();
    release();
    aside.remove();
  });
}

/** A language chosen in the switcher or the suggestion (a link with `hreflang`) is remembered. */
export function rememberLanguageChosen() {
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.("a[hreflang]")) rememberLanguageChoice();
  });
}
