import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files.ts";

describe("sitemap", () => {
  const editions = (path: string) => [
    { tag: "en-IN", url: `https://a.example${path}` },
    { tag: "gu-IN", url: `https://a.example/gu${path === "/" ? "/" : path}` },
  ];
  it("lists each URL once in a urlset, with its editions as alternates", () => {
    const xml = sitemapXml([editions("/"), editions("/cars")]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://a.example/gu/cars</loc>");
    const entry = xml.split("<url>").find((u) => u.includes("<loc>https://a.example/gu/cars</loc>"))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://a.example/cars"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="gu-IN" href="https://a.example/gu/cars"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/cars"/>');
  });
});

describe("robots.txt", () => {
  it("allows all but the editor, and names the sitemap", () => {
    const txt = robotsTxt("https://a.example/sitemap.xml", "/navkar/admin/");
    expect(txt).toContain("User-agent: *\nAllow: /\nDisallow: /navkar/admin/\n");
    expect(txt).toContain("Sitemap: https://a.example/sitemap.xml");
  });
});

describe("web manifest", () => {
  it("is standalone with icons under the base path", () => {
    const m = webManifest("/navkar/");
    expect(m.display).toBe("standalone");
    expect(m.start_url).toBe("/navkar/");
    expect(m.icons.map((i) => i.src)).toContain("/navkar/icons/icon-512.png");
    expect(m.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });
  it("has an id, and the page's own colour for the title bar and splash", () => {
    const m = webManifest("/navkar/");
    expect(m.id).toBe("/navkar/");
    expect(m.theme_color).toBe("#ffffff");
    expect(m.background_color).toBe("#ffffff");
  });
});
