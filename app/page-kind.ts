/**
 * What a page kind's entry (app/kinds/<kind>/kind.ts) says of it: the type each entry
 * satisfies, apart from the list (app/page-kinds.ts) so that an entry never imports the list
 * that imports it. No imports.
 */
export interface PageKind {
  /** The page's key: its handle, its words, its social card (social/<key>.png). */
  key: string;
  /** The English path of the page, or of a kind's list when it has items. */
  path: string;
  /**
   * A kind with items has, besides its list at `path`, a page for each at `<path>/<slug>`:
   * the route's parameter, and where the slugs come from (content).
   */
  items?: { param: string; slugs: () => readonly string[] };
  /** Its place in the header's menu (1 first), which the footer repeats. */
  menu?: number;
  /** In the footer's links, after the menu's. */
  footer?: boolean;
  /** In the sitemap, with a canonical address and links to its other languages. */
  sitemap: boolean;
  /**
   * What the service worker saves on the first visit: every page of the kind, or only its
   * list (a page of one item is saved when the visitor opens it, service-worker/sw.ts).
   */
  offline: "all" | "list" | "none";
  /**
   * The not-found kind: its route answers every address that no other kind has; it is
   * prerendered at `path` and moved to the 404.html that hosts serve (scripts/postbuild.ts).
   */
  catchAll?: true;
  /**
   * Its pages carry the business in full in their JSON-LD (the pages about it: hours, areas,
   * names and links); every other page names it in short, by the same @id (lib/structured-data.ts).
   */
  fullBusiness?: true;
}
