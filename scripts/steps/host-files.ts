/**
 * The hosts' own files, `_headers` and `_redirects`, for Cloudflare Pages and Netlify: the
 * headers of common/headers.ts, as the local server sends them (server/serve.ts).
 *
 * Every answer gets the page's headers, from the rule for `/*`: a not-found answer is served
 * at any address, and only a rule for every address reaches it (Cloudflare sent its 404 pages
 * without CSP or HSTS while the page headers sat on the pages' own rules). The rules after it
 * take away what a file does not need and set what differs. The two hosts read the same file
 * differently:
 * - Cloudflare Pages applies every matching rule in order; a header set again is appended to
 *   (two CSPs, two HSTS), and a line `! Name` removes one an earlier rule set. So a later
 *   rule removes each header it sets or drops.
 * - Netlify takes a later rule's value for a name an earlier one set, and knows no `!` line:
 *   on a Netlify build (NETLIFY=true) they are left out. There a file keeps the page headers it
 *   does not need (harmless), and each value a rule sets still wins.
 */
import { documentHeaders, editorHeaders, everyResponseHeaders, IMMUTABLE, REVALIDATE } from "#common/headers.ts";

export interface HeaderRule {
  pattern: string;
  set: Record<string, string>;
  /** Names an earlier rule set that this one takes away (Cloudflare's `! Name`). */
  unset: string[];
}

/** The page headers that only documents need: on a script or a picture they are bytes spent. */
const PAGE_ONLY = [...Object.keys(documentHeaders), "Content-Security-Policy"];

export interface HostHeaders {
  basePath: string;
  /** The pages' CSP header (scripts by hash, the analytics origin when on). */
  csp: string;
  /** The editor's CSP, for the hosts its sign-in talks to. */
  editorCsp: string;
  /** The editor's folder, "admin". */
  editorDir: string;
  /** The build's other files and folders, not pages ("icons/", "sw.js"), besides assets/. */
  files: string[];
}

export function headerRules({ basePath, csp, editorCsp, editorDir, files }: HostHeaders): HeaderRule[] {
  const every = { ...everyResponseHeaders, ...documentHeaders, "Content-Security-Policy": csp, "Cache-Control": REVALIDATE };
  // Each later rule takes away what it sets again (Cloudflare would append) and what it drops.
  const rule = (pattern: string, set: Record<string, string>, drop: string[] = []): HeaderRule => ({
    pattern: `${basePath}${pattern}`,
    set,
    unset: [...new Set([...drop, ...Object.keys(set).filter((name) => name in every)])],
  });
  return [
    { pattern: `${basePath}*`, set: every, unset: [] },
    // Hashed files never change under their name.
    rule("assets/*", { "Cache-Control": IMMUTABLE }, PAGE_ONLY),
    // The icons, cards, manifest, sitemap, robots.txt and the service worker: revalidated, so
    // a new deploy reaches every visitor's worker; no page headers.
    ...files.map((file) => rule(file.endsWith("/") ? `${file}*` : file, {}, PAGE_ONLY)),
    // The editor: its own policy and referrer, no framing; the Git host's sign-in window
    // answers through `window.opener`, which COOP `same-origin` would cut.
    rule(`${editorDir}/*`, { ...editorHeaders, "Content-Security-Policy": editorCsp }, PAGE_ONLY),
  ];
}

/** `_headers`: Cloudflare's `! Name` lines, and rules left with nothing, only where the host knows them. */
export function headersFile(rules: HeaderRule[], { netlify }: { netlify: boolean }): string {
  return (
    rules
      .map((r) => [
        r.pattern,
        ...(netlify ? [] : r.unset.map((name) => `  ! ${name}`)),
        ...Object.entries(r.set).map(([name, value]) => `  ${name}: ${value}`),
      ])
      .filter((lines) => lines.length > 1)
      .map((lines) => lines.join("\n"))
      .join("\n\n") + "\n"
  );
}

/**
 * `_redirects`: a not-found page is no page of its own. Cloudflare Pages and Netlify serve
 * `/404.html` at `/404` with 200; asked for there, each is answered as an unknown address is
 * (a rewrite to an address with no file: the nearest 404.html, with 404). Cloudflare refuses a
 * rule with status 404, and redirects `/404.html` and `/404/` to `/404` itself.
 */
export function redirectsFile(basePath: string, notFoundFolders: string[]): string {
  return notFoundFolders.map((folder) => `${basePath}${folder}404 ${basePath}${folder}404/not-a-page 200`).join("\n") + "\n";
}
