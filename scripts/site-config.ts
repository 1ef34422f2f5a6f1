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
