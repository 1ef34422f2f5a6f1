import { cars } from "../../app/content/cars.ts";
import { nav } from "../../app/content/copy.ts";
import { pages } from "../../app/content/pages/index.ts";
import { expect, test } from "./helpers.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  const headings = { "/": pages.home.heroTitle, "/cars": pages.cars.heading, "/about": pages.about.heading, "/owner": null };
  for (const [path, h1] of Object.entries(headings)) {
    test(`${path}: content and navigation are all there`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      if (h1) await expect(heading).toHaveText(h1);
      // Every navigation link is reachable without the menu button.
      for (const item of nav) {
        await expect(page.getByRole("navigation").getByRole("link", { name: item.label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
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
    await page.goto("/cars");
    await expect(page.getByTestId("car-grid").getByRole("listitem")).toHaveCount(cars.length);
    for (const item of await page.getByTestId("car-grid").getByRole("listitem").all()) await expect(item).toBeVisible();
    await expect(page.getByRole("group", { name: pages.cars.filterLabel })).toBeHidden();
  });
});
