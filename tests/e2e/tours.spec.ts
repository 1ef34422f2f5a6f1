/**
 * The tours pages as a visitor uses them, in every language: "Plan this tour" sending the tour
 * with the date, the group, the car and the estimate, and hidden without the planner; axe on
 * every tours page. What the pages say (the list, each tour's days, km and fares, the WhatsApp
 * message, the links to the tours from the menu, the home page and the places, the sitemap) is
 * read from the build without a browser: tests/built/tours.test.ts.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { businessToday } from "#app/content/business/business.ts";
import { toursPageData, type TourData } from "#app/kinds/tours/data.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { tourPath } from "#app/site-pages.ts";
import { AXE_MODES, axeInMode, catchWhatsApp, expect, hydrated, scrollThrough, setMode, test } from "./helpers.ts";

const tourData = (lang: Lang, slug: string) => toursPageData(lang, slug) as TourData;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The WhatsApp link's message is read from the build (tests/built/tours.test.ts).
  test('no "Plan this tour" without the planner, on any tour\'s page, in any language', async ({ page }) => {
    for (const lang of LANGS) {
      const w = pageWords("tours", lang);
      for (const tour of tours) {
        await page.goto(localePath(lang, tourPath(tour.slug)));
        const book = page.getByRole("region", { name: w.tourPage.bookTitle });
        await expect(book.getByRole("link", { name: editions[lang].words.shell.whatsappShort })).toBeVisible();
        await expect(book.getByRole("link", { name: w.tourPage.plan })).toBeHidden();
      }
    }
  });
});

for (const lang of LANGS) {
  test(`${lang}: "Plan this tour" opens the planner with the tour chosen, and sends one message with the tour, date, group, car and estimate`, async ({
    page,
    context,
  }) => {
    const w = pageWords("tours", lang);
    const planner = editions[lang].cars.carsPage.planner;
    const { fares } = editions[lang].words;
    const tour = tours[0];
    const data = tourData(lang, tour.slug);
    const catcher = await catchWhatsApp(context);
    await page.goto(localePath(lang, tourPath(tour.slug)));
    await hydrated(page, lang);
    await page.getByRole("link", { name: w.tourPage.plan }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, "/cars")}\\?tour=${tour.slug}#plan$`));
    await hydrated(page, lang);
    const form = page.getByRole("region", { name: planner.title });
    await expect(form.getByTestId("tour")).toContainText(data.heading);
    // The tour stands for the pickup, the drop and the trip type.
    await expect(form.getByLabel(planner.pickup)).toBeHidden();
    const date = businessToday(new Date(Date.now() + 10 * 86_400_000));
    await form.getByLabel(planner.date).fill(date);
    await form.getByLabel(planner.passengers).fill("6");
    const innova = cars.find((c) => c.name === "Innova Crysta")!;
    await form.getByLabel(planner.car, { exact: false }).selectOption(String(innova.id));
    const fare = rupees(estimate(tourTrip(tour), carRate(innova.id)!, rateCard!)!.amount);
    await expect(form.getByTestId("estimate")).toContainText(fare);
    const url = await catcher(() => form.getByRole("button", { name: planner.send }).click());
    const text = url.searchParams.get("text")!;
    expect(text).toContain(`${w.planner.tour}: ${data.heading}`);
    data.days.forEach((day, i) => expect(text).toContain(`${w.tourPage.day.replace("{day}", String(i + 1))}: ${day.route.join(" → ")}`));
    expect(text).toContain(date.split("-").reverse().join("/"));
    expect(text).toContain(`${planner.passengers}: 6`);
    expect(text).toContain(`${fares.messageLine}: ${fare}`);
    expect(text).not.toContain(`${planner.pickup}:`);
  });
}

test.describe("axe", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: "reduce" });
  for (const lang of LANGS) {
    test(`${lang}: axe finds no violations on a tour's page, light and dark, 360 and 1280 px`, async ({ page }) => {
      // The list of tours is a kind's own page: a11y.spec.ts checks it, with every kind's.
      for (const path of [tourPath(tours[1].slug)]) {
        await page.goto(localePath(lang, path));
        await hydrated(page, lang);
        for (const [n, mode] of AXE_MODES.entries()) {
          await setMode(page, mode);
          if (n === 0 || mode.width !== AXE_MODES[n - 1].width) await scrollThrough(page);
          await setMode(page, mode);
          expect(await axeInMode(page, n), `${path} ${mode.colorScheme} ${mode.width}px`).toEqual([]);
        }
      }
    });
  }
});
