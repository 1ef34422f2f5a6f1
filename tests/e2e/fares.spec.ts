/**
 * The planner's estimate, where a visitor sees it: computed by its script, and carried into
 * the WhatsApp message as the visitor saw it. The fares the build writes (each car's rate a
 * km and the rate card on /cars/, each place's and tour's fares, the transfers, the tolls) are
 * read from the build without a browser, against the one estimate (lib/fare.ts) and the rate
 * card: tests/built/fares.test.ts.
 */
import type { Page } from "@playwright/test";
import { cars } from "#app/content/fleet/cars.ts";
import { editions } from "#app/content/words/words.ts";
import { type Lang } from "#app/content/languages.ts";
import { placesData } from "#app/content/places/places.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { rupees } from "#app/lib/money.ts";
import { smallestFit } from "#app/kinds/cars/island/trip/trip.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const others = placesData.places;

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
  const start = businessToday(new Date(Date.now() + 5 * 86_400_000));
  const end = businessToday(new Date(Date.now() + 7 * 86_400_000));
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
