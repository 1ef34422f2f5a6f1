import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { langOfPath } from "../../app/lib/i18n.ts";
import { expect, hydrated, LOCALE_ROUTES, ROUTES, scrollThrough, test } from "./helpers.ts";

test.use({ allowProblems: [/status of 404/] });

/** axe's findings on the page as it is now, one line per rule with the elements it names. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe-core with the WCAG 2.2 AA rules and best practices, on every route in every language,
 * light and dark, phone and desktop, after scrolling through. Reduced motion keeps every revealed section
 * fully opaque, so colour contrast is measured on what a reader finally sees.
 */
for (const scheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${scheme} ${width}px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 800 }, reducedMotion: "reduce" });
      for (const path of [...ROUTES, ...LOCALE_ROUTES]) {
        test(`axe finds no violations on ${path}`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page, langOfPath(path));
          await scrollThrough(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

for (const scheme of ["light", "dark"] as const) {
  test(`axe finds no violations with the small-screen menu open (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/cars");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Owner" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
