/**
 * The planner wakes when it is needed (decision 022): the cars page loads only its small
 * scripts, and React and the planner arrive when the planner comes near the screen, when one
 * of its fields is focused, or at once when the page opens at it. Whatever the visitor does
 * before that is kept.
 */
import type { Page, Request } from "@playwright/test";
import { editions } from "#app/content/words/words.ts";
import { businessToday } from "#app/content/business/business.ts";
import { WAKING_ATTRIBUTE } from "#app/kinds/cars/island/page-dom.ts";
import { catchWhatsApp, expect, frames, hydrated, siteScriptRan, test } from "./helpers.ts";

const w = editions.en.cars.carsPage.planner;
/**
 * React, the planner's own file and its data (decision 025): what the page must not ask for
 * before the planner is needed.
 */
const islandFiles = /\/assets\/(react|planner)-[\w-]+\.(js|json)$/;

/** The island's files the page has asked for so far. */
function islandRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (request: Request) => islandFiles.test(request.url()) && asked.push(request.url()));
  return asked;
}

const awake = (page: Page) => page.locator("#planner-island[data-hydrated]");

/** The page loaded, its scripts run, and two frames drawn: a planner near the view would have begun to wake by then (its observer's callback runs before a frame). */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await siteScriptRan(page);
  await frames(page, 2);
}

/** Whether the page's script has begun to wake the planner (page-script.ts marks the island at once). */
const waking = (page: Page) => page.locator(`#planner-island[${WAKING_ATTRIBUTE}]`);

/** Holds React's file until the function returned is called: the planner wakes, but cannot work yet. */
async function holdReact(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await held;
    return route.continue();
  });
  return release;
}

test.use({ viewport: { width: 360, height: 740 } });

test("the cars page loads no framework at first; the planner wakes as it comes within a screen of the view", async ({ page }) => {
  const asked = islandRequests(page);
  await page.goto("/cars/");
  await settled(page);
  await expect(waking(page)).toHaveCount(0);
  expect(asked).toEqual([]);
  await expect(awake(page)).toHaveCount(0);
  // Scrolled down the cars, to a screen and a half above the planner: not near yet.
  const planTop = () => page.locator("#plan").evaluate((el) => el.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => scrollTo(0, y), (await planTop()) - 740 * 2.5);
  await frames(page, 2);
  await expect(waking(page)).toHaveCount(0);
  expect(asked).toEqual([]);
  // Half a screen below the view: it wakes before the visitor sees it.
  await page.evaluate((y) => scrollTo(0, y), (await planTop()) - 740 * 1.5);
  await expect(awake(page)).toHaveCount(1);
  await expect(page.locator("#plan")).not.toBeInViewport();
  expect(asked.length).toBeGreaterThanOrEqual(3);
  // The data came from its own file, in the page's language; the page itself carries none.
  expect(asked.filter((url) => /\/planner-data-en-[\w-]+\.json$/.test(url))).toHaveLength(1);
  await expect(page.locator("#planner-island-data")).toHaveText("");
});

test("a field of the planner focused from afar wakes it", async ({ page }) => {
  const asked = islandRequests(page);
  await page.goto("/cars/");
  await settled(page);
  // Focus without scrolling, as a screen reader's jump to a field can: no nearness to go by.
  await page.locator("#plan-pickup").evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(awake(page)).toHaveCount(1);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

test("a touch on the planner before the page's script has arrived wakes it once the script comes", async ({ page }) => {
  // The cars page's script is held back until the planner has been touched.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/cars-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    return route.continue();
  });
  // Not to its load: the page's script, added before it, holds the load back.
  await page.goto("/cars/", { waitUntil: "domcontentloaded" });
  await requested;
  // The planner is far below the first screen: only the touch can wake it.
  await expect(page.locator("#plan")).not.toBeInViewport();
  await page.locator("#planner-island").dispatchEvent("pointerdown");
  // The touch is noted (by the page's inline script) while the page's own script is held: no wake yet.
  await expect(page.locator("#planner-island[data-touched]")).toHaveCount(1);
  await expect(awake(page)).toHaveCount(0);
  release();
  await expect(awake(page)).toHaveCount(1);
  await expect(page.locator("#plan")).not.toBeInViewport();
});

test("the page opened at the planner works at once: the car a card chose is there", async ({ page }) => {
  await page.goto("/cars/?car=8#plan");
  await expect(awake(page)).toHaveCount(1);
  await expect(page.getByRole("region", { name: w.title }).getByLabel(w.car, { exact: false })).toHaveValue("8");
  await expect(page.locator("#plan")).toBeInViewport();
});

test("the link under the intro leads to the planner and wakes it", async ({ page }) => {
  await page.goto("/cars/");
  await settled(page);
  await page.getByRole("link", { name: w.title, exact: true }).click();
  await expect(page).toHaveURL(/\/cars\/#plan$/);
  await expect(awake(page)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: w.title })).toBeInViewport();
});

test("a send tapped while React is still on its way carries the whole trip", async ({ page, context }) => {
  const open = await catchWhatsApp(context);
  // React's file is slow to come, as on a weak connection: the planner is awake but not yet working.
  const release = await holdReact(page);
  await page.goto("/cars/");
  await settled(page);
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  const date = businessToday(new Date(Date.now() + 3 * 86_400_000));
  await field(w.pickup).fill("Rajkot");
  await field(w.drop).fill("Somnath");
  await field(w.date).fill(date);
  await field(w.passengers).fill("4");
  await form.getByRole("button", { name: w.send }).click();
  await expect(awake(page)).toHaveCount(0);
  const url = await open(async () => release());
  const text = url.searchParams.get("text")!;
  for (const line of [
    `${w.pickup}: Rajkot`,
    `${w.drop}: Somnath`,
    `${w.date}: ${date.split("-").reverse().join("/")}`,
    `${w.passengers}: 4`,
  ])
    expect(text).toContain(line);
  await hydrated(page);
});

test.describe("a weak connection", () => {
  test.use({ allowProblems: [/Failed to load resource: net::ERR_FAILED/] });

  test("when the planner's data does not arrive, the next touch tries again", async ({ page }) => {
    let lost = true;
    await page.route(/\/assets\/planner-data-en-[\w-]+\.json$/, (route) => (lost ? route.abort() : route.continue()));
    await page.goto("/cars/");
    await settled(page);
    const pickup = page.locator("#plan-pickup");
    const failed = page.waitForEvent("requestfailed", (r) => r.url().includes("/planner-data-en-"));
    await pickup.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await failed;
    // After its one retry the wake gives up, and the page shows the links that need no script.
    await expect(page.locator("#planner-island[data-failed]")).toHaveCount(1);
    await expect(awake(page)).toHaveCount(0);
    // The connection is back; the visitor touches the field again.
    lost = false;
    await pickup.evaluate((el: HTMLElement) => el.blur());
    await pickup.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await expect(awake(page)).toHaveCount(1);
  });
});

test("keys typed as the planner wakes and hydrates are all kept, and the figure follows them once it works", async ({ page }) => {
  // React's file held, then let go while the visitor types on: the keys land before React,
  // while it hydrates (left to the browser: planner/while-hydrating.ts) and after.
  const release = await holdReact(page);
  await page.goto("/cars/#plan");
  await expect(waking(page)).toHaveCount(1);
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  await field(w.pickup).pressSequentially("Rajkot");
  await field(w.drop).click();
  release();
  await field(w.drop).pressSequentially("Dwarka", { delay: 25 });
  await hydrated(page);
  await expect(field(w.pickup)).toHaveValue("Rajkot");
  await expect(field(w.drop)).toHaveValue("Dwarka");
  await expect(form.getByTestId("estimate")).toContainText("₹");
  // And a key after it is answered as any other.
  await field(w.drop).fill("Somnath");
  await expect(form.getByTestId("estimate")).toContainText("₹");
  await field(w.drop).fill("Mumbai Central");
  await expect(form.getByTestId("estimate")).toHaveCount(0);
});
