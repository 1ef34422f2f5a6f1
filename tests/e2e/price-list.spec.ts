/**
 * The owner's price list in the planner (decision 026): the fixed fare and the tour's package
 * price taken, the message saying how the figure was made, the km billed by a tour. Where the
 * build writes the prices (a place's page, a car's page, the cars page's rate card, a tour's
 * page, the same-day returns) they are read from the build without a browser:
 * tests/built/price-list.test.ts.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { editions } from "#app/content/words/words.ts";
import { tours as toursData } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { rupees } from "#app/lib/money.ts";
import { businessToday } from "#app/content/business/business.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const dzire = cars.find((c) => c.name === "Swift Dzire")!;
const fixed = card.fixed!.find((f) => f.place === "ahmedabad" && f.cars.includes(dzire.id) && f.oneWay !== undefined)!;
const pack = card.packages!.find((p) => p.tour === "saurashtra" && p.cars.includes(dzire.id))!;
const { fares } = editions.en.words;
const { carCard, carsPage } = editions.en.cars;

test("the planner takes the fixed fare for exactly Rajkot and Ahmedabad, and its message says which price it used", async ({
  page,
  context,
}) => {
  const figure = rupees(fixed.oneWay!);
  const open = await catchWhatsApp(context);
  await page.goto("/cars/");
  await hydrated(page);
  const w = carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  await form.getByLabel(w.pickup, { exact: false }).fill("Rajkot");
  await form.getByLabel(w.drop, { exact: false }).fill("Ahmedabad");
  await form.getByLabel(w.date, { exact: false }).fill(businessToday(new Date(Date.now() + 5 * 86_400_000)));
  await form.getByLabel(w.passengers, { exact: false }).fill("3");
  await form.getByLabel(w.car, { exact: false }).selectOption(String(dzire.id));
  const shown = form.getByTestId("estimate");
  // A fixed fare is a fare: nothing beside it calls it an estimate.
  await expect(shown).toContainText(`${fares.listedFare(figure, carCard.label(dzire.name, dzire.capacity))} ${fares.fixedFare}`);
  await expect(shown).toContainText(fares.listedNote);
  await expect(shown).not.toContainText(fares.estimateNote);
  // The tolls on the way to Ahmedabad, in rupees, on the panel and in the message.
  const tolls = form.getByTestId("tolls");
  await expect(tolls).toContainText(/₹\d+/);
  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(text).toContain(
    `${fares.messageListed}: ${figure}, ${carCard.label(dzire.name, dzire.capacity)}, ${fares.fixedFare.replace(/^\((.*)\)$/, "$1")}`,
  );
  expect(text).toContain((await tolls.textContent())!.trim());

  // Another place, with no fixed fare: by the km, and the message says so.
  await form.getByLabel(w.drop, { exact: false }).fill("Somnath");
  await expect(shown).not.toContainText(fares.fixedFare);
  const byKm = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(byKm).toContain(`, ${fares.byKm.replace(/^\((.*)\)$/, "$1")}`);
});

test("the planner takes the Saurashtra tour's package price in Gujarati, and its message says it is one", async ({ page, context }) => {
  const gu = editions.gu;
  const open = await catchWhatsApp(context);
  await page.goto(localePath("gu", "/cars/?tour=saurashtra#plan"));
  await hydrated(page, "gu");
  const w = gu.cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  await form.getByLabel(w.date, { exact: false }).fill(businessToday(new Date(Date.now() + 10 * 86_400_000)));
  await form.getByLabel(w.passengers, { exact: false }).fill("3");
  await form.getByLabel(w.car, { exact: false }).selectOption(String(dzire.id));
  await expect(form.getByTestId("estimate")).toContainText(`${rupees(pack.amount)}`);
  await expect(form.getByTestId("estimate")).toContainText(gu.words.fares.packagePrice);
  await expect(form.getByTestId("km-billed")).toHaveCount(0);
  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(text).toContain(
    `${rupees(pack.amount)}, ${gu.cars.carCard.label(dzire.name, dzire.capacity)}, ${gu.words.fares.packagePrice.replace(/^\((.*)\)$/, "$1")}`,
  );
});

test("the planner says why a tour billed by the km bills more km than it drives: the days × the minimum a day", async ({ page }) => {
  const tour = "dwarka-somnath";
  expect(
    card.packages?.some((p) => p.tour === tour),
    "a tour without a package price",
  ).toBe(false);
  await page.goto(`/cars/?tour=${tour}#plan`);
  await hydrated(page);
  const w = carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  await form.getByLabel(w.date, { exact: false }).fill(businessToday(new Date(Date.now() + 10 * 86_400_000)));
  await form.getByLabel(w.car, { exact: false }).selectOption(String(dzire.id));
  const found = estimate(tourTrip(toursData.find((t) => t.slug === tour)!), carRate(dzire.id)!, card)!;
  expect(found.billedKm).toBeGreaterThan(found.drivenKm);
  await expect(form.getByTestId("km-billed")).toHaveText(
    keepNumbers(fares.kmBilled(found.drivenKm, found.billedKm, found.days, card.minKmPerDay)),
  );
});
