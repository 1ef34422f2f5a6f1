import { useLocation, useMatches } from "react-router";
import { type PageKey, sitePages } from "~/site-pages";
import { englishPath } from "./i18n";

/**
 * Each page's route module exports `handle = pageHandle("cars")`, so that the language
 * layout knows which page it holds: the switcher links to the same page in the other
 * languages (the not-found page to their home pages).
 */
export interface PageHandle {
  page: PageKey;
}

export const pageHandle = (page: PageKey): PageHandle => ({ page });

export function useCurrentPage(): PageKey {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as PageHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return "notFound";
}

/**
 * The English path of the page on screen, for links to it in the other languages: a place's
 * page is the same place in every language; the not-found page has no address (its home).
 */
export function useEnglishPath(): string {
  const page = useCurrentPage();
  const { pathname } = useLocation();
  return page === "places" ? englishPath(pathname) : (sitePages.find((p) => p.key === page)?.path ?? "/");
}
