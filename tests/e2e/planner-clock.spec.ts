/**
 * The planner by the clock (kinds/cars/island/trip/trip-clock.ts): when the car reaches each place, what is
 * closed then, when to leave for an aarti, and what the hour costs, on the page and in the
 * WhatsApp message, as a visitor types the trip.
 */
import type { Page } from "@playwright/test";
import { sites } from "#app/content/hours/hours.ts";
import { notices } from "#app/content/notices/notices.ts";
import { notices as pageNotices } from "#app/lib/page-notices.ts";
import { placesData } from "#app/content/places/places.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
import { addDays, hhmm, minutesOf, weekdayOf } from "#app/content/business/time.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const today = businessToday();
const place = (slug: string) => (slug === placesData.city.slug ? placesData.city : placesData.places.find((p) => p.slug === slug)!);
const site = (en: string) => sites.find((s) => s.en === en)!;
/** The next date after today that falls on `weekday`, or in the month `month` ("07") of next year. */
const nextWeekday = (weekday: string) => {
  let d = addDays(today, 1);
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};

async function open(page: Page, lang: Lang) {
  await page.goto(localePath(lang, "/cars/"));
  await hydrated(page, lang);
  const w = editions[lang].cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  return {
    w,
    form,
    trip: async (drop: string, date: string, time: string) => {
      await field(w.pickup).fill(place("rajkot")[lang]);
      await field(w.drop).fill(drop);
      await field(w.date).fill(date);
      await field(w.time).fill(time);
      await field(w.passengers).fill("4");
    },
    send: () => form.getByRole("button", { name: w.send }).click(),
  };
}

for (const lang of LANGS) {
  test(`${languages[lang].name}: leaving Rajkot at 8 AM, the planner says when the car reaches Dwarka and that the temple closes at 1 and opens again at 5`, async ({
    page,
    context,
  }) => {
    const { clock } = editions[lang].words;
    const whatsapp = await catchWhatsApp(context);
    const { form, trip, send } = await open(page, lang);
    const dwarka = place("dwarka")[lang];
    await trip(dwarka, addDays(today, 7), "");
    // Once the places are typed, and before a time is given, the planner says what giving one shows.
    await expect(form.getByTestId("clock-needs-time")).toHaveText(clock.needTime);
    await form.getByLabel(editions[lang].cars.carsPage.planner.time, { exact: false }).fill("08:00");
    await expect(form.getByTestId("clock-needs-time")).toHaveCount(0);
    const times = form.getByTestId("clock");
    await expect(times.getByRole("heading", { name: clock.timetableTitle })).toBeVisible();
    await expect(times.getByRole("listitem").filter({ hasText: clock.reaches(dwarka) })).toContainText(clock.time("12:15"));
    const warning = clock.breakAt(dwarka, "12:15", site("Dwarkadhish temple")[lang], "13:00", "17:00");
    await expect(form.getByTestId("clock-warnings")).toHaveText(warning);
    const text = (await whatsapp(send)).searchParams.get("text")!;
    expect(text).toContain(
      `${clock.messageTimes}:\n${clock.time("08:00")} · ${clock.leaves(place("rajkot")[lang])}\n${clock.time("12:15")} · ${clock.reaches(dwarka)}`,
    );
    expect(text).toContain(warning);
  });
}

test("a 4 AM start for Somnath adds the night allowance to the estimate and the message, and says when to leave for the 7 AM aarti", async ({
  page,
  context,
}) => {
  const { clock } = editions.en.words;
  const whatsapp = await catchWhatsApp(context);
  const { form, trip, send } = await open(page, "en");
  await trip("Somnath", addDays(today, 7), "04:00");
  const night = clock.night(1, rupees(rateCard!.nightAllowance!));
  await expect(form.getByTestId("estimate").getByTestId("clock-cost")).toHaveText(night);
  // Somnath's own 45 minutes before the aarti (park, cloakroom, queue) are in the start, and said.
  await expect(form.getByTestId("clock")).toContainText(
    `${clock.leaveFor("Somnath temple", "morning aarti", "07:00", "02:30")} ${clock.arriveEarly(site("Somnath temple").arriveBefore!)}`,
  );
  expect((await whatsapp(send)).searchParams.get("text")).toContain(night);
});

test("warns of a closed day: Sasan Gir in July, the Statue of Unity on a Monday", async ({ page }) => {
  const { clock } = editions.en.words;
  const { form, trip } = await open(page, "en");
  const july = `${Number(today.slice(0, 4)) + (today.slice(5) > "07-01" ? 1 : 0)}-07-10`;
  await trip("Sasan Gir", july, "08:00");
  await expect(form.getByTestId("clock-warnings")).toContainText(clock.closedSeason("Gir National Park", "06-16", "10-15"));
  await form.getByLabel(editions.en.cars.carsPage.planner.drop, { exact: false }).fill("Statue of Unity");
  await form.getByLabel(editions.en.cars.carsPage.planner.date, { exact: false }).fill(nextWeekday("monday"));
  await expect(form.getByTestId("clock-warnings")).toHaveText(clock.closedWeekday("Statue of Unity", "monday"));
});

test("the time at a stop is the visitor's to change, and the way back follows it", async ({ page }) => {
  const { clock } = editions.en.words;
  const { w, form, trip } = await open(page, "en");
  await form.getByRole("radio", { name: w.roundTrip }).check();
  await trip("Jamnagar", addDays(today, 7), "09:00");
  await form.getByLabel(w.returnDate, { exact: false }).fill(addDays(today, 7));
  // Back after the drive there and back and the usual day trip's stop (the rate card's), then after four hours there.
  const drive = minutesOf(placesData.places.find((p) => p.slug === "jamnagar")!.drivingTime);
  const back = form.getByTestId("clock").getByRole("listitem").last();
  // The time keeps its "PM" on its line (a no-break space).
  const at = (stay: number) =>
    new RegExp(`^${clock.time(hhmm(minutesOf("09:00") + 2 * drive + stay)).replace(/ /g, "\\s")}.*${clock.reaches("Rajkot")}`);
  await expect(back).toHaveText(at((rateCard!.dayTripStopHours ?? 2) * 60));
  await form.getByLabel(clock.stayAt("Jamnagar")).selectOption("240");
  await expect(back).toHaveText(at(240));
});

test("the owner's notice for a place shows when the trip's days meet it, and not before, and the message carries it", async ({
  page,
  context,
}) => {
  const notice = notices.find((n) => n.places?.includes("dwarka") && n.to >= today)!;
  const whatsapp = await catchWhatsApp(context);
  const { w, form, trip, send } = await open(page, "en");
  await trip("Dwarka", addDays(notice.from, -3), "08:00");
  await expect(form.getByTestId("estimate")).toBeVisible();
  await expect(form.getByTestId("planner-notices")).toHaveCount(0);
  // A return trip that reaches into the notice's days brings it.
  await form.getByRole("radio", { name: w.roundTrip }).check();
  await form.getByLabel(w.returnDate, { exact: false }).fill(notice.from);
  await expect(form.getByTestId("planner-notices")).toContainText(notice.text.en);
  expect((await whatsapp(send)).searchParams.get("text")!.split("\n")).toContain(notice.text.en);
  await form.getByLabel(w.drop, { exact: false }).fill("Somnath");
  await expect(form.getByTestId("planner-notices")).toHaveCount(0);
});

test("a temple's season of other hours shows in the planner on its dates, in the page's language, and the message carries it", async ({
  page,
  context,
}) => {
  // The first season not over (hours.json → seasons), as the planner says it: a notice of its place.
  const season = pageNotices.filter((n) => !notices.includes(n) && n.to >= today).sort((a, b) => a.from.localeCompare(b.from))[0];
  const placeOf = place(season.places![0]);
  const whatsapp = await catchWhatsApp(context);
  const { form, trip, send } = await open(page, "gu");
  // Its first day, or tomorrow once it has begun (a time today may be past), within its days.
  const day = [[season.from, addDays(today, 1)].sort()[1], season.to].sort()[0];
  await trip(placeOf.gu, day, "08:00");
  await expect(form.getByTestId("planner-notices")).toContainText(season.text.gu);
  expect((await whatsapp(send)).searchParams.get("text")!.split("\n")).toContain(season.text.gu);
});
