import { pages } from "./content.ts";
import { cars, groupSizes } from "#app/content/fleet/cars.ts";
import { editions } from "#app/content/words/words.ts";
import { carsForGroup } from "#app/lib/cars.ts";
import { expect, hydrated, test } from "./helpers.ts";

const copy = pages.cars;
const { showing } = editions.en.cars.carsPage;
// The cars and the filter's groups come from the content, which the owner changes in the
// editor: a car added there must not fail the tests that guard every deploy.
const total = cars.length;
const [, ...groups] = groupSizes.map((range, i) => ({ label: copy.filters[i], names: carsForGroup(cars, range).map((c) => c.name) }));
const smallest = groups.find((g) => g.names.length)!;
const largest = groups.findLast((g) => g.names.length)!;

// The cards' words, pictures and links, as built: tests/built/pages-words.test.ts.
test.describe("cars page", () => {
  const columns = [
    [360, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const;
  for (const [width, count] of columns) {
    test(`the grid has ${count} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cars/");
      const tracks = await page.getByTestId("car-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      expect(tracks).toBe(count);
      const tops = await page
        .getByTestId("car-grid")
        .locator(":scope > li")
        .evaluateAll((els) => els.slice(0, 5).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops.slice(0, count)).size).toBe(1);
    });
  }

  test("the group-size filter narrows the list and announces the count", async ({ page }) => {
    await page.goto("/cars/");
    await hydrated(page);
    const group = page.getByRole("group", { name: copy.filterLabel });
    const status = page.getByRole("status");
    const visible = () => page.getByTestId("car-grid").locator(":scope > li:visible h2").allInnerTexts();
    await expect(status).toHaveText(showing(total, total));
    // The sample fleet has a car in every group; the test means something only then.
    expect(groups.filter((g) => g.names.length).length).toBeGreaterThanOrEqual(2);
    for (const { label, names } of groups) {
      // A tap on the pill, the radio button's label.
      await group.getByText(label, { exact: true }).click();
      await expect(group.getByRole("radio", { name: label })).toBeChecked();
      await expect(status).toHaveText(showing(names.length, total));
      expect(await visible()).toEqual(names);
    }
    await group.getByText(copy.filters[0], { exact: true }).click();
    await expect(status).toHaveText(showing(total, total));
    expect(await visible()).toHaveLength(total);
  });

  test("the count the page comes with is not written again as the scripts start (no restyle of the grid, nothing said twice)", async ({
    page,
  }) => {
    // Every change to the count's words once the page is parsed (the parser's own are not
    // counted), as a screen reader's live region hears them; the scripts start after that.
    await page.addInitScript(() => {
      const w = window as unknown as { __countWrites: number };
      w.__countWrites = 0;
      const inStatus = (node: Node) => !!(node instanceof Element ? node : node.parentElement)?.closest("[role=status]");
      addEventListener("DOMContentLoaded", () =>
        new MutationObserver((records) => (w.__countWrites += records.filter((r) => inStatus(r.target)).length)).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        }),
      );
    });
    await page.goto("/cars/");
    await hydrated(page);
    await expect(page.getByRole("status")).toHaveText(showing(total, total));
    expect(await page.evaluate(() => (window as unknown as { __countWrites: number }).__countWrites)).toBe(0);
    // A choice is still counted.
    await page.getByRole("group", { name: copy.filterLabel }).getByText(largest.label, { exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(showing(largest.names.length, total));
  });

  test("a filter tapped before the scripts arrive applies at once, and is counted once they do", async ({ page }) => {
    // Hold the scripts back, as on a slow connection, while the visitor taps a filter.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      return route.continue();
    });
    // The page's scripts hold its load event: the page is there to tap long before.
    await page.goto("/cars/", { waitUntil: "commit" });
    const group = page.getByRole("group", { name: copy.filterLabel });
    const visible = page.getByTestId("car-grid").locator(":scope > li:visible h2");
    await group.getByText(smallest.label, { exact: true }).click();
    await expect(visible).toHaveText(smallest.names);
    await group.getByText(largest.label, { exact: true }).click();
    await expect(visible).toHaveText(largest.names);
    // The count is React's: it follows once the scripts are there.
    await expect(page.getByRole("status")).toHaveText(showing(total, total));
    release();
    await hydrated(page);
    await expect(page.getByRole("status")).toHaveText(showing(largest.names.length, total));
    await expect(group.getByRole("radio", { name: largest.label })).toBeChecked();
    await expect(group.getByRole("radio", { name: smallest.label })).not.toBeChecked();
    await expect(visible).toHaveCount(2);
  });
});
