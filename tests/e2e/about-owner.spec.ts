// The about and owner pages' words, pictures and links, and the owner's mail link, as built:
// tests/built/pages-words.test.ts. Here, the bars a phone shows.
import { business } from "#app/content/business/business.ts";
import { expect, scrollThrough, stylesheetApplied, test } from "./helpers.ts";

test.describe("call and WhatsApp one tap away on a phone", () => {
  test.use({ viewport: { width: 360, height: 667 } });
  // The spec's four pages: a sample, since the bar is the layout's, the same on every page.
  for (const path of ["/", "/cars/", "/about/", "/owner/"]) {
    test(`on ${path} without scrolling, never covering the footer`, async ({ page }) => {
      await page.goto(path);
      const bar = page.getByRole("complementary", { name: "Call or message us" });
      const call = bar.getByRole("link", { name: "Call" });
      const wa = bar.getByRole("link", { name: "WhatsApp" });
      await expect(call).toBeInViewport();
      await expect(wa).toBeInViewport();
      await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
      expect(await wa.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      // At the very bottom, the footer's last line is still above the bar. The footer's rules
      // come with the stylesheet, and the far parts take their real height as they are drawn
      // (decisions 023 and 029): jumped to at once, the page grew under the test (the last
      // line at 850 px on a 667 px screen, once in a full run). Read down first, as a visitor.
      await stylesheetApplied(page);
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barBox = (await bar.boundingBox())!;
      const lastLine = (await page.getByRole("contentinfo").locator("p").last().boundingBox())!;
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y + 1);
    });
  }

  test("on wide screens the bar gives way to the header's Call button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Call or message us" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Call now" })).toHaveAttribute("href", `tel:${business.phone}`);
  });
});
