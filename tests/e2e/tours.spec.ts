/**
 * The tours pages (/tours/ and each tour's page) as a visitor meets them, in every language:
 * the list with each tour's days, km, places and lowest fare; a tour's plan day by day, whose
 * days add up to its total and whose fares come from the one estimate; the WhatsApp message
 * that names the tour, its days and its places, with and without JavaScript; "Plan this tour"
 * sending the tour with the date, the group, the car and the estimate; and the ways to a tour
 * from the menu, the home page and each place's page.
 */
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { todayInIndia } from "#app/lib/trip.ts";
import { toursPageData, type TourData } from "#app/kinds/tours/data.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { placePath, TOURS_PATH, tourPath } from "#app/site-pages.ts";
import { AXE_MODES, axeInMode, catchWhatsApp, expect, hydrated, scrollThrough, setMode, test } from "./helpers.ts";

const tourData = (lang: Lang, slug: string) => toursPageData(lang, slug) as TourData;
/** "About 225 km" → 225, in any language (the digits are Western in all three). */
const kmIn = (text: string) => Number(/(\d[\d,]*)/.exec(text)![1].replace(/,/g, ""));
/** "₹20,600" → 20600. */
const amountIn = (text: string) => Number(text.replace(/[^\d]/g, ""));

for (const lang of LANGS) {
  test(`${lang}: the tours page lists every tour with its days, km, places and lowest fare, each a link to its page`, async ({ page }) => {
    const w = pageWords("tours", lang);
    await page.goto(localePath(lang, TOURS_PATH));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.toursPage.heading);
    const items = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(items).toHaveCount(tours.length);
    for (const tour of tours) {
      const data = tourData(lang, tour.slug);
      const item = items.filter({ has: page.getByRole("link", { name: data.heading }) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(String(data.km));
      await expect(item).toContainText(data.total.days);
      for (const place of data.places) await expect(item).toContainText(place.name);
      // The fare from the smallest car: the lowest estimate of any car for the whole tour.
      const lowest = Math.min(...cars.map((c) => estimate(tourTrip(tour), carRate(c.id)!, rateCard!)!.amount));
      await expect(item).toContainText(rupees(lowest));
      await expect(item.getByRole("link")).toHaveAttribute("href", localePath(lang, tourPath(tour.slug)));
    }
  });

  test(`${lang}: each tour's page shows its days, whose km add up to its total, and fares never below its km at the lowest rate`, async ({
    page,
  }) => {
    const w = pageWords("tours", lang);
    const { fares } = editions[lang].words;
    for (const tour of tours) {
      const data = tourData(lang, tour.slug);
      await page.goto(localePath(lang, tourPath(tour.slug)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.heading);
      // "Day 1", "દિવસ 1", "दिन 1": one heading a day, in order.
      const days = page.getByRole("heading", { level: 2, name: new RegExp(`^${w.tourPage.day.replace("{day}", "\\d+")}$`) });
      await expect(days).toHaveText(tour.days.map((_, i) => w.tourPage.day.replace("{day}", String(i + 1))));
      let sum = 0;
      for (let i = 0; i < tour.days.length; i++) {
        const day = page.getByRole("region", { name: w.tourPage.day.replace("{day}", String(i + 1)), exact: true });
        const figures = day.getByText(data.days[i].figures);
        await expect(figures).toBeVisible();
        sum += kmIn((await figures.textContent())!);
        await expect(day).toContainText(data.days[i].end);
        await expect(day).toContainText(data.days[i].seen);
        // Each day's route, from the last night's stop to this night's.
        await expect(day.getByRole("list").first().getByRole("listitem")).toHaveText(data.days[i].route);
      }
      const total = page.getByRole("region", { name: w.tourPage.totalTitle, exact: true });
      await expect(total).toContainText(data.total.km);
      expect(kmIn(data.total.km)).toBe(sum);
      // The fare for each car, then what it leaves out.
      const table = page.getByRole("table", { name: w.tourPage.faresTitle });
      await expect(table.getByRole("row")).toHaveCount(cars.length + 1);
      const lowestRate = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
      for (const cell of await table.getByRole("cell").allTextContents()) expect(amountIn(cell)).toBeGreaterThanOrEqual(sum * lowestRate);
      const faresPart = page.getByRole("region", { name: w.tourPage.faresTitle, exact: true });
      for (const item of fares.notIncluded) await expect(faresPart).toContainText(item);
      await expect(faresPart).toContainText(fares.estimateNote);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGS) {
    test(`${lang}: a tour's WhatsApp link names the tour, its days and each day's places; no "Plan this tour" without the planner`, async ({
      page,
    }) => {
      const w = pageWords("tours", lang);
      for (const tour of tours) {
        const data = tourData(lang, tour.slug);
        await page.goto(localePath(lang, tourPath(tour.slug)));
        const book = page.getByRole("region", { name: w.tourPage.bookTitle });
        const href = await book.getByRole("link", { name: editions[lang].words.shell.whatsappShort }).getAttribute("href");
        const url = new URL(href!);
        expect(url.pathname).toBe(`/${business.phone.replace(/\D/g, "")}`);
        const text = url.searchParams.get("text")!;
        expect(text).toContain(data.heading);
        expect(text).toContain(String(tour.days.length));
        data.days.forEach((day, i) =>
          expect(text).toContain(`${w.tourPage.day.replace("{day}", String(i + 1))}: ${day.route.join(" → ")}`),
        );
        await expect(book.getByRole("link", { name: w.tourPage.plan })).toBeHidden();
      }
    });
  }
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
    const date = todayInIndia(new Date(Date.now() + 10 * 86_400_000));
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

test("the menu, the home page and each place's page on a tour lead to the tours", async ({ page }) => {
  for (const lang of LANGS) {
    const w = pageWords("tours", lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localePath(lang, "/"));
    const nav = page.getByRole("navigation", { name: editions[lang].words.shell.navLabel });
    await expect(nav.getByRole("link", { name: editions[lang].words.navLabels.tours })).toHaveAttribute(
      "href",
      localePath(lang, TOURS_PATH),
    );
    const section = page.getByRole("region", { name: w.homeSection.title });
    for (const tour of tours)
      await expect(section.getByRole("link", { name: tourData(lang, tour.slug).heading })).toHaveAttribute(
        "href",
        localePath(lang, tourPath(tour.slug)),
      );
  }
  // Every place a tour includes shows that tour; Dwarka is on two.
  for (const tour of tours) {
    for (const place of tourData("en", tour.slug).places) {
      await page.goto(place.href);
      await expect(page.getByRole("link", { name: tourData("en", tour.slug).heading })).toHaveAttribute(
        "href",
        localePath("en", tourPath(tour.slug)),
      );
    }
  }
  await page.goto(localePath("gu", placePath("dwarka")));
  await expect(page.getByRole("heading", { name: pageWords("tours", "gu").placeSection.title.replace("{to}", "દ્વારકા") })).toBeVisible();
});

test("the sitemap lists every tours page in every language, each with its editions, and each page names itself canonical with its slash", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [TOURS_PATH, ...tours.map((t) => tourPath(t.slug))]) {
    for (const lang of LANGS) {
      expect(sitemap).toContain(`${localePath(lang, path)}</loc>`);
      expect(sitemap).toMatch(new RegExp(`hreflang="${lang === "en" ? "en-IN" : `${lang}-IN`}" href="[^"]*${localePath(lang, path)}"`));
    }
  }
  await page.goto(localePath("hi", tourPath(tours[1].slug)));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${localePath("hi", tourPath(tours[1].slug))}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="gu-IN"]')).toHaveAttribute(
    "href",
    new RegExp(`${localePath("gu", tourPath(tours[1].slug))}$`),
  );
});

test.describe("axe", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: "reduce" });
  for (const lang of LANGS) {
    test(`${lang}: axe finds no violations on the tours pages, light and dark, 360 and 1280 px`, async ({ page }) => {
      for (const path of [TOURS_PATH, tourPath(tours[1].slug)]) {
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
