/**
 * The places the trade sells from Rajkot (issue 47): the planner gives a figure for a trip to
 * Diu, Sasan Gir, Bhuj and the Statue of Unity, typed in any script, the one estimate's. Their
 * pages (fares by car in three languages, Diu's border, the Saurashtra tour's night at Sasan
 * Gir) are read from the build without a browser: tests/built/trade-places.test.ts.
 */
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { type Lang } from "#app/content/languages.ts";
import { placesData } from "#app/content/places/places.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { smallestFit } from "#app/kinds/cars/island/trip/trip.ts";
import { businessToday } from "#app/content/business/business.ts";
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
    await field(w.date).fill(businessToday(new Date(Date.now() + 4 * 86_400_000)));
    await field(w.time).fill("07:00");
    const small = smallestFit(cars, 4)!;
    const oneWay = estimate({ kind: "one-way", km: p.distanceKm, minutes: minutesOf(p.drivingTime) }, carRate(small.id)!, card)!;
    await expect(shown).toContainText(fares.estimate(rupees(oneWay.amount), carCard.label(small.name, small.capacity)));
    const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text");
    expect(text).toContain(`${fares.messageLine}: ${rupees(oneWay.amount)}, ${carCard.label(small.name, small.capacity)}`);
  });
}
