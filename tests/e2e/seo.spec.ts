import { type Lang, LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { onePages } from "./content.ts";
import { pageKind, pageKinds, sitemapPages } from "#app/page-kinds.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { expect, test } from "./helpers.ts";

const SITE_URL = "https://navkartours.example";
const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });

test.describe("what search engines and link previews read, without running scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const { key, path } of onePages.map((p) => ({ key: p.key, path: localePath("en", p.path) }))) {
    test(`${path}: title, description, canonical, Open Graph and Twitter tags`, async ({ page, request }) => {
      await page.goto(path);
      const { title, description } = pageCopy("en", key);
      await expect(page).toHaveTitle(title);
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      const url = `${SITE_URL}${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      const og = (p: string) => page.locator(`meta[property="og:${p}"]`);
      await expect(og("type")).toHaveAttribute("content", "website");
      await expect(og("site_name")).toHaveAttribute("content", "Navkar Tours & Travels");
      await expect(og("title")).toHaveAttribute("content", title);
      await expect(og("description")).toHaveAttribute("content", description);
      await expect(og("url")).toHaveAttribute("content", url);
      await expect(og("locale")).toHaveAttribute("content", "en_IN");
      await expect(og("image:width")).toHaveAttribute("content", "1200");
      await expect(og("image:height")).toHaveAttribute("content", "630");
      await expect(og("image:alt")).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
      const image = (await og("image").getAttribute("content"))!;
      expect(image).toBe(`${SITE_URL}/social/${key}.png`);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

      // The card is served from this build: a 1200×630 PNG under 100 KB.
      const card = await request.get(new URL(image).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
      const body = await card.body();
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      expect(body.length).toBeLessThan(100 * 1024);
    });

    test(`${path}: JSON-LD describes the business and the page`, async ({ page }) => {
      await page.goto(path);
      const scripts = page.locator('script[type="application/ld+json"]');
      await expect(scripts).toHaveCount(1);
      const data = JSON.parse((await scripts.textContent())!);
      expect(data["@context"]).toBe("https://schema.org");
      const graph: Record<string, unknown>[] = data["@graph"];
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

  test("every page has its own title", async ({ page }) => {
    const titles = [];
    for (const { path } of onePages) {
      await page.goto(path);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(onePages.length);
  });

  test("the main content is in the HTML as served", async ({ request }) => {
    const cars = await (await request.get("/cars/")).text();
    expect(cars).toContain("Explore Our Car Collection");
    expect(cars.match(/Seats: <!-- -->\d+<!-- --> passengers|Seats: \d+ passengers/g)).toHaveLength(12);
    expect(cars).toContain("https://wa.me/");
    const home = await (await request.get("/")).text();
    for (const h of ["Travel with Trust &amp; Comfort", "Popular Cars", "What Customers Say", "Our Policies"]) expect(home).toContain(h);
  });

  test("sitemap.xml lists every page of each kind in the sitemap in three languages, and no other; robots.txt allows all and names it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const url = (lang: Lang, path: string) => `${SITE_URL}${localePath(lang, path)}`;
    // Every page of the list of page kinds in the sitemap, in its order, each in three languages…
    expect(locs).toEqual(sitemapPages().flatMap((p) => LANGS.map((lang) => url(lang, p.path))));
    // …and none of the pages of a kind left out of it (the not-found and offline pages).
    for (const kind of pageKinds.filter((k) => !k.sitemap))
      for (const lang of LANGS) expect(locs, kind.key).not.toContain(url(lang, kind.path));
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test("the web manifest names the site and its icons, which exist", async ({ request, page }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ id: "/", name: "Navkar Tours & Travels", display: "standalone", start_url: "/" });
    // An installed app's title bar is the colour of the page's own bar (light; the manifest has one).
    await page.goto("/");
    const pageColour = await page.locator('meta[name="theme-color"][media*="light"]').getAttribute("content");
    expect(manifest.theme_color).toBe(pageColour);
    expect(manifest.background_color).toBe(pageColour);
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(pngSize(await res.body())).toEqual({ width: w, height: h });
    }
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
    for (const path of ["/favicon.svg", "/icons/icon-32.png", "/icons/apple-touch-icon.png"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
