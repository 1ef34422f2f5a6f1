/**
 * What a first visit downloads: each page opened once in a fresh Chromium profile, and the
 * bytes Chrome transferred for it (body and headers, as compressed on the wire): its scripts,
 * and everything. The service worker is kept out, so its background saving of the site is
 * not counted; the page's own scripts are, including React on the cars page, which arrives
 * after load (the page is measured once its island has hydrated). Part of `npm run bench`:
 * a measurement, not a test.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export interface Weight {
  route: string;
  scriptBytes: number;
  totalBytes: number;
  scripts: number;
}

export async function measureWeights(origin: string, routes: string[]): Promise<Weight[]> {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  const weights: Weight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true });
      const page = await context.newPage();
      const sizes: Promise<{ script: boolean; bytes: number }>[] = [];
      page.on("requestfinished", (request) =>
        sizes.push(
          request.sizes().then((s) => ({ script: request.resourceType() === "script", bytes: s.responseBodySize + s.responseHeadersSize })),
        ),
      );
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      // The cars page brings in React after load: wait until it has hydrated. (A build where
      // every page hydrates after load has no island, and the zero-JS copy no island data:
      // a quiet network tells those.)
      if (await page.locator("#cars-island-data").count()) await page.locator("#cars-island[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      const all = await Promise.all(sizes);
      const scripts = all.filter((s) => s.script);
      weights.push({
        route,
        scriptBytes: scripts.reduce((n, s) => n + s.bytes, 0),
        totalBytes: all.reduce((n, s) => n + s.bytes, 0),
        scripts: scripts.length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
