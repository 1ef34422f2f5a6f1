/**
 * What search engines and link previews read, without running scripts: each page's head and
 * JSON-LD, the sitemap, robots.txt and the web manifest, as the build wrote them. (Moved from
 * tests/e2e/seo.spec.ts, which ran them in a browser with JavaScript off.)
 */
import { describe, expect, test } from "vitest";
import { type Lang, LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { pageKind, pageKinds, sitemapPages } from "#app/page-kinds.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { onePages } from "#tests/e2e/content.ts";
import { attr, fileBytes, fileText, page } from "./pages.ts";

const SITE_URL = "https://navkartours.example";
const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });

describe("what search engines and link previews read, without running scripts", () => {
  for (const { key, path } of onePages.map((p) => ({ key: p.key, path: localePath("en", p.path) }))) {
    test(`${path}: title, description, canonical, Open Graph and Twitter tags`, () => {
      const p = page(path);
      const { title, description } = pageCopy("en", key);
      expect(p.title).toBe(title);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(attr(p.the("html"), "lang")).toBe("en-IN");
      expect(p.meta("description")).toBe(description);
      const url = `${SITE_URL}${path}`;
      expect(attr(p.the('link[rel="canonical"]'), "href")).toBe(url);
      const og = (name: string) => p.meta(`og:${name}`);
      expect(og("type")).toBe("website");
      expect(og("site_name")).toBe("Navkar Tours & Travels");
      expect(og("title")).toBe(title);
      expect(og("description")).toBe(description);
      expect(og("url")).toBe(url);
      expect(og("locale")).toBe("en_IN");
      expect(og("image:width")).toBe("1200");
      expect(og("image:height")).toBe("630");
      expect(og("image:alt")).toMatch(/.+/);
      expect(p.meta("twitter:card")).toBe("summary_large_image");
      expect(p.meta("twitter:title")).toBe(title);
      const image = og("image")!;
      expect(image).toBe(`${SITE_URL}/social/${key}.png`);
      expect(p.meta("twitter:image")).toBe(image);
      expect(p.all('meta[name="theme-color"]')).toHaveLength(2);

      // The card is in this build: a 1200×630 PNG under 100 KB.
      const body = fileBytes(new URL(image).pathname);
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      expect(body.length).toBeLessThan(100 * 1024);
    });

    test(`${path}: JSON-LD describes the business and the page`, () => {
      const p = page(path);
      expect(p.all('script[type="application/ld+json"]')).toHaveLength(1);
      const data = p.jsonLd;
      expect(data["@context"]).toBe("https://schema.org");
      const graph = data["@graph"];
      const business = graph.find((n) => Array.isArray(n["@type"]))!;
      expect(business["@type"]).toEqual(["TravelAgency", "AutoRental"]);
      expect(business["@id"]).toBe(`${SITE_URL}/#business`);
      expect(String(business.telephone)).toMatch(/^\+91\d{10}$/);
      expect(business.address).toMatchObject({ addressLocality: "Rajkot" });
      // In full on the pages about the business; every other page names it in short.
      if (pageKind(key).fullBusiness) {
        expect(business.openingHoursSpecification).toMatchObject({ opens: "06:00", closes: "23:00" });
        // Days in the typed form search engines document: https://schema.org/Monday.
        const days = (business.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek;
        expect(days).toHaveLength(7);
        for (const day of days) expect(day).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
      } else expect(business.openingHoursSpecification).toBeUndefined();
      expect(graph.map((n) => n["@type"])).toEqual(expect.arrayContaining(["WebSite", "BreadcrumbList"]));
      const webPage = graph.find((n) => n["@type"] === "WebPage" || n["@type"] === "AboutPage")!;
      expect(webPage.url).toBe(`${SITE_URL}${path}`);
      const catalog = graph.find((n) => n["@type"] === "OfferCatalog") as { itemListElement: unknown[] } | undefined;
      if (key === "cars") expect(catalog?.itemListElement).toHaveLength(12);
      else expect(catalog).toBeUndefined();
    });
  }

  test("every page has its own title", () => {
    const titles = onePages.map(({ path }) => page(path).title);
    expect(new Set(titles).size).toBe(onePages.length);
  });

  test("the main content is in the HTML as served", () => {
    const cars = page("/cars/").html;
    expect(cars).toContain("Explore Our Car Collection");
    expect(cars.match(/Seats: <!-- -->\d+<!-- --> passengers|Seats: \d+ passengers/g)).toHaveLength(12);
    expect(cars).toContain("https://wa.me/");
    const home = page("/").html;
    for (const h of ["Travel with Trust &amp; Comfort", "Popular Cars", "What Customers Say", "Our Policies"]) expect(home).toContain(h);
  });

  test("sitemap.xml lists every page of each kind in the sitemap in three languages, and no other; robots.txt allows all and names it", () => {
    const locs = [...fileText("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const url = (lang: Lang, path: string) => `${SITE_URL}${localePath(lang, path)}`;
    // Every page of the list of page kinds in the sitemap, in its order, each in three languages…
    expect(locs).toEqual(sitemapPages().flatMap((p) => LANGS.map((lang) => url(lang, p.path))));
    // …and none of the pages of a kind left out of it (the not-found and offline pages).
    for (const kind of pageKinds.filter((k) => !k.sitemap))
      for (const lang of LANGS) expect(locs, kind.key).not.toContain(url(lang, kind.path));
    const robots = fileText("robots.txt");
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test("the web manifest names the site and its icons, which exist", () => {
    const manifest = JSON.parse(fileText("manifest.webmanifest"));
    expect(manifest).toMatchObject({ id: "/", name: "Navkar Tours & Travels", display: "standalone", start_url: "/" });
    // An installed app's title bar is the colour of the page's own bar (light; the manifest has one).
    const pageColour = attr(page("/").the('meta[name="theme-color"][media*="light"]'), "content");
    expect(manifest.theme_color).toBe(pageColour);
    expect(manifest.background_color).toBe(pageColour);
    for (const icon of manifest.icons) {
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(pngSize(fileBytes(icon.src)), icon.src).toEqual({ width: w, height: h });
    }
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
    for (const path of ["/favicon.svg", "/icons/icon-32.png", "/icons/apple-touch-icon.png"])
      expect(fileBytes(path).length, path).toBeGreaterThan(0);
  });
});
