/**
 * Deployment settings read from the environment at build time.
 * SITE_URL: the public origin, used for every absolute URL (canonical, Open Graph, sitemap).
 * BASE_PATH: the sub-path the site lives under, e.g. `/navkar/` on GitHub Pages project sites.
 */
export const siteUrl = (process.env.SITE_URL ?? "https://navkartours.example").replace(/\/+$/, "");

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
