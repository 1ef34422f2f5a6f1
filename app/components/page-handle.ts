import { type UIMatch, useLocation, useMatches } from "react-router";
import type { BrowserEntry } from "#app/browser-entries.ts";
import { type PageKey, pageKind } from "#app/page-kinds.ts";
import type { Lang } from "#app/content/languages.ts";
import { englishPath, langOfPath } from "#app/lib/i18n.ts";

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
 * The English path of the page on screen, for links to it in the other languages: an item's
 * page (a place's, a tour's) is the same item in every language; the pages outside the
 * sitemap (not found, offline) link to the home pages.
 */
export function useEnglishPath(): string {
  const kind = pageKind(useCurrentPage());
  const { pathname } = useLocation();
  return kind.items ? englishPath(pathname) : kind.sitemap ? kind.path : "/";
}

/** The language of the page on screen, from its address. */
export function usePageLang(): Lang {
  return langOfPath(useLocation().pathname);
}
