/**
 * What a page loads in the browser (decision 015): no page loads React Router; a page
 * without the planner loads at most 15 KB of script on a first visit, the cars page at most
 * 8 KB until its planner wakes and 77 KB with it (decisions 022 and 024). Bytes as Chrome transferred them (body and headers, compressed), with the
 * service worker kept out (Playwright's default here), so its saving of the site is not
 * counted. The pages without the planner in English: every edition of a page asks for the
 * same scripts as the English one (tests/built/scripts.test.ts), the words being in the HTML.
 */
import type { Page } from "@playwright/test";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { editions } from "#app/content/words/words.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { CARS_PATH } from "#app/site-pages.ts";
import { kindSamples } from "./content.ts";
import { expect, hydrated, scrollThrough, siteScriptRan, test } from "./helpers.ts";

const KB = 1024;
/** A page of each kind in the sitemap (content.ts), but the cars page: the one with the planner (below). */
const STATIC_PAGES = kindSamples.map((p) => p.path).filter((p) => p !== CARS_PATH);

/** Counts the script bytes `page` transfers from now on; the function returns the sum so far. */
function countScriptBytes(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

/** Opens `path` and returns the script bytes it transferred, once its scripts have run. */
async function scriptBytes(page: Page, path: string, lang: (typeof LANGS)[number]) {
  const sum = countScriptBytes(page);
  await page.goto(path);
  await hydrated(page, lang);
  await page.waitForLoadState("networkidle");
  return sum();
}

test("pages without the planner load at most 15 KB of script, and no router", async ({ browser }) => {
  // A fresh browser for each page: more than 30 s on two cores.
  test.setTimeout(120_000);
  for (const path of STATIC_PAGES) {
    // A first visit each time: a browser of its own, with nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = await scriptBytes(page, path, "en");
    expect(bytes, path).toBeGreaterThan(0);
    expect(bytes, path).toBeLessThanOrEqual(15 * KB);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    await context.close();
  }
});

// With React: 72 KB, about 3 KB more for the trip's clock (decision 032: the timetable, the
// opening hours' checks, the night allowance, the notices of the trip's days) and 1.5 KB for
// the prices' transfers and tolls (the airport's and the station's names, a road's plazas),
// and 1.5 KB for the trip's link (decision 040: it is read and written, the notes of a link
// cut short; the sheet and the calendar load apart, when asked for).
test("the cars page loads at most 8 KB of script until its planner wakes, at most 79 KB with React, and no router", async ({ page }) => {
  const sum = countScriptBytes(page);
  await page.goto("/cars/");
  // The scripts are asked for after the first paint: the site's has run, the cars page's has
  // been asked for with it, and the network is then quiet once both have come.
  await siteScriptRan(page);
  await page.waitForLoadState("networkidle");
  const atLoad = await sum();
  expect(atLoad).toBeGreaterThan(0);
  expect(atLoad).toBeLessThanOrEqual(8 * KB);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const woken = await sum();
  expect(woken).toBeGreaterThan(15 * KB);
  expect(woken).toBeLessThanOrEqual(79 * KB);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("from the cars page, once React runs there, a link loads the next page as a document, with its own script", async ({ page }) => {
  await page.goto("/gu/cars/");
  await hydrated(page, "gu");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The visitor has read down to the footer, its far parts drawn on the way: a jump straight
  // to it taps while they take their real height around it, and on busy cores the tap could
  // land where the link had been (2 runs in 24 with both cores loaded).
  await scrollThrough(page);
  await page.getByRole("contentinfo").getByRole("link", { name: editions.gu.words.navLabels.about }).click();
  await expect(page).toHaveURL(/\/gu\/about\/$/);
  await hydrated(page, "gu");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
});

// TCP's first window is ten packets, about 14.6 KB: a page that fits, with its headers, comes
// in the first round trip, and one byte more waits for a second (150 ms on Lighthouse's slow
// phone, up to half a second on weak mobile data) before anything shows. So the cars pages
// keep their planner's data in a file of its own (decision 025).
test("every page, compressed as a browser asks for it, comes with its headers in the first round trip", async ({ request }) => {
  const FIRST_WINDOW = 10 * 1460;
  const paths = LANGS.flatMap((lang) => sitemapPages().map((p) => localePath(lang, p.path)));
  for (const path of paths) {
    const response = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("br");
    const headerBytes = response.headersArray().reduce((n, h) => n + h.name.length + h.value.length + 4, "HTTP/1.1 200 OK\r\n\r\n".length);
    const bytes = Number(response.headers()["content-length"]) + headerBytes;
    expect(bytes, path).toBeLessThanOrEqual(FIRST_WINDOW);
  }
  expect(paths.length).toBeGreaterThan(80);
});
