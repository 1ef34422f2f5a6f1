import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./helpers.ts";

const styleOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      opacity: s.opacity,
      translate: s.translate,
      duration: s.transitionDuration,
      easing: s.transitionTimingFunction,
      properties: s.transitionProperty,
    };
  });

/**
 * Scrolls until the element's top is just below the view: off screen, but near enough that
 * the browser draws its section (which it skips farther away: render-later in app.css), so
 * that its style is what a visitor would see the moment it enters. The parts drawn on the way
 * take their real heights a little later, moving the element (by 44 px once, on a loaded
 * machine, after two frames had shown it still): so it stays 120 px below the view, and it
 * counts as put only when two checks, each after two frames and a task, find it in place.
 */
async function justBelowTheView(page: Page, selector: string) {
  await page.locator(selector).evaluate(async (el) => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))));
    let inPlace = 0;
    for (let i = 0; i < 20 && inPlace < 2; i++) {
      const off = el.getBoundingClientRect().top - innerHeight - 120;
      inPlace = Math.abs(off) < 2 ? inPlace + 1 : 0;
      if (!inPlace) scrollBy(0, off);
      await drawn();
    }
  });
}

test.describe("scroll reveal", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("hidden off screen, slides in on entering, hides again on leaving", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const left = "#visit-title >> xpath=ancestor::*[@data-reveal][1]";
    const right = "#testimonials-title >> xpath=ancestor::*[@data-reveal][1]";
    await expect(page.locator(left)).toHaveAttribute("data-reveal", "left");
    await expect(page.locator(right)).toHaveAttribute("data-reveal", "right");

    // Off screen: hidden, 100 px toward its side.
    await expect(page.locator(left)).toHaveAttribute("data-state", "hidden");
    await justBelowTheView(page, right);
    await expect.poll(() => styleOf(page, right)).toMatchObject({ opacity: "0", translate: "100px" });
    await justBelowTheView(page, left);
    await expect.poll(() => styleOf(page, left)).toMatchObject({ opacity: "0", translate: "-100px" });
    const style = await styleOf(page, left);
    expect(style.duration).toBe("0.6s");
    expect(style.easing).toBe("ease-out");
    expect(style.properties).toContain("opacity");

    // Enters: visible, no offset.
    await page.locator(left).scrollIntoViewIfNeeded();
    await expect(page.locator(left)).toHaveAttribute("data-state", "visible");
    await expect.poll(() => styleOf(page, left)).toMatchObject({ opacity: "1", translate: "none" });

    // Leaves: hidden again, so the reveal repeats.
    await justBelowTheView(page, left);
    await expect(page.locator(left)).toHaveAttribute("data-state", "hidden");
    await expect.poll(() => styleOf(page, left)).toMatchObject({ opacity: "0", translate: "-100px" });
  });

  test("what is on screen at load is never hidden", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const first = page.locator("[data-reveal]").first();
    await expect(first).toHaveAttribute("data-state", "visible");
    expect((await styleOf(page, "[data-reveal] >> nth=0")).opacity).toBe("1");
  });

  test("under reduced motion nothing hides or moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const left = "#visit-title >> xpath=ancestor::*[@data-reveal][1]";
    await expect(page.locator(left)).toHaveAttribute("data-state", "hidden");
    const style = await styleOf(page, left);
    expect(style).toMatchObject({ opacity: "1", translate: "none" });
    expect(style.duration).toBe("0s");
  });

  test("the offset never makes the page scroll sideways", async ({ page }) => {
    // The pages that reveal their sections on scroll: home, about and owner.
    for (const path of ["/", "/about/", "/owner/"]) {
      await page.setViewportSize({ width: 360, height: 700 });
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
