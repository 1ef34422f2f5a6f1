/**
 * sitemap.xml, robots.txt and the web manifest, generated from the route table and the
 * content, so that a new page or a new origin needs no second edit.
 */
import { business } from "../../app/content/business.ts";
import { shell } from "../../app/content/copy.ts";

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((loc) => `  <url><loc>${loc}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export function webManifest(basePath: string) {
  return {
    name: business.name,
    short_name: business.shortName,
    description: shell.footerTagline,
    lang: "en-IN",
    start_url: basePath,
    scope: basePath,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0f2a4a",
    icons: [
      { src: `${basePath}icons/icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${basePath}icons/icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `${basePath}icons/icon-maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
