/**
 * The questions page, as a visitor and a search engine see it: at least twelve questions in
 * each language, each under its own anchor; its FAQPage data with the same answers as the
 * page; figures equal to the rate card's and the terms'; the footer of every kind of page
 * linking to it; and the fare notes linking to answers that exist. (The answers' templates,
 * with a changed card, and the review link with and without one: app/lib/questions.test.ts,
 * scripts/build/questions-data.test.ts.)
 */
import rates from "#app/content/data/rates.json" with { type: "json" };
import terms from "#app/content/data/terms.json" with { type: "json" };
import { LANGS } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
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
          a: squash(await s.locator("[data-answer]").innerText()),
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

  test("without a review link, neither the page nor the home page asks for a review", async ({ page }) => {
    for (const path of ["/", QUESTIONS_PATH]) {
      await page.goto(localePath("en", path));
      await expect(page.getByRole("link", { name: /Review us on Google/ })).toHaveCount(0);
      expect(await page.locator('script[type="application/ld+json"]').textContent()).not.toContain("g.page");
    }
  });
});
