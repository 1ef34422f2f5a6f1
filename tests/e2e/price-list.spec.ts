/**
 * The owner's price list where a visitor sees it (decision 026): a fixed fare to a place on
 * its page, the car's page, the cars page's rate card and in the planner's message, which
 * says how the figure was made; a same-day return beside the overnight one; a tour's package
 * price. The figures expected are the sample rate card's own, read from its file, not the
 * estimate's: the test fails if a page shows the km's figure instead.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { placesData } from "#app/content/places/places.ts";
import { editions } from "#app/content/words/words.ts";
import { tours as toursData } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { rupees } from "#app/lib/money.ts";
import { todayInIndia } from "#app/lib/trip.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { carPath, placePath, tourPath } from "#app/site-pages.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const dzire = cars.find((c) => c.name === "Swift Dzire")!;
const ahmedabad = placesData.places.find((p) => p.slug === "ahmedabad")!;
const fixed = card.fixed!.find((f) => f.place === "ahmedabad" && f.cars.includes(dzire.id) && f.oneWay !== undefined)!;
const pack = card.packages!.find((p) => p.tour === "saurashtra" && p.cars.includes(dzire.id))!;
const { fares } = editions.en.words;
const { carCard, carPage, carsPage } = editions.en.cars;
const dzireLabel = keepNumbers(carCard.label(dzire.name, dzire.capacity));

test("the sample sets Ahmedabad one way and the Saurashtra tour for a Swift Dzire (the tests below read them)", () => {
  expect(fixed.oneWay).toBe(2500);
  expect(pack.amount).toBeGreaterThan(0);
});

test("Ahmedabad one way is the owner's fixed fare on its page, the Swift Dzire's page and the cars page", async ({ page }) => {
  const figure = rupees(fixed.oneWay!);
  await page.goto(`${placePath(ahmedabad.slug)}/`);
  const placeTable = page.getByRole("region", { name: fares.faresTitle(placesData.city.en) });
  await expect(placeTable.getByRole("row", { name: dzireLabel }).getByRole("cell").first()).toHaveText(figure);
  await expect(placeTable).toContainText(fares.fixedNote(fares.oneWay, "").split(":")[0]);

  await page.goto(`${carPath("swift-dzire")}/`);
  const row = page.getByRole("row", { name: carPage.fareRow(ahmedabad.en, fares.oneWay) });
  await expect(row.getByRole("cell")).toHaveText([figure]);

  // The cars page's rate card: the fixed fares from the city, every car's figure.
  await page.goto("/cars/");
  const rates = page.getByTestId("fixed-fares");
  await expect(rates.getByRole("row", { name: dzireLabel }).getByRole("cell")).toHaveText([figure]);
});

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
  await form.getByLabel(w.date, { exact: false }).fill(todayInIndia(new Date(Date.now() + 5 * 86_400_000)));
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
  expect(text).toContain(`${fares.messageListed}: ${figure}, ${carCard.label(dzire.name, dzire.capacity)} ${fares.fixedFare}`);
  expect(text).toContain((await tolls.textContent())!.trim());

  // Another place, with no fixed fare: by the km, and the message says so.
  await form.getByLabel(w.drop, { exact: false }).fill("Somnath");
  await expect(shown).not.toContainText(fares.fixedFare);
  const byKm = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(byKm).toContain(fares.byKm);
});

test("Somnath, Ahmedabad and Dwarka (a long day, as the trade drives it) show a return on the same day beside the overnight one; Surat, too far for a day, only the overnight", async ({
  page,
}) => {
  for (const [slug, columns] of [
    ["somnath", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
    ["ahmedabad", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
    ["dwarka", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
    ["surat", [fares.oneWay, fares.returnTrip(3)]],
  ] as const) {
    await page.goto(`${placePath(slug)}/`);
    const table = page.getByRole("region", { name: fares.faresTitle(placesData.city.en) }).getByRole("table");
    await expect(table.getByRole("columnheader"), slug).toHaveText([fares.car, ...columns]);
  }
});

test("the Saurashtra tour shows its package price in Gujarati, says it is one, and the planner's message says so too", async ({
  page,
  context,
}) => {
  const gu = editions.gu;
  await page.goto(localePath("gu", `${tourPath("saurashtra")}/`));
  const section = page.locator("section", { has: page.locator("#fares-title") });
  await expect(
    section.getByRole("row", { name: keepNumbers(gu.cars.carCard.label(dzire.name, dzire.capacity)) }).getByRole("cell"),
  ).toHaveText([rupees(pack.amount)]);
  await expect(section).toContainText(gu.words.fares.packageNote("", "").split(":")[0].trim());

  const open = await catchWhatsApp(context);
  await page.goto(localePath("gu", "/cars/?tour=saurashtra#plan"));
  await hydrated(page, "gu");
  const w = gu.cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  await form.getByLabel(w.date, { exact: false }).fill(todayInIndia(new Date(Date.now() + 10 * 86_400_000)));
  await form.getByLabel(w.passengers, { exact: false }).fill("3");
  await form.getByLabel(w.car, { exact: false }).selectOption(String(dzire.id));
  await expect(form.getByTestId("estimate")).toContainText(`${rupees(pack.amount)}`);
  await expect(form.getByTestId("estimate")).toContainText(gu.words.fares.packagePrice);
  await expect(form.getByTestId("km-billed")).toHaveCount(0);
  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(text).toContain(`${rupees(pack.amount)}, ${gu.cars.carCard.label(dzire.name, dzire.capacity)} ${gu.words.fares.packagePrice}`);
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
  await form.getByLabel(w.date, { exact: false }).fill(todayInIndia(new Date(Date.now() + 10 * 86_400_000)));
  await form.getByLabel(w.car, { exact: false }).selectOption(String(dzire.id));
  const found = estimate(tourTrip(toursData.find((t) => t.slug === tour)!), carRate(dzire.id)!, card)!;
  expect(found.billedKm).toBeGreaterThan(found.drivenKm);
  await expect(form.getByTestId("km-billed")).toHaveText(
    keepNumbers(fares.kmBilled(found.drivenKm, found.billedKm, found.days, card.minKmPerDay)),
  );
});
