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
  /** For a kind with items, what an item's page loads, when not the same as its list. */
  itemScripts?: BrowserEntry[];
}

/**
 * Every page loads the site's script unless it says otherwise. A kind with items may name
 * what its items' pages load (`itemScripts`): the cars page hydrates its planner, a car's page
 * loads only the site's script.
 */
export const pageHandle = (page: PageKey, scripts: BrowserEntry[] = ["site"], itemScripts?: BrowserEntry[]): PageHandle => ({
  page,
  scripts,
  ...(itemScripts ? { itemScripts } : {}),
});

function pageMatchOf(matches: UIMatch[]): UIMatch | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    if ((matches[i].handle as PageHandle | undefined)?.page) return matches[i];
  }
}

export function useCurrentPage(): PageKey {
  return (pageMatchOf(useMatches())?.handle as PageHandle | undefined)?.page ?? "notFound";
}

/** The scripts the page on screen loads (the not-found page: the site's). */
export function usePageScripts(): BrowserEntry[] {
  const match = pageMatchOf(useMatches());
  const handle = match?.handle as PageHandle | undefined;
  if (!handle) return ["site"];
  const param = pageKind(handle.page).items?.param;
  return param && match!.params[param] && handle.itemScripts ? handle.itemScripts : handle.scripts;
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
