/**
 * The response headers, defined once. The local server (server/serve.ts) sends them, and
 * the build writes them into `_headers` for Netlify / Cloudflare Pages (scripts/postbuild).
 */

/**
 * Content-Security-Policy directives. Inline scripts are allowed by hash only. Only what all
 * three engines know: WebKit logs an error for `manifest-src` (`default-src` covers the
 * manifest), and applies `upgrade-insecure-requests` to http://127.0.0.1 too, so that every
 * file of a page served locally fails; every file is this site's own, and HSTS keeps the
 * live site on https.
 */
export function cspDirectives(scriptHashes: string[], connect: string[] = [], styleHashes?: string[]): [string, string][] {
  return [
    ["default-src", "'self'"],
    ["script-src", ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ")],
    // Same-origin stylesheets, and a page's own <style> (its first screen's rules, decision
    // 029) by its hash, which the page's <meta> names. Every page's rules differ, and a
    // hash each would add 6 KB to every response, so the header allows inline rules and the
    // meta, which the browser enforces beside it, narrows them to the page's own. No page
    // has a style attribute.
    ["style-src", styleHashes ? ["'self'", ...styleHashes.map((h) => `'${h}'`)].join(" ") : "'self' 'unsafe-inline'"],
    ["img-src", "'self' data:"],
    ["font-src", "'self'"],
    // The analytics collector's origin when the build counts visits (ANALYTICS), else only the site.
    ["connect-src", ["'self'", ...connect].join(" ")],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
}

/** HTTPS only, for two years, on every page and the editor: a browser learns it from the first. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The editor at /admin/ (Sveltia CMS) gets its own policy. It injects its styles at run time,
 * so it needs 'unsafe-inline' styles, which the pages never get; its thumbnails are blob:
 * and data: pictures; it talks to the Git host only when publishing is set up (`connect`,
 * `images`: the hosts editor-config.ts names for the configured backend).
 */
export function editorCspHeader(hosts: { connect: string[]; images: string[] }): string {
  return serialize([
    ["default-src", "'none'"],
    ["script-src", "'self'"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", ["'self'", "blob:", "data:", ...hosts.images].join(" ")],
    ["media-src", "'self' blob:"],
    ["font-src", "'self'"],
    ["connect-src", ["'self'", "blob:", "data:", ...hosts.connect].join(" ")],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ]);
}

/**
 * The editor's policy in its page's <meta>, for a host that sends no headers (GitHub Pages):
 * the same, less frame-ancestors, which a <meta> cannot carry (the page's guard.js refuses to
 * show the editor inside a frame instead).
 */
export function editorCspMeta(hosts: { connect: string[]; images: string[] }): string {
  return editorCspHeader(hosts)
    .split("; ")
    .filter((d) => !d.startsWith("frame-ancestors"))
    .join("; ");
}

/**
 * The editor's headers beside its CSP. Cross-Origin-Opener-Policy said to be the default
 * (`unsafe-none`), not left out: the Git host's sign-in window answers through
 * `window.opener`, which the pages' `same-origin` would cut, and a host that keeps the pages'
 * value where a rule does not set its own (Netlify) must be told.
 */
export const editorHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "unsafe-none",
  // The owner signs in here: HTTPS is as binding as on every page.
  "Strict-Transport-Security": HSTS,
};

const serialize = (directives: [string, string][]) => directives.map(([k, v]) => (v ? `${k} ${v}` : k)).join("; ");

export function cspHeader(scriptHashes: string[], connect: string[] = []): string {
  return serialize(cspDirectives(scriptHashes, connect));
}

/** A <meta> element cannot carry frame-ancestors (browsers ignore it with a warning). */
export function cspMeta(scriptHashes: string[], connect: string[] = [], styleHashes: string[] = []): string {
  return serialize(cspDirectives(scriptHashes, connect, styleHashes).filter(([k]) => k !== "frame-ancestors"));
}

/**
 * Sent with every response: nosniff stops a browser from running a file as a script or
 * style unless its type says so; Cross-Origin-Resource-Policy keeps other sites from
 * embedding the pages and pictures (only this site loads them).
 */
export const everyResponseHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Sent with documents only (pages and the 404), beside the CSP: these govern what a page may
 * do, and HSTS is learnt from the first page. On each script, style and image they would
 * only add about 300 bytes.
 */
export const documentHeaders: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": HSTS,
};

/**
 * Beside the build's folder, what postbuild wrote of the analytics setting (null when off):
 * the servers add its origin to `connect-src`, as `_headers` and each page's <meta> have it.
 */
export const ANALYTICS_FILE = "analytics.json";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Hashed build files never change; everything else is checked on every visit. */
export function cacheControlFor(urlPath: string, basePath = "/"): string {
  return urlPath.startsWith(`${basePath}assets/`) ? IMMUTABLE : REVALIDATE;
}
