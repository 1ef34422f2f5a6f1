import { nav, shell } from "./content.ts";
import { business } from "#app/content/business/business.ts";
import type { Page } from "@playwright/test";
import { editions } from "#app/content/words/words.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { kindSamples } from "./content.ts";
import { expandedState, expect, hydrated, test } from "./helpers.ts";

// The menu's current link, the landmarks and the footer's number, as built: tests/built/pages-words.test.ts.
test.describe("navigation", () => {
  test("links navigate between pages and move the highlight", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const navEl = page.getByRole("navigation", { name: shell.navLabel });
    for (const item of [...nav].reverse()) {
      await navEl.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(navEl.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("aria-current", "page");
    }
  });

  test("the skip link is the first Tab stop and moves focus to main", async ({ page }) => {
    await page.goto("/cars/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: shell.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("small-screen menu", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const menuButton = (page: Page) => page.getByRole("button", { name: shell.menu });
  const menuLink = (page: Page, label: string) => page.getByRole("navigation").getByRole("link", { name: label, exact: true });

  test("the button toggles the dropdown and states it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = menuButton(page);
    const list = page.locator(`#${await button.getAttribute("popovertarget")}`);
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
    await expect(list).toBeHidden();
    await button.click();
    await expect.poll(() => expandedState(page, shell.menu)).toBe(true);
    // The browser states it: ARIA in HTML forbids aria-expanded beside popovertarget.
    await expect(button).not.toHaveAttribute("aria-expanded");
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveText([...nav.map((n) => n.label), "English", "ગુજરાતી", "हिन्दी"]);
    // It opens as a panel just below the header, across the whole width, and the header stays visible.
    const header = (await page.getByRole("banner").boundingBox())!;
    const panel = (await list.boundingBox())!;
    expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(panel.x).toBe(0);
    expect(panel.width).toBe(360);
    await button.click();
    await expect(list).toBeHidden();
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
  });

  test("choosing a link navigates and closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await menuButton(page).click();
    await menuLink(page, "About").click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
    await expect(menuLink(page, "Owner")).toBeHidden();
  });

  test("choosing the current page's link closes it too, and Back closes it", async ({ page }) => {
    await page.goto("/cars/");
    await hydrated(page);
    await menuButton(page).click();
    await menuLink(page, nav[1].label).click();
    await expect(menuLink(page, "Owner")).toBeHidden();
    await menuButton(page).click();
    await menuLink(page, "Owner").click();
    await expect(page).toHaveURL(/\/owner\/$/);
    await menuButton(page).click();
    await expect(menuLink(page, "Home")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cars\/$/);
    await expect(menuLink(page, "Home")).toBeHidden();
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
  });

  test("Escape closes it and returns focus to the button", async ({ page }) => {
    await page.goto("/cars/");
    await hydrated(page);
    await menuButton(page).click();
    await menuLink(page, "Home").focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuLink(page, "Home")).toBeHidden();
  });

  test("a click outside closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await menuButton(page).click();
    await expect(menuLink(page, "Owner")).toBeVisible();
    // A click on plain content below the menu (not on a link, which would navigate).
    const heading = (await page.getByRole("heading", { name: "Popular Cars" }).boundingBox())!;
    const [x, y] = [heading.x + heading.width - 2, heading.y + 4];
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("a, button, [popover]"), [x, y])).toBeNull();
    await page.mouse.click(x, y);
    await expect(menuLink(page, "Owner")).toBeHidden();
    await expect.poll(() => expandedState(page, shell.menu)).toBe(false);
  });

  test("works before the scripts arrive, and hydration keeps it open", async ({ page }) => {
    // Hold the page's scripts back, as on a slow connection, until the menu has been used.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      return route.continue();
    });
    // The page's scripts hold its load event: the page is there to tap long before.
    await page.goto("/cars/", { waitUntil: "commit" });
    await menuButton(page).click();
    await expect(menuLink(page, "Owner")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuLink(page, "Owner")).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await expect(menuLink(page, "Owner")).toBeVisible();

    release();
    await hydrated(page);
    await expect(menuLink(page, "Owner")).toBeVisible();
    await expect.poll(() => expandedState(page, shell.menu)).toBe(true);
    await menuLink(page, "Owner").click();
    await expect(page).toHaveURL(/\/owner\/$/);
    await expect(menuLink(page, "Home")).toBeHidden();
  });
});

test("the header is one row at every width, with the call button from tablets up", async ({ page }) => {
  for (const width of [320, 360, 767, 768, 800, 1023, 1024, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/about/");
    // 3.75rem and the border (--header-height): the menu popover is placed against this.
    expect((await page.getByRole("banner").boundingBox())?.height, `at ${width} px`).toBe(61);
    const call = page.getByRole("banner").getByRole("link", { name: shell.callLong });
    if (width >= 768) await expect(call).toBeVisible();
    else await expect(call).toBeHidden();
  }
});

test.describe("narrow phones", () => {
  // 360 px is the most common Android width in India; 320 px the narrowest still in use.
  for (const lang of LANGS) {
    test(`${languages[lang].name}: at 320 and 360 px, no sideways scroll, the header keeps its height, the menu opens below it`, async ({
      page,
    }) => {
      const paths = kindSamples.map((p) => localePath(lang, p.path));
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 700 });
        for (const path of paths) {
          await page.goto(path);
          const where = `${path} at ${width} px`;
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
          const header = (await page.getByRole("banner").boundingBox())!;
          expect(header.height, where).toBe(61);
        }
        // The menu opens just below the header's real bottom edge, over nothing of it.
        await hydrated(page, lang);
        await page.getByRole("button", { name: editions[lang].words.shell.menu }).click();
        const menu = page.locator("#site-menu");
        await expect(menu).toBeVisible();
        const header = (await page.getByRole("banner").boundingBox())!;
        expect(Math.abs((await menu.boundingBox())!.y - (header.y + header.height)), `menu at ${width} px`).toBeLessThanOrEqual(1);
      }
    });
  }
});

test("the header stays at the top while scrolling", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/cars/");
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    // It is on top: the element at its centre belongs to the header.
    const onTop = await page.evaluate(() => {
      const header = document.querySelector("header")!;
      const r = header.getBoundingClientRect();
      return header.contains(document.elementFromPoint(r.width / 2, r.height / 2));
    });
    expect(onTop).toBe(true);
  }
});

test.describe("footer", () => {
  test("shows the visitor's current year, not the build year, without a hydration warning", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-15T10:00:00+05:30"));
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© 2031 ${business.name.en}. ${shell.legalNotice}.`);
  });
});
