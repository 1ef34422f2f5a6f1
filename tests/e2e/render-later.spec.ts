/**
 * The parts of a long page far below the view are drawn only as they come near
 * (`render-later` in app.css, decision 023): the browser skips them at load, and nothing a
 * visitor does finds them missing: finding in the page finds their words (a screen reader
 * hears every heading: screen-reader.spec.ts), an anchor lands on its part, printing draws them, and the page's height
 * hardly changes as they are drawn.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import { buildDir } from "#common/site-config.ts";
import { kindSamples } from "./content.ts";
import { expect, frames, stylesheetApplied, test } from "./helpers.ts";

test.use({ viewport: { width: 360, height: 740 } });

/** Whether the browser draws the element now (false while its part is skipped). */
const drawn = (part: Locator) => part.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

/**
 * The pages with parts drawn when near: of each kind's sample (its own page, its first
 * item's: content.ts), those the build gives such parts, in the three languages in turn. A new
 * kind, or a page given such parts, joins by itself. (Which of them is long, its last part
 * far below the first screen, the browser measures: the test below.)
 */
const LATER_PAGES = kindSamples
  .filter((p) => /class="[^"]*\brender-later\b/.test(readFileSync(path.join(buildDir, "client", p.path, "index.html"), "utf8")))
  .map((p, i) => localePath(LANGS[i % LANGS.length], p.path));

test("at load, the parts far down a long page are skipped; they are drawn as they come near, and the page keeps its height", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const long: string[] = [];
  for (const path of LATER_PAGES) {
    await page.goto(path);
    const last = page.locator(".render-later").last().locator("h2, h3, p").first();
    const drawnAtLoad = await drawn(last);
    // The height the scrollbar shows once the page is styled: the stylesheet comes after the
    // first paint (decision 029), and on a busy machine after the load event too, and the
    // parts far down take their estimated size (--later-size) from it.
    await stylesheetApplied(page);
    // A long page: its last part begins more than three screens down, as the estimates place it.
    const far = await page
      .locator(".render-later")
      .last()
      .evaluate((el) => el.getBoundingClientRect().top > 3 * innerHeight);
    if (!far) continue;
    long.push(path);
    expect(drawnAtLoad, `${path}: the last part is skipped at load`).toBe(false);
    expect(await drawn(last), `${path}: the last part is still skipped once styled`).toBe(false);
    const heightAtLoad = await page.evaluate(() => document.documentElement.scrollHeight);
    // Scrolled down in screens, as a visitor reads.
    for (let y = 0; y < heightAtLoad; y += 600) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await frames(page, 1);
    }
    await expect.poll(() => drawn(last)).toBe(true);
    const heightDrawn = await page.evaluate(() => document.documentElement.scrollHeight);
    // The estimates (--later-size) hold the scrollbar near where it ends up.
    expect(Math.abs(heightDrawn - heightAtLoad) / heightDrawn, `${path}: ${heightAtLoad} px at load, ${heightDrawn} px drawn`).toBeLessThan(
      0.12,
    );
  }
  // Most kinds have a long page (the home page, the cars, a place, a tour, a car, the questions).
  expect(long.length, long.join(" ")).toBeGreaterThanOrEqual(LATER_PAGES.length / 2);
});

test("finding in the page finds the words of a part not yet drawn, and draws it", async ({ page }) => {
  await page.goto("/");
  const policy = page.locator("#policies-title ~ * li").first();
  const words = (await policy.textContent())!.slice(0, 24);
  expect(await drawn(policy)).toBe(false);
  // The browser's own find, as Ctrl+F: it finds the words, selects them and draws their part.
  expect(await page.evaluate((text) => (window as unknown as { find: (s: string) => boolean }).find(text), words)).toBe(true);
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(words);
  await expect.poll(() => drawn(policy)).toBe(true);
});

test("an anchor lands on its part and stays there: an answer at the end of the questions page, the rate card", async ({ page }) => {
  for (const [path, id] of [
    [QUESTIONS_PATH + "/", await lastQuestionId(page)],
    ["/cars/", "rates"],
  ]) {
    await page.goto(`${path}#${id}`);
    const target = page.locator(`#${id}`);
    await expect(target).toBeInViewport();
    const top = () => target.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const landed = await top();
    // Below the sticky header (scroll-mt-20), and not moved by the parts above it being drawn.
    expect(landed).toBeGreaterThanOrEqual(60);
    // Once the parts near the view have been drawn (two frames), nothing above it has moved it.
    await frames(page, 2);
    expect(await top()).toBe(landed);
  }
});

test("printing draws every part", async ({ page }) => {
  await page.goto("/places/dwarka/");
  // The print rules come with the stylesheet, after the first paint (decision 029).
  await stylesheetApplied(page);
  await page.emulateMedia({ media: "print" });
  const kinds = await page
    .locator(".render-later")
    .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).contentVisibility))]);
  expect(kinds).toEqual(["visible"]);
  expect(await drawn(page.locator(".render-later").last().locator("h2"))).toBe(true);
});

/** The id of the questions page's last answer. */
async function lastQuestionId(page: Page) {
  await page.goto(QUESTIONS_PATH + "/");
  return (await page.locator("main section[id]").last().getAttribute("id"))!;
}
