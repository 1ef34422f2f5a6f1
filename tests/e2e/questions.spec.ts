/**
 * The questions page, as a visitor and a search engine see it: at least twelve questions in
 * each language, each under its own anchor; its FAQPage data with the same answers as the
 * page; figures equal to the rate card's and the terms'; the footer of every kind of page
 * linking to it; and the fare notes linking to answers that exist. (The answers' templates,
 * with a changed card, and the review link with and without one: app/lib/questions.test.ts,
 * scripts/steps/questions-data.test.ts.)
 */
import rates from "#app/content/data/rates.json" with { type: "json" };
import terms from "#app/content/data/terms.json" with { type: "json" };
import { business } from "#app/content/business/business.ts";
import { LANGS } from "#app/content/languages.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { pageKinds } from "#app/page-kinds.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import { expect, test } from "./helpers.ts";

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

test.describe("the questions page", () => {
  for (const lang of LANGS) {
    test(`${localePath(lang, QUESTIONS_PATH)}: twelve questions or more, each with an anchor, and the FAQPage data says the same`, async ({
      page,
    }) => {
      await page.goto(localePath(lang, QUESTIONS_PATH));
      const sections = page.locator("main section[id]");
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(12);
      const shown: { id: string; q: string; a: string }[] = [];
      for (let i = 0; i < count; i++) {
        const s = sections.nth(i);
        // As a reader comes to it: the answers far down are drawn as they come near.
        await s.scrollIntoViewIfNeeded();
        shown.push({
          id: (await s.getAttribute("id"))!,
          q: squash(await s.getByRole("heading", { level: 2 }).innerText()),
          // The answer's words; a link under it ("See the cars") is no part of the answer.
          a: squash((await s.locator("[data-answer] > p:not([data-link])").allInnerTexts()).join(" ")),
        });
      }
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      const faq = ld["@graph"].find((n: { "@type": string }) => n["@type"] === "FAQPage");
      const entities = faq.mainEntity.map((e: { name: string; acceptedAnswer: { text: string } }) => ({
        q: e.name,
        a: squash(e.acceptedAnswer.text),
      }));
      expect(entities).toEqual(shown.map(({ q, a }) => ({ q, a })));
      // The anchors are the same English ids in every language.
      expect(shown.map((s) => s.id)).toContain("km-and-days");
      // The figures are the rate card's and the terms'.
      const answer = (id: string) => shown.find((s) => s.id === id)!.a;
      expect(answer("km-and-days")).toContain(String(rates.minKmPerDay));
      expect(answer("night")).toContain(`₹${rates.nightAllowance}`);
      expect(answer("late-train")).toContain(String(terms.waitingMinutes));
      expect(answer("driver-number")).toContain(String(terms.driverDetailsHours));
      expect(answer("cancel")).toContain(String(terms.cancellation.hours));
      expect(answer("paying")).toContain(`${terms.advance.percent}%`);
      // The FAQPage's answers carry no link's words.
      for (const e of entities) expect(e.a).not.toContain(pageWords("questions", lang).questionsPage.carsLink);
    });
  }

  test.describe(() => {
    // The not-found page answers 404, which the browser logs.
    test.use({ allowProblems: [/status of 404/] });
    test("the footer of every kind of page links to it", async ({ page }) => {
      for (const kind of pageKinds.filter((k) => k.key !== "offline")) {
        const path = kind.key === "notFound" ? "/no-such-page" : `${kind.path}${"items" in kind ? `/${kind.items.slugs()[0]}` : ""}`;
        await page.goto(localePath("hi", path));
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: editions.hi.words.navLabels.questions }),
          kind.key,
        ).toHaveAttribute("href", localePath("hi", QUESTIONS_PATH));
      }
    });
  });

  test("the fare notes of the cars, places and tours pages link to answers that exist", async ({ page }) => {
    await page.goto(localePath("gu", QUESTIONS_PATH));
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
    for (const path of ["/cars", "/places/dwarka", "/tours/dwarka-somnath"]) {
      await page.goto(localePath("gu", path));
      const hrefs = await page
        .locator(`main a[href^="${localePath("gu", QUESTIONS_PATH)}#"]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(ids, `${path} → ${href}`).toContain(href.split("#")[1]);
    }
  });

  test("the GSTIN on the questions page, in every footer and as the business's taxID", async ({ page }) => {
    for (const path of [QUESTIONS_PATH, "/cars"]) {
      await page.goto(localePath("gu", path));
      await expect(page.getByRole("contentinfo").getByTestId("gstin")).toHaveText(
        `અમારો GST નંબર: ${business.gst.gstin}. માગશો તો GST બિલ આપીશું.`,
      );
    }
    await page.goto(localePath("gu", QUESTIONS_PATH));
    await expect(page.locator("#gst [data-answer]")).toContainText(business.gst.gstin!);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld["@graph"][0].taxID).toBe(business.gst.gstin);
  });

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

  test("without a review link, neither the page nor the home page asks for a review", async ({ page }) => {
    for (const path of ["/", QUESTIONS_PATH]) {
      await page.goto(localePath("en", path));
      await expect(page.getByRole("link", { name: /Review us on Google/ })).toHaveCount(0);
      expect(await page.locator('script[type="application/ld+json"]').textContent()).not.toContain("g.page");
    }
  });
});
