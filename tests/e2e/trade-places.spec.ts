/**
 * The places the trade sells from Rajkot (issue 47): the planner gives a figure for a trip to
 * Diu, Sasan Gir, Bhuj and the Statue of Unity, typed in any script, the one estimate's; each
 * one's page shows its fares by car in three languages; Diu's says what its border means; and
 * the Saurashtra tour lists Sasan Gir, where it spends its night, among its places.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { type Lang, LANGS } from "#app/content/languages.ts";
import { placesData } from "#app/content/places/places.ts";
import { minutesOf } from "#app/content/tours/roads.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { smallestFit, todayInIndia } from "#app/lib/trip.ts";
import { type PlaceData, placesPageData } from "#app/kinds/places/data.ts";
import { placePath, tourPath } from "#app/site-pages.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const card = rateCard!;
const place = (slug: string) => placesData.places.find((p) => p.slug === slug)!;
/** Each new place, typed in another language's planner each time. */
const typed: [slug: string, lang: Lang][] = [
  ["diu", "en"],
  ["sasan-gir", "gu"],
  ["bhuj", "hi"],
  ["statue-of-unity", "en"],
];

for (const [slug, lang] of typed) {
  test(`${localePath(lang, "/cars/")}: the planner gives a figure for Rajkot to ${place(slug).en}, and the message carries it`, async ({
    page,
    context,
  }) => {
    const open = await catchWhatsApp(context);
    await page.goto(localePath(lang, "/cars/"));
    await hydrated(page, lang);
    const w = editions[lang].cars.carsPage.planner;
    const { fares } = editions[lang].words;
    const { carCard } = editions[lang].cars;
    const form = page.getByRole("region", { name: w.title });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    const shown = form.getByTestId("estimate");
    const p = place(slug);
    await field(w.pickup).fill(placesData.city[lang]);
    await field(w.drop).fill(p[lang]);
    await field(w.passengers).fill("4");
    await field(w.date).fill(todayInIndia(new Date(Date.now() + 4 * 86_400_000)));
    await field(w.time).fill("07:00");
    const small = smallestFit(cars, 4)!;
    const oneWay = estimate({ kind: "one-way", km: p.distanceKm, minutes: minutesOf(p.drivingTime) }, carRate(small.id)!, card)!;
    await expect(shown).toContainText(fares.estimate(rupees(oneWay.amount), carCard.label(small.name, small.capacity)));
    const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text");
    expect(text).toContain(`${fares.messageLine}: ${rupees(oneWay.amount)}, ${carCard.label(small.name, small.capacity)}`);
  });
}

for (const lang of LANGS) {
  test(`${localePath(lang, "/places/")}: the four new places' pages show their fares by car, and Diu's says it is a Union Territory`, async ({
    page,
  }) => {
    const { fares } = editions[lang].words;
    for (const slug of ["diu", "sasan-gir", "bhuj", "statue-of-unity"]) {
      const data = placesPageData(lang, slug) as PlaceData;
      await page.goto(localePath(lang, placePath(slug)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.heading);
      const table = page.getByRole("table", { name: data.fares!.title });
      await expect(table.getByRole("columnheader").first()).toHaveText(fares.car);
      const first = data.fares!.table.rows[0];
      await expect(table.getByRole("row", { name: first.car })).toContainText(first.amounts[0]);
      await expect(table.getByRole("row")).toHaveCount(data.fares!.table.rows.length + 1);
    }
    await page.goto(localePath(lang, placePath("diu")));
    const ut = { en: "Union Territory", gu: "કેન્દ્રશાસિત પ્રદેશ", hi: "केंद्र शासित प्रदेश" }[lang];
    await expect(page.locator("main").getByText(ut).first()).toBeVisible();
  });
}

test("the Saurashtra tour lists Sasan Gir among its places, and Sasan Gir's page names the tour", async ({ page }) => {
  await page.goto(localePath("en", tourPath("saurashtra")));
  await expect(page.locator(`main a[href="${localePath("en", placePath("sasan-gir"))}"]`).first()).toBeVisible();
  await page.goto(localePath("en", placePath("sasan-gir")));
  await expect(page.locator(`main a[href="${localePath("en", tourPath("saurashtra"))}"]`).first()).toBeVisible();
});
