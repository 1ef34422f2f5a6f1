/**
 * A page for each car model (/cars/<model>/), in three languages: each size with its
 * passengers, bags, AC and features, Call and WhatsApp naming the model and its seats, the
 * planner with the car chosen; the fares, each equal to the one estimate (lib/fare.ts)
 * computed here from the data; the head and the structured data. And the links to these
 * pages: every card on /cars/ (which shows the bags and AC too), and the car names of the
 * places' and the tours' fare tables.
 */
import { carModels, cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { homeCity, placesData } from "#app/content/places/places.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate, type Trip } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { localePath } from "#app/lib/i18n.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { rupees } from "#app/lib/money.ts";
import { carPath, placePath, tourPath } from "#app/site-pages.ts";
import { expect, hydrated, test } from "./helpers.ts";

const SITE_URL = "https://navkartours.example";
const card = rateCard!;
/** The places whose fares a car's page gives: the first five of places.json (docs/decisions/021). */
const farePlaces = placesData.places.slice(0, 5);
const tourTrip = (tour: (typeof tours)[number]): Trip => ({
  kind: "circuit",
  km: tourFigures(tour).km,
  days: tour.days.length,
  tour: tour.slug,
});
/** What a cell shows: the figure, its number and unit kept together as the page writes them. */
const cell = (amount: number) => keepNumbers(rupees(amount));

test("there is a page for each of the eight models, in three languages, in the sitemap", async ({ request }) => {
  expect(carModels.map((m) => m.slug)).toEqual([
    "innova-crysta",
    "ertiga",
    "swift-dzire",
    "baleno",
    "nexa-xl6",
    "aura",
    "urbania",
    "tempo-traveller",
  ]);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const m of carModels) {
    for (const lang of LANGS) expect(sitemap).toContain(`<loc>${SITE_URL}${localePath(lang, carPath(m.slug))}</loc>`);
  }
});

for (const lang of LANGS) {
  test(`${languages[lang].englishName}: each model's page shows every size's passengers, bags, AC and features, and fares equal to the estimate`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { carCard, carPage } = editions[lang].cars;
    const { fares, messages } = editions[lang].words;
    for (const model of carModels) {
      const path = localePath(lang, carPath(model.slug));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Sentences name the model as the language writes it (ટેમ્પો ટ્રાવેલર); the sizes keep the Latin name.
      await expect(page).toHaveTitle(carPage.title(model.textName[lang], homeCity[lang]));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(carPage.heading(model.textName[lang]));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
      const main = page.locator("main");
      // Its photo, processed and described.
      await expect(main.locator("picture").first().locator("source")).toHaveCount(2);

      for (const car of model.cars) {
        const label = carCard.label(car.name, car.capacity);
        const size = main.getByRole("region", { name: label, exact: true });
        await expect(size.getByText(carCard.seats(car.capacity), { exact: true })).toBeVisible();
        await expect(size.getByText(carCard.luggage(car.luggage), { exact: true })).toBeVisible();
        // The AC and the fuel, on one line.
        await expect(size.getByText(`${carCard.ac(car.ac)} · ${carCard.fuel(car.fuel)}`, { exact: true })).toBeVisible();
        for (const f of car.features) await expect(size.getByText(f[lang], { exact: true })).toBeVisible();
        // Call dials the business; WhatsApp names the model and its seats, in the page's language.
        await expect(size.getByRole("link", { name: carCard.callLabel(label) })).toHaveAttribute("href", `tel:${car.phone}`);
        const whatsapp = size.locator('a[href^="https://wa.me/"]');
        const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
        expect(text).toBe(messages.car(car));
        expect(text).toContain(car.name);
        expect(text).toContain(String(car.capacity));
        await expect(size.getByRole("link", { name: carPage.plan })).toHaveAttribute(
          "href",
          `${localePath(lang, "/cars")}?car=${car.id}#plan`,
        );
      }

      // The fares from the city: a row for each trip, a column for each size, each the estimate.
      const table = main.getByRole("region", { name: fares.faresTitle(homeCity[lang]) }).getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([
        carPage.tripColumn,
        ...model.cars.map((c) => keepNumbers(carCard.label(c.name, c.capacity))),
      ]);
      const rows = table.locator("tbody tr");
      // Each place one way, then each of its returns (the same day, overnight).
      const trips = farePlaces.flatMap((place) => placeTrips(place, card).map((trip) => ({ place, trip })));
      await expect(rows).toHaveCount(trips.length);
      for (const [i, { place, trip }] of trips.entries()) {
        await expect(rows.nth(i).getByRole("link")).toHaveAttribute("href", localePath(lang, placePath(place.slug)));
        await expect(rows.nth(i).getByRole("cell")).toHaveText(model.cars.map((c) => cell(estimate(trip, carRate(c.id)!, card)!.amount)));
      }
      // Every tour's whole fare in each size.
      const tourRows = main.getByRole("region", { name: carPage.toursTitle }).locator("tbody tr");
      await expect(tourRows).toHaveCount(tours.length);
      for (const [i, tour] of tours.entries()) {
        await expect(tourRows.nth(i).getByRole("link")).toHaveAttribute("href", localePath(lang, tourPath(tour.slug)));
        await expect(tourRows.nth(i).getByRole("cell")).toHaveText(
          model.cars.map((c) => cell(estimate(tourTrip(tour), carRate(c.id)!, card)!.amount)),
        );
      }
      // The rate card's rows of its sizes, and what every fare leaves out.
      const rates = main.getByRole("region", { name: fares.rateCardTitle }).getByRole("table", { name: fares.rateCardTitle });
      for (const c of model.cars) {
        await expect(
          rates
            .getByRole("row", { name: keepNumbers(carCard.label(c.name, c.capacity)) })
            .getByRole("cell")
            .first(),
        ).toHaveText(rupees(carRate(c.id)!.perKm));
      }
      for (const item of fares.notIncluded) await expect(main.getByText(item, { exact: true })).toBeVisible();
      // The page's structured data names each size as a Car.
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)["@graph"] as {
        "@type": string;
      }[];
      expect(graph.filter((n) => n["@type"] === "Car")).toHaveLength(model.cars.length);
    }
  });
}

test("a car page's planner link arrives at the planner with the car chosen, in Gujarati", async ({ page }) => {
  const car = cars.find((c) => c.name === "Tempo Traveller" && c.capacity === 17)!;
  const { carCard, carPage } = editions.gu.cars;
  const w = carPage;
  await page.goto(localePath("gu", carPath(car.model)));
  await page
    .getByRole("region", { name: carCard.label(car.name, car.capacity), exact: true })
    .getByRole("link", { name: w.plan })
    .click();
  await expect(page).toHaveURL(new RegExp(`/gu/cars/\\?car=${car.id}#plan$`));
  await hydrated(page, "gu");
  const planner = editions.gu.cars.carsPage.planner;
  await expect(page.getByRole("region", { name: planner.title }).getByLabel(planner.car, { exact: false })).toHaveValue(String(car.id));
});

for (const lang of ["en", "hi"] as Lang[]) {
  test(`${languages[lang].englishName}: every card on /cars/ shows the bags, the AC and the fuel, and its name links to its model's page`, async ({
    page,
  }) => {
    const { carCard } = editions[lang].cars;
    await page.goto(localePath(lang, "/cars"));
    const items = page.getByTestId("car-grid").locator(":scope > li");
    await expect(items).toHaveCount(cars.length);
    for (const [i, car] of cars.entries()) {
      const item = items.nth(i);
      await expect(item.getByText(carCard.luggage(car.luggage), { exact: true })).toBeVisible();
      await expect(item.getByText(`${carCard.ac(car.ac)} · ${carCard.fuel(car.fuel)}`, { exact: true })).toBeVisible();
      await expect(item.getByRole("heading", { level: 2 }).getByRole("link", { name: car.name })).toHaveAttribute(
        "href",
        localePath(lang, carPath(car.model)),
      );
    }
    // A card's link opens the page of its model.
    await items
      .nth(cars.findIndex((c) => c.model === "urbania"))
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, carPath("urbania"))}$`));
  });
}

test("the car names of a place's and a tour's fare tables, and of the rate card, link to their models' pages", async ({ page }) => {
  const { carCard } = editions.gu.cars;
  for (const path of [localePath("gu", placePath("dwarka")), localePath("gu", tourPath(tours[0].slug)), localePath("gu", "/cars")]) {
    await page.goto(path);
    for (const car of cars) {
      const link = page
        .locator("main table")
        .first()
        .getByRole("link", { name: keepNumbers(carCard.label(car.name, car.capacity)) });
      await expect(link, `${path} ${car.id}`).toHaveAttribute("href", localePath("gu", carPath(car.model)));
    }
  }
});

test("a car's page loads only the site's script, and names its other editions", async ({ page }) => {
  await page.goto("/hi/cars/innova-crysta/");
  // Added once the page has painted (decision 030).
  await expect(page.locator("script[src]")).toHaveCount(1);
  const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((e) => e.getAttribute("src")));
  expect(scripts[0]).toMatch(/\/assets\/site-[\w-]+\.js$/);
  await expect(page.locator("#planner-island")).toHaveCount(0);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
  expect(alternates).toEqual([
    `en-IN ${SITE_URL}/cars/innova-crysta/`,
    `gu-IN ${SITE_URL}/gu/cars/innova-crysta/`,
    `hi-IN ${SITE_URL}/hi/cars/innova-crysta/`,
    `x-default ${SITE_URL}/cars/innova-crysta/`,
  ]);
});
