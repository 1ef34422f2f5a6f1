/**
 * The questions page's UPI code and link, as a visitor sees them on a phone and on a
 * computer. What the page says (its questions and anchors, the FAQPage data, the figures, the
 * footer's link from every kind of page, the fare notes' links, the GSTIN, no review link) is
 * read from the build without a browser: tests/built/questions.test.ts.
 */
import { business } from "#app/content/business/business.ts";
import { pageWords } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import { expect, test } from "./helpers.ts";

test.describe("the questions page", () => {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 800 } });
    test("the UPI ID with its QR code, and a “Pay by UPI” link with no amount, on the questions and about pages", async ({ page }) => {
      for (const path of [QUESTIONS_PATH, "/about"]) {
        await page.goto(localePath("hi", path));
        const upi = page.locator("[data-upi]");
        await upi.scrollIntoViewIfNeeded();
        // On the questions page the answer about paying says the ID, above its QR code.
        await expect(path === QUESTIONS_PATH ? page.locator("#paying") : upi).toContainText(business.upi!);
        const qr = upi.getByRole("img", { name: pageWords("questions", "hi").questionsPage.upiQr });
        await expect(qr).toBeVisible();
        expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
        const pay = upi.getByRole("link", { name: pageWords("questions", "hi").questionsPage.upiPay });
        await expect(pay).toBeVisible();
        await expect(pay).toHaveAttribute("href", `upi://pay?pa=${business.upi}&pn=Navkar%20Tours%20%26%20Travels&cu=INR`);
      }
      // On the questions page, under the answer about paying.
      await page.goto(localePath("hi", QUESTIONS_PATH));
      await expect(page.locator("#paying [data-upi]")).toHaveCount(1);
    });
  });

  test("on a computer, the QR code without the phone's link", async ({ page }) => {
    await page.goto(localePath("en", QUESTIONS_PATH));
    const upi = page.locator("#paying [data-upi]");
    await upi.scrollIntoViewIfNeeded();
    await expect(upi.getByRole("img", { name: "QR code to pay us by UPI" })).toBeVisible();
    await expect(upi.getByRole("link", { name: "Pay by UPI" })).toBeHidden();
  });
});
