/**
 * The owner's guide's picture of counted events (section 10): a visitor goes through a few
 * pages of a build that counts visits with a collector on 127.0.0.1, taps Call and WhatsApp
 * and sends a trip, and the stand-in collector's own page (stand-in-collector.ts) is
 * photographed. It is the project's stand-in, not Plausible's or Umami's dashboard, and the
 * guide says so.
 *
 *   BUILD_DIR=build-analytics ANALYTICS=plausible ANALYTICS_URL=http://127.0.0.1:4252 \
 *     ANALYTICS_SITE=navkartours.in npm run build
 *   ROOT=build-analytics/client node scripts/collector-screenshot.ts
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { businessToday } from "#app/content/business/business.ts";
import { ANALYTICS_FILE } from "#common/headers.ts";
import { createSiteServer } from "#server/serve.ts";
import { standInCollector } from "./stand-in-collector.ts";

const root = path.resolve(process.env.ROOT ?? "build-analytics/client");
const analytics = JSON.parse(readFileSync(path.join(root, "..", ANALYTICS_FILE), "utf8")) as { origin: string } | null;
if (!analytics || new URL(analytics.origin).hostname !== "127.0.0.1") {
  console.error(
    `${root} does not count visits with a collector on 127.0.0.1: build it with ANALYTICS_URL=http://127.0.0.1:<port> (see this file's header)`,
  );
  process.exit(1);
}
const collector = await standInCollector(Number(new URL(analytics.origin).port));
const server = createSiteServer({ root });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p);
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const settle = () => page.waitForTimeout(2500);
// The taps are the visitor's; the dialer and WhatsApp are not part of the picture.
await page.addInitScript(() => {
  addEventListener("click", (e) => (e.target as Element).closest("a[href^='tel:'], a[href^='https://wa.me/']") && e.preventDefault());
  window.open = () => ({}) as Window;
});
for (const address of ["/", "/gu/", "/gu/places/dwarka/"]) {
  await page.goto(`${site}${address}`);
  await settle();
}
await page.locator("a[href^='tel:']:visible").first().click();
await page.locator("a[href^='https://wa.me/']:visible").first().click();
await page.goto(`${site}/cars/#plan`);
await page.locator("#planner-island[data-hydrated]").waitFor({ state: "attached" });
const form = page.locator("#plan form");
await form.locator("[name=pickup]").fill("Rajkot");
await form.locator("[name=drop]").fill("Dwarka");
await form.locator("[name=date]").fill(businessToday(new Date(Date.now() + 3 * 86_400_000)));
await form.locator("[name=passengers]").fill("4");
await form.locator("[name=carId]").selectOption({ index: 2 });
await form.locator("button[type=submit]").click();
await settle();
await page.goto(`${site}/about/`);
await settle();

await page.setViewportSize({ width: 1000, height: 700 });
await page.goto(collector.url);
const out = path.resolve("docs/owner-guide/25-stand-in-collector.png");
await page.screenshot({ path: out, fullPage: true });
console.log(`${collector.received.length} events; ${path.relative(process.cwd(), out)}`);
await browser.close();
server.close();
await collector.close();
