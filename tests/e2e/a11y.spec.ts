import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, ROUTES, scrollThrough, test } from "./helpers.ts";

test.use({ allowProblems: [/status of 404/] });

/**
 * axe-core with the WCAG 2.2 AA rules and best practices, on every route, light and dark,
 * phone and desktop, after scrolling through. Reduced motion keeps every revealed section
 * fully opaque, so colour contrast is measured on what a reader finally sees.
 */
for (const scheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${scheme} ${width}px`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 800 }, reducedMotion: "reduce" });
      for (const path of ROUTES) {
        test(`axe finds no violations on ${path}`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          await scrollThrough(page);
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
