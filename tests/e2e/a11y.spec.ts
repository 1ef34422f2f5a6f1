import { LANGS } from "#app/content/languages.ts";
import { langOfPath, localePath } from "#app/lib/i18n.ts";
import { carPath } from "#app/site-pages.ts";
import { AXE_MODES, axeInMode, axeViolations, expect, hydrated, LOCALE_ROUTES, ROUTES, scrollThrough, setMode, test } from "./helpers.ts";

test.use({ allowProblems: [/status of 404/] });

/**
 * axe-core with the WCAG 2.2 AA rules and best practices, on a page of every kind (helpers.ts,
 * `kindRoutes`: a new kind joins by itself) in every language,
 * light and dark, phone and desktop, after scrolling through at each width. Reduced motion
 * keeps every revealed section fully opaque, so colour contrast is measured on what a reader
 * finally sees. One page load serves the four checks; the second colour scheme at a width
 * checks the rules about colours (helpers.ts, axeInMode), the rest being the same page.
 */
test.describe("axe", () => {
  // Several pages or modes in one test.
  test.describe.configure({ timeout: 60_000 });
  test.use({ reducedMotion: "reduce" });
  // A page of every kind, and a car model's page in each language (the Tempo Traveller's,
  // with the most sizes and the widest tables).
  const carPages = LANGS.map((lang) => localePath(lang, carPath("tempo-traveller")));
  for (const path of [...ROUTES, ...LOCALE_ROUTES, ...carPages]) {
    test(`axe finds no violations on ${path}, light and dark, 360 and 1280 px`, async ({ page }) => {
      for (const [n, mode] of AXE_MODES.entries()) {
        await setMode(page, mode);
        if (n === 0) {
          await page.goto(path);
          await hydrated(page, langOfPath(path));
        }
        if (n === 0 || mode.width !== AXE_MODES[n - 1].width) await scrollThrough(page);
        await setMode(page, mode);
        expect(await axeInMode(page, n), `${mode.colorScheme} ${mode.width}px`).toEqual([]);
      }
    });
  }
});

for (const scheme of ["light", "dark"] as const) {
  test(`axe finds no violations with the small-screen menu open (${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/cars/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Owner" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
