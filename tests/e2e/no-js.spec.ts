import { nav, pages, shell } from "./content.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { expandedState, expect, test } from "./helpers.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  // The spec's four pages, with the headings their words give (a sample: the menu and the
  // reveal are the layout's, the same on every page).
  const headings = { "/": pages.home.heroTitle, "/cars/": pages.cars.heading, "/about/": pages.about.heading, "/owner/": null };
  for (const [path, h1] of Object.entries(headings)) {
    test(`${path}: content and navigation are all there`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      if (h1) await expect(heading).toHaveText(h1);
      // The menu is a native popover: the button opens it without any script.
      const navEl = page.getByRole("navigation");
      await expect(navEl.getByRole("link", { name: nav[1].label, exact: true })).toBeHidden();
      const expanded = () => expandedState(page, shell.menu);
      expect(await expanded()).toBe(false);
      await navEl.getByRole("button", { name: shell.menu }).click();
      expect(await expanded()).toBe(true);
      for (const item of nav) {
        await expect(navEl.getByRole("link", { name: item.label, exact: true })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(navEl.getByRole("link", { name: nav[1].label, exact: true })).toBeHidden();
      // Nothing is left hidden by the scroll reveal.
      for (const el of await page.locator("[data-reveal]").all()) {
        await el.scrollIntoViewIfNeeded();
        await expect(el).toBeVisible();
        expect(await el.evaluate((e) => getComputedStyle(e).opacity)).toBe("1");
      }
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("every car is listed and the script-only filter is not shown", async ({ page }) => {
    await page.goto("/cars/");
    await expect(page.getByTestId("car-grid").getByRole("listitem")).toHaveCount(cars.length);
    for (const item of await page.getByTestId("car-grid").getByRole("listitem").all()) await expect(item).toBeVisible();
    await expect(page.getByRole("group", { name: pages.cars.filterLabel })).toBeHidden();
  });
});
