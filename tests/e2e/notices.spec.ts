/**
 * The owner's notices on the pages, by the date: shown within their days, in the page's
 * language, and gone the day after their last, even on a page built before, since the page's
 * own script reads today's date in India. The test sets the browser's clock.
 */
import type { Page } from "@playwright/test";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { notices } from "#app/content/notices/notices.ts";
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { dayMonthYear } from "#app/lib/notices.ts";
import { placePath, tourPath } from "#app/site-pages.ts";
import { AXE_MODES, axeViolations, expect, hydrated, setMode, test } from "./helpers.ts";

// The sample's notice for Dwarka at Janmashtami (data/notices.json).
const notice = notices.find((n) => n.places?.includes("dwarka"))!;
const dwarka = (lang: Lang) => localePath(lang, placePath("dwarka"));
/** A moment of a day in India (+05:30), e.g. at("2027-08-26", "23:59"). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const noticeOn = (page: Page) => page.getByRole("note").filter({ hasText: notice.text.en.slice(0, 20) });

test.describe("a notice within its days", () => {
  for (const lang of LANGS) {
    test(`shows on its place's page in ${lang}, with its days as the language writes them`, async ({ page }) => {
      await page.clock.setFixedTime(at(notice.from, "09:00"));
      await page.goto(dwarka(lang));
      await hydrated(page, lang);
      const { label, dates } = editions[lang].words.notices;
      const box = page.getByRole("note").filter({ hasText: notice.text[lang] });
      await expect(box).toBeVisible();
      await expect(box).toContainText(label);
      // The days with a no-break space after each number (lib/line-breaks.ts), as one reads them.
      expect((await box.innerText()).replace(/\u00a0/g, " ")).toContain(dates(dayMonthYear(notice.from), dayMonthYear(notice.to)));
    });
  }

  test("shows ahead of its first day, until the last minute of its last day in India", async ({ page }) => {
    for (const moment of [at("2026-11-28", "12:00"), at(notice.to, "23:59")]) {
      await page.clock.setFixedTime(moment);
      await page.goto(dwarka("en"));
      await hydrated(page);
      await expect(noticeOn(page), moment.toISOString()).toBeVisible();
    }
  });

  test("shows on the page of a tour that stops at its place", async ({ page }) => {
    await page.clock.setFixedTime(at(notice.from, "09:00"));
    await page.goto(localePath("en", tourPath("dwarka-somnath")));
    await hydrated(page);
    await expect(noticeOn(page)).toBeVisible();
  });
});

test("axe finds nothing in a notice, light and dark, 360 and 1280 px", async ({ page }) => {
  await page.clock.setFixedTime(at(notice.from, "09:00"));
  await page.goto(dwarka("gu"));
  await hydrated(page, "gu");
  for (const mode of AXE_MODES) {
    await setMode(page, mode);
    expect(await axeViolations(page, "[data-notices]"), `${mode.colorScheme} ${mode.width}px`).toEqual([]);
  }
});

test("a notice is gone the day after its last, from a page built while it was on", async ({ page }) => {
  // The built page carries it (it had not ended when the site was built)…
  const html = await (await page.request.get(dwarka("en"))).text();
  expect(html).toContain(`data-notice-ends="${notice.to}"`);
  // …and at midnight in India, when its last day is over, the page hides it, and its box.
  await page.clock.setFixedTime(new Date(at(notice.to, "23:59").getTime() + 60_000));
  await page.goto(dwarka("en"));
  await hydrated(page);
  await expect(noticeOn(page)).toBeHidden();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.locator("[data-notices]")).toBeHidden();
  await page.goto(localePath("en", tourPath("dwarka-somnath")));
  await hydrated(page);
  await expect(page.locator("[data-notices]")).toBeHidden();
});

test("a page left open goes past midnight at the end of a notice's last day: the notice goes too", async ({ page }) => {
  await page.clock.install({ time: at(notice.to, "23:58") });
  await page.goto(dwarka("en"));
  await expect(noticeOn(page)).toBeVisible();
  await page.clock.runFor("03:00");
  await expect(noticeOn(page)).toBeHidden();
  await expect(page.locator("[data-notices]")).toBeHidden();
});

// Without JavaScript, the notice is in the page's HTML, and on no other place's: read from the
// build in tests/built/pages-words.test.ts.
