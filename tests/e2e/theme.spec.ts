import { expect, hydrated, siteScriptRan, test } from "./helpers.ts";

const LIGHT_BG = "rgb(255, 255, 255)";
const DARK_BG = "rgb(11, 18, 32)";
const bodyBg = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("appearance", () => {
  test("follows a light system by default", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await hydrated(page);
    expect(await bodyBg(page)).toBe(LIGHT_BG);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("follows a dark system by default, form controls too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await hydrated(page);
    expect(await bodyBg(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("the toggle switches, is remembered after a reload and across pages", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await bodyBg(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await page.reload();
    await hydrated(page);
    expect(await bodyBg(page)).toBe(DARK_BG);
    await page.goto("/owner/");
    expect(await bodyBg(page)).toBe(DARK_BG);

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await bodyBg(page)).toBe(LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("a tap on the toggle before the scripts arrive switches at once, and counts once", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      return route.continue();
    });
    // The page's scripts hold its load event: the page is there to tap long before.
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: /theme/ }).click();
    // The head script switches it: no wait for the page's scripts.
    expect(await bodyBg(page)).toBe(DARK_BG);
    release();
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    // Once, not twice: it stays dark once the site's script, which would switch it again, has run.
    await siteScriptRan(page);
    expect(await bodyBg(page)).toBe(DARK_BG);
  });

  test("a pinned choice beats the system setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/cars/");
    expect(await bodyBg(page)).toBe(LIGHT_BG);
  });

  test("no flash of the wrong theme, even when script files fail to load", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    let blocked = 0;
    await page.route(/\.js(\?.*)?$/, (route) => {
      blocked++;
      return route.abort();
    });
    // A slow stylesheet, as on a weak connection: held until the page has begun, which must wait for it, not paint light first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.css(\?.*)?$/, async (route) => {
      await held;
      return route.continue();
    });
    // The first paint already has the dark background. A frame callback runs only once the page
    // is no longer render-blocked (its stylesheet has arrived), just before that first paint;
    // reading the colour earlier would race the stylesheet, not test the theme.
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("body");
    release();
    const firstFrameBg = await page.evaluate(
      () => new Promise<string>((done) => requestAnimationFrame(() => done(getComputedStyle(document.body).backgroundColor))),
    );
    expect(firstFrameBg).toBe(DARK_BG);
    // Scripts are fetched after load and an idle moment; wait until they have been tried and failed.
    await expect.poll(() => blocked).toBeGreaterThan(0);
    expect(await bodyBg(page)).toBe(DARK_BG);
  });
});

test.use({ allowProblems: [/Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/] });
