import { type UIMatch, useLocation, useMatches } from "react-router";
import type { BrowserEntry } from "#app/browser/entries.ts";
import { type PageKey, sitePages } from "#app/site-pages.ts";
import type { Lang } from "#app/content/languages.ts";
import { englishPath, langOfPath } from "./i18n.ts";

/**
 * Each page's route module exports `handle = pageHandle("cars", …)`: the layout knows which
 * page it holds (the switcher links to the same page in the other languages, the not-found
 * page to their home pages), and the root which scripts the page loads (app/browser/).
 */
export interface PageHandle {
  page: PageKey;
  scripts: BrowserEntry[];
}

/** Every page loads the site's script unless it says otherwise. */
export const pageHandle = (page: PageKey, scripts: BrowserEntry[] = ["site"]): PageHandle => ({ page, scripts });

function pageHandleOf(matches: UIMatch[]): PageHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as PageHandle | undefined;
    if (handle?.page) return handle;
  }
}

export function useCurrentPage(): PageKey {
  return pageHandleOf(useMatches())?.page ?? "notFound";
}

/** The scripts the page on screen loads (the not-found page: the site's). */
export function usePageScripts(): BrowserEntry[] {
  return pageHandleOf(useMatches())?.scripts ?? ["site"];
}

/**
 * The English path of the page on screen, for links to it in the other languages: a place's
 * (or a tour's) page is the same place in every language; the not-found page has no address (its home).
 */
export function useEnglishPath(): string {
  const page = useCurrentPage();
  const { pathname } = useLocation();
  return page === "places" || page === "tours" ? englishPath(pathname) : (sitePages.find((p) => p.key === page)?.path ?? "/");
}

/** The language of the page on screen, from its address. */
export function usePageLang(): Lang {
  return langOfPath(useLocation().pathname);
}
