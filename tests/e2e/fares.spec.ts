/**
 * Fares from the owner's rate card, where a visitor sees them: each car's rate a km and the
 * rate card on /cars/, each place's fares by car, and the planner's estimate, which goes into
 * the WhatsApp message as the visitor saw it. Every figure is checked against the one
 * estimate (lib/fare.ts) and the rate card, in every language where the words change.
 */
import type { Page } from "@playwright/test";
import { cars } from "#app/content/fleet/cars.ts";
import { editions } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { placesData } from "#app/content/places/places.ts";
import { homeCity } from "#app/content/places/places.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { minutesOf } from "#app/content/tours/roads.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { smallestFit, todayInIndia } from "#app/lib/trip.ts";
import { placePath, tourPath } from "#app/site-pages.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { roadTolls } from "#app/content/tours/plazas.ts";
import { pageWords } from "#app/content/words/words.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const others = placesData.places;
/** "₹12,900" → 12900 */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("the sample content has a rate card for every car (the tests below read it)", () => {
  expect(rateCard).not.toBeNull();
  for (const car of cars) expect(carRate(car.id), `car ${car.id}`).toBeDefined();
});

for (const lang of LANGS) {
  test(`${languages[lang].name}: /cars/ shows each car's rate a km, and the rate card with what it leaves out`, async ({ page }) => {
    const { fares } = editions[lang].words;
    const { carCard } = editions[lang].cars;
    await page.goto(localePath(lang, "/cars/"));
    const cards = page.getByTestId("car-grid").getByRole("article");
    await expect(cards).toHaveCount(cars.length);
    for (const [i, car] of cars.entries()) {
      await expect(cards.nth(i)).toContainText(fares.perKm(rupees(carRate(car.id)!.perKm)));
    }
    const rates = page.getByRole("region", { name: fares.rateCardTitle });
    const table = rates.getByRole("table", { name: fares.rateCardTitle });
    await expect(table.getByRole("columnheader")).toHaveText([fares.car, fares.perKmColumn, fares.oneWayColumn, fares.driverColumn]);
    for (const car of cars) {
      const rate = carRate(car.id)!;
      const row = table.getByRole("row", { name: carCard.label(car.name, car.capacity) });
      // A car without a one-way rate: "–", its drop billed as a return trip.
      await expect(row.getByRole("cell")).toHaveText([
        rupees(rate.perKm),
        rate.oneWayPerKm ? rupees(rate.oneWayPerKm) : "–",
        rupees(rate.driverPerDay),
      ]);
    }
    // Both ways of billing a drop are named, since the sample card has cars of each.
    await expect(rates).toContainText(fares.oneWayRate(card.oneWayMinKm));
    await expect(rates).toContainText(fares.oneWayAsReturn);
    for (const item of fares.notIncluded) await expect(rates.getByRole("listitem").filter({ hasText: item })).toHaveCount(1);
    await expect(rates).toContainText(fares.minKm(card.minKmPerDay));
    await expect(rates).toContainText(fares.estimateNote);
  });
}

test("every place's page shows the fare from the city for each car, one way and return, the same figures in every language", async ({
  page,
}) => {
  // Thirty pages: every place in three languages.
  test.setTimeout(90_000);
  const lowest = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
  for (const place of others) {
    const seen: Record<string, string[][]> = {};
    for (const lang of LANGS) {
      const { fares } = editions[lang].words;
      await page.goto(localePath(lang, `${placePath(place.slug)}/`));
      const section = page.getByRole("region", { name: fares.faresTitle(homeCity[lang]) });
      const table = section.getByRole("table");
      const trips = placeTrips(place, card);
      const returns = trips.filter((t) => t.kind === "return");
      await expect(table.getByRole("columnheader")).toHaveText([fares.car, fares.oneWay, ...returns.map((t) => fares.returnTrip(t.days))]);
      const rows = await table
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent!)));
      expect(rows).toHaveLength(cars.length);
      seen[lang] = rows;
      for (const item of fares.notIncluded) await expect(section).toContainText(item);
      // Where the minimum a day lifts a return fare, the km billed beside the km driven.
      for (const trip of returns) {
        const back = estimate(trip, carRate(cars.at(-1)!.id)!, card)!;
        const line = `${fares.returnTrip(trip.days)}: ${fares.kmBilled(back.drivenKm, back.billedKm, back.days, card.minKmPerDay)}`;
        if (back.billedKm > back.drivenKm) await expect(section.getByText(keepNumbers(line))).toBeVisible();
        else await expect(section).not.toContainText(fares.kmBilled(back.drivenKm, back.billedKm, back.days, card.minKmPerDay));
      }
    }
    expect(seen.gu, place.en).toEqual(seen.en);
    expect(seen.hi, place.en).toEqual(seen.en);
    const trips = placeTrips(place, card);
    seen.en.forEach((row, i) => {
      const rate = carRate(cars[i].id)!;
      expect(row.map(amount)).toEqual(trips.map((t) => estimate(t, rate, card)!.amount));
      // By the km, never below the distance times the lowest rate (a fixed fare is the owner's own figure).
      trips.forEach((t, j) => {
        if (!estimate(t, rate, card)!.basis)
          expect(amount(row[j])).toBeGreaterThanOrEqual((t.kind === "one-way" ? 1 : 2) * place.distanceKm * lowest);
      });
    });
  }
});

test("every tour's fares show the km driven and the km billed, in three languages, and no one-way rule", async ({ page }) => {
  for (const tour of tours) {
    const trip = estimate({ kind: "circuit", km: tourFigures(tour).km, days: tour.days.length }, carRate(cars[0].id)!, card)!;
    // The sample tours all drive fewer km than their days' minimum.
    expect(trip.billedKm, tour.slug).toBeGreaterThan(trip.drivenKm);
    for (const lang of LANGS) {
      const { fares } = editions[lang].words;
      await page.goto(localePath(lang, `${tourPath(tour.slug)}/`));
      const section = page.locator("section", { has: page.locator("#fares-title") });
      const line = fares.kmBilled(trip.drivenKm, trip.billedKm, trip.days, card.minKmPerDay);
      await expect(section.getByText(keepNumbers(line))).toBeVisible();
      await expect(section).not.toContainText(fares.oneWayRate(card.oneWayMinKm));
      await expect(section).not.toContainText(fares.oneWayAsReturn);
    }
  }
  // "743 km driven; billed as 1,200 km (4 days × 300 km)", as the issue asked.
  expect(editions.en.words.fares.kmBilled(743, 1200, 4, 300)).toBe("743 km driven; billed as 1,200 km (4 days × 300 km)");
});

test("the city's page shows the airport's and the station's transfer fares for each car", async ({ page }) => {
  const { fares } = editions.en.words;
  await page.goto(`${placePath(homeCity.slug)}/`);
  const table = page.getByRole("region", { name: fares.faresTitle(homeCity.en) }).getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([fares.car, fares.airport, fares.station]);
  const dzire = cars.find((c) => c.name === "Swift Dzire")!;
  const expected = homeCity.points!.map((p) => estimate({ kind: "transfer", km: p.km, point: p.slug }, carRate(dzire.id)!, card)!.amount);
  // The sample's airport run is what the trade sells it for in a sedan.
  expect(expected[0]).toBeLessThanOrEqual(1300);
  await expect(table.getByRole("row", { name: editions.en.cars.carCard.label(dzire.name, dzire.capacity) }).getByRole("cell")).toHaveText(
    expected.map(rupees),
  );
});

function planner(page: Page, lang: Lang) {
  const w = editions[lang].cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  return { w, form, field: (label: string) => form.getByLabel(label, { exact: false }), estimate: form.getByTestId("estimate") };
}

test("the planner estimates Rajkot to Dwarka, higher for 15 people, and the message carries the figure seen", async ({ page, context }) => {
  const open = await catchWhatsApp(context);
  await page.goto("/cars/");
  await hydrated(page);
  const { w, form, field, estimate: shown } = planner(page, "en");
  const { fares } = editions.en.words;
  const { carCard } = editions.en.cars;
  const dwarka = others.find((p) => p.slug === "dwarka")!;
  await field(w.pickup).fill("Rajkot");
  await field(w.drop).fill("dwarka");
  await field(w.passengers).fill("3");
  const small = smallestFit(cars, 3)!;
  const oneWay = estimate({ kind: "one-way", km: dwarka.distanceKm, minutes: minutesOf(dwarka.drivingTime) }, carRate(small.id)!, card)!;
  await expect(shown).toContainText(fares.estimate(rupees(oneWay.amount), carCard.label(small.name, small.capacity)));
  await expect(shown).toContainText(fares.billed(oneWay.billedKm));

  // A return over three calendar days follows the dates.
  await form.getByRole("radio", { name: w.roundTrip }).check();
  const start = todayInIndia(new Date(Date.now() + 5 * 86_400_000));
  const end = todayInIndia(new Date(Date.now() + 7 * 86_400_000));
  await field(w.date).fill(start);
  await field(w.returnDate).fill(end);
  const back = estimate({ kind: "return", km: dwarka.distanceKm, days: 3 }, carRate(small.id)!, card)!;
  await expect(shown).toContainText(rupees(back.amount));
  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text");
  expect(text).toContain(`${fares.messageLine}: ${rupees(back.amount)}, ${carCard.label(small.name, small.capacity)}`);

  // 15 people need a bigger car: a higher figure.
  await field(w.passengers).fill("15");
  // The smallest cars for 15 seat 17: the cheaper of them for this trip.
  const threeDays = { kind: "return", km: dwarka.distanceKm, days: 3 } as const;
  const big = smallestFit(cars, 15, (c) => estimate(threeDays, carRate(c.id)!, card)!.amount)!;
  expect(big.name).toBe("Tempo Traveller");
  const group = estimate(threeDays, carRate(big.id)!, card)!;
  await expect(shown).toContainText(fares.estimate(rupees(group.amount), carCard.label(big.name, big.capacity)));
  expect(group.amount).toBeGreaterThan(back.amount);
});

test("the planner knows a place typed in Gujarati on /gu/cars/, and gives no figure for a place it does not know", async ({ page }) => {
  await page.goto("/gu/cars/");
  await hydrated(page, "gu");
  const { w, field, estimate: shown } = planner(page, "gu");
  await field(w.pickup).fill("રાજકોટ");
  await field(w.drop).fill("દ્વારકા");
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("₹");
  await field(w.drop).fill("Mumbai Central");
  await expect(shown).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`${lang}: the Ahmedabad page gives the tolls on the way in rupees, and each tour page what its price leaves out`, async ({
    page,
  }) => {
    const { fares } = editions[lang].words;
    const ahmedabad = placesData.places.find((p) => p.slug === "ahmedabad")!;
    const sum = roadTolls(ahmedabad.tolls)!;
    await page.goto(localePath(lang, placePath("ahmedabad")));
    const section = page.locator("section", { has: page.locator("#fares-title") });
    await expect(section).toContainText(
      keepNumbers(fares.tollsOneWay(rupees(sum.car), rupees(sum.van), ""))
        .split("(")[0]
        .trim(),
    );
    await expect(section.getByText(rupees(sum.car), { exact: false }).first()).toBeVisible();
    const words = pageWords("tours", lang).tourPage;
    for (const tour of tours) {
      await page.goto(localePath(lang, tourPath(tour.slug)));
      const part = page.getByRole("region", { name: words.includesTitle });
      for (const item of [words.items.hotels, words.items.meals, words.items.tickets])
        await expect(part.getByText(item, { exact: true })).toBeVisible();
    }
  });
}
