import { nav, shell } from "../../app/content/copy.ts";
import { business } from "../../app/content/business.ts";
import { expect, hydrated, PAGE_ROUTES, test } from "./helpers.ts";

test.describe("navigation", () => {
  for (const path of PAGE_ROUTES) {
    test(`on ${path} the current link is marked, the others are not`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const navEl = page.getByRole("navigation", { name: shell.navLabel });
      for (const item of nav) {
        const link = navEl.getByRole("link", { name: item.label, exact: true });
        await expect(link).toHaveAttribute("href", item.path);
        if (item.path === path) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current", /.+/);
      }
    });
  }

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
    await page.goto("/cars");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: shell.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("landmarks: one banner, main navigation, main and contentinfo", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: shell.navLabel })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
  });
});

test.describe("small-screen menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the button toggles the dropdown and states it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: shell.menuOpen });
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await button.click();
    const close = page.getByRole("button", { name: shell.menuClose });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveText(nav.map((n) => n.label));
    await close.click();
    await expect(list).toBeHidden();
  });

  test("choosing a link navigates and closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: shell.menuOpen }).click();
    await page.getByRole("navigation").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: shell.menuOpen })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Owner" })).toBeHidden();
  });

  test("Escape closes it and returns focus to the button", async ({ page }) => {
    await page.goto("/cars");
    await hydrated(page);
    await page.getByRole("button", { name: shell.menuOpen }).click();
    await page.getByRole("navigation").getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    const button = page.getByRole("button", { name: shell.menuOpen });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("a click outside closes it and returns focus to the button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: shell.menuOpen }).click();
    // A click on plain content below the menu (not on a link, which would navigate).
    const heading = (await page.getByRole("heading", { name: "Popular Cars" }).boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("a, button"), [heading.x + heading.width - 2, heading.y + 4])).toBeNull();
    await page.mouse.click(heading.x + heading.width - 2, heading.y + 4);
    const button = page.getByRole("button", { name: shell.menuOpen });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test("the header stays at the top while scrolling", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/cars");
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
    await expect(footer).toContainText(`© 2031 ${business.name}. ${business.legalNotice}.`);
  });
});
