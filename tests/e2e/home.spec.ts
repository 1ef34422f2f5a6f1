/**
 * The home page as a visitor sees it: the Call and WhatsApp pairs on a desktop, and the
 * open-now label its script sets. What the page says (head, sections, cars, quotes, places,
 * steps, hours, policies, no claim about now in the HTML) is read from the build without a
 * browser: tests/built/home.test.ts.
 */
import { siteWords } from "#app/content/words/words.ts";
import { business } from "#app/content/business/business.ts";
import { telLink, whatsappLink } from "#app/lib/links.ts";
import { expect, hydrated, test } from "./helpers.ts";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  // Many visitors in India message a business from WhatsApp on their computer.
  test("on a desktop, every Call on the page has WhatsApp beside it, with the business's message", async ({ page }) => {
    expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(1280);
    const whatsapp = whatsappLink(business.phone, siteWords("en").messages.general);
    const calls = page.locator(`a[href="${telLink(business.phone)}"]:visible`);
    // The header's, the hero's, How to Book's and the footer's.
    await expect(calls).toHaveCount(4);
    for (const call of await calls.all()) {
      const beside = call.locator("xpath=../..").locator(`a[href="${whatsapp}"]:visible`);
      await expect(beside, await call.evaluate((a) => a.closest("header, section, footer")!.outerHTML.slice(0, 80))).toHaveCount(1);
      await expect(beside).toHaveAttribute("target", "_blank");
      await expect(beside).toContainText("WhatsApp");
    }
  });
});

test.describe("open-now label, in India Standard Time", () => {
  const cases = [
    ["2026-11-22T05:59:00+05:30", /^Closed now · opens 6:00 AM · emergency line 24\/7$/],
    ["2026-11-22T06:00:00+05:30", /^Open now · until 11:00 PM$/],
    ["2026-11-22T22:59:00+05:30", /^Open now · until 11:00 PM$/],
    ["2026-11-22T23:00:00+05:30", /^Closed now/],
  ] as const;
  for (const [time, label] of cases) {
    test(`at ${time} a visitor in New York reads ${label}`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: "America/New_York" });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(time));
      await page.goto("/");
      await hydrated(page);
      await expect(page.getByTestId("open-now")).toHaveText(label);
      await context.close();
    });
  }
});
