import type { Page } from "@playwright/test";
import { cars, groupSizes } from "#app/content/fleet/cars.ts";
import { editions } from "#app/content/words/words.ts";
import { carsForGroup } from "#app/lib/cars.ts";
import { expandedState, expect, hydrated, ROUTES, test } from "./helpers.ts";

test.use({ allowProblems: [/status of 404/] });

/** Tabs through the page; returns a description of each focused element and its focus ring. */
async function tabThrough(page: Page) {
  const seen: { key: string; ring: boolean }[] = [];
  for (let i = 0; i < 160; i++) {
    await page.keyboard.press("Tab");
    // A frame between two Tabs, as between a person's key presses (as in focus-in-view.spec.ts).
    // Without it, on a loaded machine, Chromium now and then had not yet drawn the car card the
    // focus had just scrolled into view (content-visibility), and the next Tab from inside it
    // found nothing: about one walk of /cars/ in forty, before and after decision 025.
    const info = await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const ring = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== "none";
      const key = `${el.tagName} ${el.getAttribute("href") ?? ""} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)}`;
      const i = [...document.querySelectorAll("a[href], button, input, select, [tabindex]")].indexOf(el);
      return { key: `${i} ${key}`, ring };
    });
    // Tab steps through the parts of a date or time field (day, month, year) in place.
    if (info && seen.at(-1)?.key === info.key && /INPUT/.test(info.key)) continue;
    if (!info || seen.some((s) => s.key === info.key)) break;
    seen.push(info);
  }
  return seen;
}

const visibleFocusables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, [tabindex]:not([tabindex='-1'])")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest("[hidden]"))
      // Tab reaches a radio group once, at its checked button.
      .filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked))
      .map((el) => [...document.querySelectorAll("a[href], button, input, select, [tabindex]")].indexOf(el)),
  );

for (const width of [360, 1280]) {
  test.describe(`keyboard at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    for (const path of ROUTES) {
      test(`every control on ${path} is reached by Tab, in order, with a visible focus ring`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const focused = await tabThrough(page);
        expect(focused[0].key).toContain("#main");
        const expected = await visibleFocusables(page);
        expect(focused.map((f) => Number(f.key.split(" ")[0]))).toEqual(expected);
        const withoutRing = focused.filter((f) => !f.ring).map((f) => f.key);
        expect(withoutRing).toEqual([]);
      });
    }
  });
}

test.describe("controls work from the keyboard", () => {
  test("theme toggle, menu and car filter", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/cars/");
    await hydrated(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeFocused();

    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedState(page, "Menu")).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    // The filter is one radio group: Tab reaches the chosen group, arrows choose another.
    // The groups and their counts come from the content, which the owner may change.
    const { filters, showing } = editions.en.cars.carsPage;
    const count = (i: number) => carsForGroup(cars, groupSizes[i]).length;
    const [last, beforeLast] = [groupSizes.length - 1, groupSizes.length - 2];
    await page.getByRole("radio", { name: filters[0] }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: filters[last] })).toBeChecked();
    await expect(page.getByRole("status")).toHaveText(showing(count(last), cars.length));
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("status")).toHaveText(showing(count(beforeLast), cars.length));
  });
});
