import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, hydrated, PAGE_ROUTES, scrollThrough, test } from "./helpers.ts";

const KB = 1024;

/** Sums layout shifts from the very first paint on, while loading and while scrolling. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const BUDGET = { single: 150 * KB, page: 250 * KB, hero: 60 * KB };

test.describe("pictures at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PAGE_ROUTES) {
    test(`${path}: optimized, sized, within budget, no layout shift`, async ({ page }) => {
      const images = new Map<string, { bytes: number; type: string }>();
      page.on("response", async (res) => {
        if (res.request().resourceType() !== "image" || res.url().startsWith("data:")) return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        images.set(res.url(), { bytes: body.length, type: res.headers()["content-type"] ?? "" });
      });
      await recordLayoutShifts(page);
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
      console.log(`${path}: ${images.size} images, ${(total / KB).toFixed(1)} KB at 360 px`);
      expect(total).toBeLessThan(BUDGET.page);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  // On a slow phone (or a busy machine) the parser can stop anywhere, and the browser
  // paints what it has: controls already drawn would move when the rest arrives. Here the
  // network stops there: the page arrives up to the cut, then the rest 600 ms later. Nothing
  // may be painted meanwhile (the paint hold, inline/paint-hold.ts), and nothing moves after.
  const cuts = {
    "the header, before the theme toggle": (html: string) => html.search(/<button[^>]*data-theme-toggle/),
    "the call bar, between an icon and its word": (html: string) => html.indexOf("</svg>", html.lastIndexOf("<aside")) + 6,
  };
  for (const [where, cutAt] of Object.entries(cuts)) {
    test(`a page that arrives in two parts, cut in ${where}, is never painted half-built`, async ({ page, baseURL }) => {
      let restSentAt = Infinity;
      const proxy = http.createServer(async (req, res) => {
        const upstream = await fetch(new URL(req.url!, baseURL));
        const body = Buffer.from(await upstream.arrayBuffer());
        res.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "" });
        if (req.url !== "/cars/") return res.end(body);
        const html = body.toString();
        const cut = cutAt(html);
        expect(cut).toBeGreaterThan(0);
        res.write(html.slice(0, cut));
        setTimeout(() => {
          restSentAt = Date.now();
          res.end(html.slice(cut));
        }, 600);
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      try {
        await recordLayoutShifts(page);
        await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/cars/`);
        await hydrated(page);
        // When the first paint came, on the same clock as the proxy's: after the rest was sent
        // (a half-built paint comes about 600 ms before it; 50 ms allows for the two clocks).
        const paintedAt = await page.evaluate(
          () => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime,
        );
        expect(paintedAt, "painted before the page had all come").toBeGreaterThan(restSentAt - 50);
        expect(await layoutShift(page)).toBe(0);
      } finally {
        proxy.closeAllConnections();
        proxy.close();
      }
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
