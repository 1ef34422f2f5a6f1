/**
 * Deployment settings read from the environment at build time.
 * SITE_URL: the public origin, used for every absolute URL (canonical, Open Graph, sitemap).
 * BASE_PATH: the sub-path the site lives under, e.g. `/navkar/` on GitHub Pages project sites.
 */
/** The sample address a local build uses when SITE_URL is unset; never published. */
export const SAMPLE_SITE_URL = "https://navkartours.example";

type Env = Record<string, string | undefined>;

/**
 * The site's public address: SITE_URL; on Netlify without it, the address Netlify gives the
 * build (`URL`: the site's main address, its custom domain once one is set); else the sample,
 * which only a local build may use (see `deployProblem`).
 */
export function siteUrlFrom(env: Env): string {
  const url = env.SITE_URL?.trim() || (env.NETLIFY === "true" ? env.URL?.trim() : "") || SAMPLE_SITE_URL;
  return url.replace(/\/+$/, "");
}

export const siteUrl = siteUrlFrom(process.env);

/**
 * Why a deploy build must not go on, or null. On Cloudflare Pages (`CF_PAGES`) or any CI
 * (`CI`), a build without a real address would publish the sample domain in every canonical
 * address, the sitemap and the structured data: it stops instead, in one line.
 */
export function deployProblem(env: Env): string | null {
  if (siteUrlFrom(env) !== SAMPLE_SITE_URL) return null;
  if (!env.CF_PAGES && !env.CI) return null;
  return "SITE_URL is not set: set it to the site's public address (for example https://www.navkartours.in) in the host's build settings; nothing was built.";
}

const rawBase = process.env.BASE_PATH ?? "/";
/** Always with a leading and trailing slash: "/" or "/navkar/". */
export const basePath = `/${rawBase.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");

const DEFAULT_BUILD_DIR = "build";
/** Where the build goes: `build/` unless BUILD_DIR says otherwise (tests build a second copy). */
export const buildDir = process.env.BUILD_DIR ?? DEFAULT_BUILD_DIR;
/**
 * What a host publishes: the browser's half of the default build (React Router writes it to
 * `<build>/client`). netlify.toml, wrangler.toml and deploy-pages.yml name it, and
 * site-config.test.ts holds them to it.
 */
export const PUBLISH_DIR = `${DEFAULT_BUILD_DIR}/client`;

/**
 * Analytics: off unless ANALYTICS names a collector. Both count without cookies and
 * take events over a documented API: Plausible's `POST /api/event`, Umami's `POST /api/send`.
 * ANALYTICS_URL is the collector's address (its hosted service when left out), ANALYTICS_SITE
 * the site as registered there (Plausible: the domain; Umami: the website ID).
 */
export const COLLECTORS = {
  plausible: {
    hosted: "https://plausible.io",
    endpoint: "/api/event",
    site: "the site's domain as added in Plausible, e.g. navkartours.in",
  },
  umami: {
    hosted: "https://cloud.umami.is",
    endpoint: "/api/send",
    site: "the website ID Umami shows, e.g. 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
  },
} as const;

export type Collector = keyof typeof COLLECTORS;

/** What the pages' analytics script is built with, and the one origin the CSP opens for it. */
export interface Analytics {
  collector: Collector;
  /** Where events are posted: the collector's address and its API path. */
  endpoint: string;
  /** The collector's origin, the one `connect-src` adds. */
  origin: string;
  site: string;
}

const SITE_PATTERN: Record<Collector, RegExp> = {
  plausible: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
  umami: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/**
 * The analytics setting from the build's variables: null when off, or the one line that says
 * which variable is wrong (the build stops with it). An address must be `https://`, or
 * `http://127.0.0.1` (the tests' stand-in collector); no credentials, query or fragment.
 */
export function analyticsFrom(env: Env): { analytics: Analytics | null; problem?: string; warning?: string } {
  const name = env.ANALYTICS?.trim().toLowerCase() ?? "";
  if (!name) {
    const stray = ["ANALYTICS_URL", "ANALYTICS_SITE"].filter((v) => env[v]?.trim());
    return {
      analytics: null,
      warning: stray.length
        ? `${stray.join(" and ")} set but ANALYTICS is not: no visits are counted (set ANALYTICS to plausible or umami to count them)`
        : undefined,
    };
  }
  if (!(name in COLLECTORS))
    return {
      analytics: null,
      problem: `ANALYTICS is "${env.ANALYTICS}": it must be plausible or umami (or left out, to count nothing); nothing was built.`,
    };
  const collector = name as Collector;
  const raw = env.ANALYTICS_URL?.trim() || COLLECTORS[collector].hosted;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // Refused below.
  }
  const local = url?.protocol === "http:" && url.hostname === "127.0.0.1";
  if (
    !url ||
    !(url.protocol === "https:" || local) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    raw.includes("?") ||
    raw.includes("#")
  ) {
    return {
      analytics: null,
      problem: `ANALYTICS_URL is "${raw}": it must be the collector's https:// address, e.g. ${COLLECTORS[collector].hosted}; nothing was built.`,
    };
  }
  const site = env.ANALYTICS_SITE?.trim() ?? "";
  if (!SITE_PATTERN[collector].test(collector === "plausible" ? site.toLowerCase() : site)) {
    return {
      analytics: null,
      problem: `ANALYTICS_SITE is ${site ? `"${site}"` : "not set"}: it must be ${COLLECTORS[collector].site}; nothing was built.`,
    };
  }
  const base = url.href.replace(/\/+$/, "");
  return {
    analytics: {
      collector,
      endpoint: `${base}${COLLECTORS[collector].endpoint}`,
      origin: url.origin,
      site: collector === "plausible" ? site.toLowerCase() : site,
    },
  };
}

export const analyticsSetting = analyticsFrom(process.env);
/** Null unless the build counts visits (a problem stops the build before this is used). */
export const analytics = analyticsSetting.analytics;

/**
 * The values the code reads that only the build knows, written in where it reads them: by
 * Vite in the pages, and by the browser scripts' own build (scripts/steps/browser-scripts.ts).
 */
export const buildDefines: Record<string, string> = {
  // The year the pages were prerendered; the footer swaps in the visitor's year in the browser.
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __SITE_URL__: JSON.stringify(siteUrl),
  // The collector, its address and the site's name there, or null: no page counts visits
  // (the root then names no analytics script, and the build makes none).
  __ANALYTICS__: JSON.stringify(analytics && { collector: analytics.collector, endpoint: analytics.endpoint, site: analytics.site }),
};
