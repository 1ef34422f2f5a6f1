import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files.ts";

describe("sitemap", () => {
  it("lists each URL once in a urlset", () => {
    const xml = sitemapXml(["https://a.example/", "https://a.example/cars"]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://a.example/cars</loc>");
  });
});

describe("robots.txt", () => {
  it("allows all and names the sitemap", () => {
    const txt = robotsTxt("https://a.example/sitemap.xml");
    expect(txt).toContain("User-agent: *\nAllow: /");
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
});
