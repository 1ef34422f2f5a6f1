/**
 * Trips of several stops in the planner (issue 38): the km by the roads table, counted from
 * the office and back; the one estimate; the stops in order in the WhatsApp message; no figure
 * for a stop with no known road; stops added, moved and removed by the keyboard and announced;
 * a stop typed in Gujarati on the Gujarati page. The expected figures are computed here from
 * the data files, road by road, not by the planner's own route function.
 */
import type { Page } from "@playwright/test";
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { placesData } from "#app/content/places/places.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { editions } from "#app/content/words/words.ts";
import type { Lang } from "#app/content/languages.ts";
import { daysOfDriving, estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const ertiga = cars.find((c) => c.name === "Ertiga")!;
const day = (days: number) => businessToday(new Date(Date.now() + days * 86_400_000));

/** A road of the table (either way), or a place's own road from the city: km and minutes. */
function road(a: string, b: string) {
  const r = roadsData.roads.find((x) => (x.from === a && x.to === b) || (x.from === b && x.to === a));
  if (r) return { km: r.km, minutes: minutesOf(r.drivingTime) };
  const p = placesData.places.find((x) => x.slug === (a === placesData.city.slug ? b : a))!;
  return { km: p.distanceKm, minutes: minutesOf(p.drivingTime) };
}
const sum = (...legs: { km: number; minutes: number }[]) =>
  legs.reduce((s, l) => ({ km: s.km + l.km, minutes: s.minutes + l.minutes }), { km: 0, minutes: 0 });

/**
 * Rajkot → Dwarka → Somnath → Rajkot by the shortest known roads: Dwarka–Somnath by Porbandar
 * (no road of its own in the table), and back from Somnath by Junagadh, shorter than its own road.
 */
const dwarkaSomnath = sum(
  road("rajkot", "dwarka"),
  road("dwarka", "porbandar"),
  road("porbandar", "somnath"),
  road("somnath", "junagadh"),
  road("junagadh", "rajkot"),
);
/** Jamnagar → Dwarka, from the office and back: Rajkot–Jamnagar, Jamnagar–Dwarka, Dwarka–Rajkot. */
const jamnagarDwarka = sum(road("rajkot", "jamnagar"), road("jamnagar", "dwarka"), road("dwarka", "rajkot"));

const fareOf = (route: { km: number; minutes: number }) =>
  estimate({ kind: "circuit", km: route.km, days: daysOfDriving(route.minutes, card) }, carRate(ertiga.id)!, card)!;

function planner(page: Page, lang: Lang) {
  const w = editions[lang].cars.carsPage.planner;
  const { fares } = editions[lang].words;
  const { carCard } = editions[lang].cars;
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  return {
    w,
    fares,
    carCard,
    form,
    field,
    live: form.getByTestId("planner-live"),
    addStop: async (value: string) => {
      await form.getByRole("button", { name: w.addStop }).click();
      await expect(page.locator(":focus")).toHaveAttribute("name", "stop");
      await page.locator(":focus").fill(value);
    },
    fill: async (pickup: string, drop: string) => {
      await field(w.pickup).fill(pickup);
      await field(w.drop).fill(drop);
      await field(w.date).fill(day(3));
      await field(w.passengers).fill("4");
      await field(w.car).selectOption({ label: carCard.label(ertiga.name, ertiga.capacity) });
    },
  };
}

test("Rajkot → Dwarka → Somnath → Rajkot: the roads table's km, the one estimate, the stops in order in the message", async ({
  page,
  context,
}) => {
  const open = await catchWhatsApp(context);
  await page.goto(localePath("en", "/cars/"));
  await hydrated(page);
  const { w, fares, carCard, form, fill, addStop } = planner(page, "en");
  await fill("Rajkot", "Dwarka");
  await addStop("Somnath");
  await addStop("Rajkot");
  const fare = fareOf(dwarkaSomnath);
  const car = carCard.label(ertiga.name, ertiga.capacity);
  const shown = form.getByTestId("estimate");
  await expect(shown).toContainText(fares.estimate(rupees(fare.amount), car));
  await expect(shown).toContainText(w.routeKm(dwarkaSomnath.km));
  await expect(shown).toContainText(fares.billed(fare.billedKm));
  expect(fare.drivenKm).toBe(dwarkaSomnath.km);

  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(text).toContain(
    [`${w.route}: Rajkot → Dwarka → Somnath → Rajkot`, `${w.distance}: ${w.routeKm(dwarkaSomnath.km)}`, `${w.tripType}: ${w.oneWay}`].join(
      "\n",
    ),
  );
  expect(text).toContain(`${fares.messageLine}: ${rupees(fare.amount)}, ${car}`);
  expect(text).not.toContain(`${w.pickup}:`);
  expect(text).not.toMatch(/::/);
});

test("Jamnagar → Dwarka is counted from the office and back", async ({ page }) => {
  await page.goto(localePath("en", "/cars/"));
  await hydrated(page);
  const { w, fares, carCard, form, fill } = planner(page, "en");
  await fill("Jamnagar", "Dwarka");
  const shown = form.getByTestId("estimate");
  await expect(shown).toContainText(w.routeKm(jamnagarDwarka.km));
  await expect(shown).toContainText(fares.estimate(rupees(fareOf(jamnagarDwarka).amount), carCard.label(ertiga.name, ertiga.capacity)));
});

test("a stop with no known road gets no figure, and the planner says so", async ({ page }) => {
  await page.goto(localePath("en", "/cars/"));
  await hydrated(page);
  const { w, form, fill, addStop, live } = planner(page, "en");
  await fill("Rajkot", "Dwarka");
  await expect(form.getByTestId("estimate")).toHaveCount(1);
  await addStop("Mumbai");
  await expect(form.getByTestId("no-road")).toHaveText(w.noRoad("“Mumbai”"));
  await expect(form.getByTestId("estimate")).toHaveCount(0);
  await expect(live).not.toContainText("₹");
});

test("by the keyboard alone: a stop added, moved and removed, each change announced", async ({ page }) => {
  await page.goto(localePath("en", "/cars/"));
  await hydrated(page);
  const { w, form, field, live } = planner(page, "en");
  const focused = page.locator(":focus");
  await field(w.pickup).focus();
  await page.keyboard.type("Rajkot");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Dwarka");
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName(w.addStop);
  await page.keyboard.press("Enter");
  await expect(live).toContainText(w.added(w.stop(2)));
  await expect(focused).toHaveAccessibleName(w.stop(2));
  await page.keyboard.type("Somnath");
  // The stop's buttons, then the Add button again.
  for (const name of [
    w.moveUp(`${w.stop(2)}, Somnath`),
    w.moveDown(`${w.stop(2)}, Somnath`),
    w.remove(`${w.stop(2)}, Somnath`),
    w.addStop,
  ]) {
    await page.keyboard.press("Tab");
    await expect(focused).toHaveAccessibleName(name);
  }
  await page.keyboard.press("Space");
  await expect(live).toContainText(w.added(w.stop(3)));
  await page.keyboard.type("Rajkot");
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName(w.moveUp(`${w.stop(3)}, Rajkot`));
  await page.keyboard.press("Enter");
  await expect(live).toContainText(w.moved(`${w.stop(2)}, Rajkot`));
  await expect(form.getByLabel(w.stop(2), { exact: true })).toHaveValue("Rajkot");
  await expect(form.getByLabel(w.stop(3), { exact: true })).toHaveValue("Somnath");
  // The focus stayed on the moved stop's button, now named for its new place.
  await expect(focused).toHaveAccessibleName(w.moveUp(`${w.stop(2)}, Rajkot`));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName(w.remove(`${w.stop(2)}, Rajkot`));
  await page.keyboard.press("Enter");
  await expect(live).toContainText(w.removed(`${w.stop(2)}, Rajkot`));
  await expect(form.getByLabel(w.stop(2), { exact: true })).toHaveValue("Somnath");
  await expect(form.getByLabel(w.stop(3), { exact: true })).toHaveCount(0);
  // Tap targets of at least 44 px.
  for (const button of await form.getByTestId("stops").getByRole("button").all()) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
});

test("the Gujarati page knows a stop typed in Gujarati", async ({ page }) => {
  await page.goto(localePath("gu", "/cars/"));
  await hydrated(page, "gu");
  const { w, fares, carCard, form, fill, addStop } = planner(page, "gu");
  await fill("રાજકોટ", "દ્વારકા");
  await addStop("સોમનાથ");
  const shown = form.getByTestId("estimate");
  // The way back to the office is counted without being typed: the same km as with Rajkot at the end.
  await expect(shown).toContainText(w.routeKm(dwarkaSomnath.km));
  await expect(shown).toContainText(fares.estimate(rupees(fareOf(dwarkaSomnath).amount), carCard.label(ertiga.name, ertiga.capacity)));
  await expect(form.getByTestId("no-road")).toHaveCount(0);
});
