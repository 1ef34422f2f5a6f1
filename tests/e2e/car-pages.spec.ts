/**
 * The pages of the car models, as a visitor follows them: a card's name on /cars/ opens its
 * model's page, whose planner link arrives at the planner with the car chosen, and which loads
 * only the site's script once painted. What the pages say (each size's passengers, bags, AC
 * and features, Call and WhatsApp, the fares equal to the one estimate, the head, the
 * structured data, the links to them from the cards and the fare tables, the sitemap) is read
 * from the build without a browser: tests/built/car-pages.test.ts.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { type Lang, languages } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { carPath } from "#app/site-pages.ts";
import { expect, hydrated, test } from "./helpers.ts";

test("a car page's planner link arrives at the planner with the car chosen, in Gujarati", async ({ page }) => {
  const car = cars.find((c) => c.name === "Tempo Traveller" && c.capacity === 17)!;
  const { carCard, carPage } = editions.gu.cars;
  const w = carPage;
  await page.goto(localePath("gu", carPath(car.model)));
  await page
    .getByRole("region", { name: carCard.label(car.name, car.capacity), exact: true })
    .getByRole("link", { name: w.plan })
    .click();
  await expect(page).toHaveURL(new RegExp(`/gu/cars/\\?car=${car.id}#plan$`));
  await hydrated(page, "gu");
  const planner = editions.gu.cars.carsPage.planner;
  await expect(page.getByRole("region", { name: planner.title }).getByLabel(planner.car, { exact: false })).toHaveValue(String(car.id));
});

for (const lang of ["en", "hi"] as Lang[]) {
  test(`${languages[lang].englishName}: a card's name on /cars/ opens its model's page`, async ({ page }) => {
    await page.goto(localePath(lang, "/cars"));
    const items = page.getByTestId("car-grid").locator(":scope > li");
    await items
      .nth(cars.findIndex((c) => c.model === "urbania"))
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, carPath("urbania"))}$`));
  });
}

test("a car's page loads only the site's script", async ({ page }) => {
  await page.goto("/hi/cars/innova-crysta/");
  // Added once the page has painted (decision 030).
  await expect(page.locator("script[src]")).toHaveCount(1);
  const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((e) => e.getAttribute("src")));
  expect(scripts[0]).toMatch(/\/assets\/site-[\w-]+\.js$/);
  await expect(page.locator("#planner-island")).toHaveCount(0);
});
