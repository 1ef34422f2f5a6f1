/**
 * sitemap.xml, robots.txt and the web manifest, generated from the route table and the
 * content, so that a new page or a new origin needs no second edit.
 */
import { business } from "#app/content/business/business.ts";
import { editions } from "#app/content/words/words.ts";
import { PAGE_BACKGROUND } from "#app/inline/theme.ts";

/** One entry per page in each language: the page's editions, by language tag. */
export type Editions = { tag: string; url: string }[];

/**
 * Every URL once, each with `xhtml:link` alternates to all its editions (itself included)
 * and English as the x-default, as search engines ask for multilingual sitemaps.
 */
export function sitemapXml(pages: Editions[]): string {
  const entries = pages.flatMap((editions) => {
    const alternates = [
      ...editions.map((e) => `    <xhtml:link rel="alternate" hreflang="${e.tag}" href="${e.url}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${editions[0].url}"/>`,
    ].join("\n");
    return editions.map((e) => `  <url>\n    <loc>${e.url}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Everything but the owner's editor (at `editorPath`, e.g. "/admin/") may be crawled. */
export function robotsTxt(sitemapUrl: string, editorPath: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${editorPath}\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The manifest for installing the site. Its `id` is the start address, so the installed app
 * keeps its identity if start_url ever changes. A manifest has one theme colour: the light
 * page's background, so the title bar matches the page as most visitors see it (the page's
 * own `theme-color` meta follows the system's dark mode where the browser supports it).
 */
export function webManifest(basePath: string) {
  return {
    id: basePath,
    name: business.name.en,
    short_name: business.shortName.en,
    description: editions.en.words.shell.footerTagline,
    lang: "en-IN",
    start_url: basePath,
    scope: basePath,
    display: "standalone",
    background_color: PAGE_BACKGROUND.light,
    theme_color: PAGE_BACKGROUND.light,
    icons: [
      { src: `${basePath}icons/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${basePath}icons/icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${basePath}icons/icon-maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
