import { useMatches } from "react-router";
import type { PageKey } from "~/site-pages";

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
