import { expect, hydrated, PAGE_ROUTES, scrollThrough, test } from "./helpers.ts";

const KB = 1024;
const BUDGET = { single: 150 * KB, page: 250 * KB, hero: 60 * KB };

test.describe("pictures at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of PAGE_ROUTES) {
    test(`${path}: optimized, sized, within budget, no layout shift`, async ({ page }) => {
      const images = new Map<string, { bytes: number; type: string }>();
      page.on("response", async (res) => {
        if (res.request().resourceType() !== "image" || res.url().startsWith("data:")) return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        images.set(res.url(), { bytes: body.length, type: res.headers()["content-type"] ?? "" });
      });
      // Layout shifts from the very first paint on, while loading and while scrolling.
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await hydrated(page);
      await scrollThrough(page, 300);
      await page.waitForLoadState("networkidle");

      const pics = page.locator("main img");
      const count = await pics.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const img = pics.nth(i);
        const info = await img.evaluate((el: HTMLImageElement) => ({
          width: el.getAttribute("width"),
          height: el.getAttribute("height"),
          srcset: el.srcset || el.closest("picture")?.querySelector("source")?.srcset || "",
          alt: el.getAttribute("alt"),
          current: el.currentSrc,
          complete: el.complete && el.naturalWidth > 0,
        }));
        expect(Number(info.width), info.current).toBeGreaterThan(0);
        expect(Number(info.height), info.current).toBeGreaterThan(0);
        expect(info.srcset, info.current).not.toBe("");
        expect(info.alt, info.current).not.toBeNull();
        expect(info.complete, `${info.current} loaded`).toBe(true);
        expect(info.current).toMatch(/\.(avif|webp)$/);
      }
      for (const [url, { bytes, type }] of images) {
        if (!url.includes("/assets/")) continue;
        expect(type, url).toMatch(/^image\/(avif|webp)$/);
        expect(bytes, url).toBeLessThan(BUDGET.single);
      }
      const total = [...images.values()].reduce((sum, i) => sum + i.bytes, 0);
      console.log(`${path}: ${images.size} images, ${(total / KB).toFixed(1)} KB at 375 px`);
      expect(total).toBeLessThan(BUDGET.page);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    });
  }

  test("the hero is fetched first: not lazy, high priority, preloaded, under 60 KB", async ({ page }) => {
    const fetched: { url: string; bytes: number }[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() === "image") fetched.push({ url: res.url(), bytes: (await res.body()).length });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const hero = page.locator("main section").first().locator("img");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesrcset", /hero-.*\.avif 480w/);
    await expect(preload).toHaveAttribute("imagesizes", "100vw");
    const current = await hero.evaluate((el: HTMLImageElement) => el.currentSrc);
    const heroFetch = fetched.find((f) => f.url === current)!;
    expect(heroFetch.url).toMatch(/hero-.*\.avif$/);
    expect(heroFetch.bytes).toBeLessThan(BUDGET.hero);
    // Every other picture on screen at load is lazy or comes after it.
    const lazy = await page.locator("main img[loading=lazy]").count();
    expect(lazy).toBe((await page.locator("main img").count()) - 1);
  });
});
