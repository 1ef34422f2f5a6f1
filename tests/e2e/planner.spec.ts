/**
 * The trip planner on /cars: one WhatsApp message holding the whole trip, in the page's
 * language; and the directions link on the home page.
 */
import type { Page } from "@playwright/test";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { placesData } from "#app/content/places/places.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { rupees } from "#app/lib/money.ts";
import { editions } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { businessToday } from "#app/content/business/business.ts";
import { hhmm, minutesOf } from "#app/content/business/time.ts";
import { tripQuery } from "#app/kinds/cars/island/planner/trip-link.ts";
import { axeViolations, catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const digits = business.phone.replace(/\D/g, "");
/** A date `days` after today in India, as a date field takes it. */
const day = (days: number) => businessToday(new Date(Date.now() + days * 86_400_000));
const dmy = (iso: string) => iso.split("-").reverse().join("/");

function planner(page: Page, lang: Lang) {
  const w = editions[lang].cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  return {
    w,
    form,
    field: (label: string) => form.getByLabel(label, { exact: false }),
    send: () => form.getByRole("button", { name: w.send }).click(),
  };
}

for (const lang of LANGS) {
  test(`${languages[lang].name}: the whole trip goes out as one message, line by line`, async ({ page, context }) => {
    const open = await catchWhatsApp(context);
    await page.goto(`${localePath(lang, "/cars/")}`);
    await hydrated(page, lang);
    const { w, field, form, send } = planner(page, lang);
    const { hours } = editions[lang].words;
    const { carCard } = editions[lang].cars;
    const { fares, clock } = editions[lang].words;
    const dwarka = placesData.places.find((p) => p.slug === "dwarka")!;
    const ertiga = cars.find((c) => c.name === "Ertiga")!;
    await field(w.pickup).fill("Rajkot station & gate #2 🚉");
    await field(w.drop).fill(lang === "gu" ? "દ્વારકા મંદિર?" : lang === "hi" ? "द्वारका मंदिर?" : "Dwarka temple?");
    await form.getByRole("radio", { name: w.roundTrip }).check();
    await field(w.date).fill(day(3));
    await field(w.returnDate).fill(day(5));
    await field(w.time).fill("05:30");
    await field(w.passengers).fill("6");
    await field(w.car).selectOption({ label: carCard.label("Ertiga", 6) });
    await field(w.name).fill("<b>Asha</b>");
    const url = await open(send);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
    const text = url.searchParams.get("text");
    expect(text).toBe(
      [
        w.greeting,
        "",
        `${w.pickup}: Rajkot station & gate #2 🚉`,
        `${w.drop}: ${lang === "gu" ? "દ્વારકા મંદિર?" : lang === "hi" ? "द्वारका मंदिर?" : "Dwarka temple?"}`,
        `${w.tripType}: ${w.roundTrip}`,
        `${w.date}: ${dmy(day(3))}`,
        `${w.returnDate}: ${dmy(day(5))}`,
        `${w.time}: ${hours.time("05:30")}`,
        `${w.passengers}: 6`,
        `${w.car}: ${carCard.label("Ertiga", 6)}`,
        // "Rajkot station…" and "Dwarka temple?" name known places: the estimate seen goes too, and how it was made.
        `${fares.messageLine}: ${rupees(estimate({ kind: "return", km: dwarka.distanceKm, days: 3 }, carRate(ertiga.id)!, rateCard!)!.amount)}, ${carCard.label("Ertiga", 6)}, ${fares.byKm.replace(/^\((.*)\)$/, "$1")}`,
        // The trip by the clock: a 5:30 start reaches Dwarka after its drive, the return is days later, and the hour before 6 costs the night allowance.
        `${clock.messageTimes}:`,
        `${clock.time("05:30")} · ${clock.leaves(placesData.city[lang])}`,
        `${clock.time(hhmm(minutesOf("05:30") + minutesOf(dwarka.drivingTime)))} · ${clock.reaches(dwarka[lang])}`,
        clock.returnLater(day(5)),
        clock.night(1, rupees(rateCard!.nightAllowance!)),
        `${w.nameLine}: <b>Asha</b>`,
        // The link that opens the same trip again (trip-link.ts): what was typed, as typed.
        `${w.sheet.link}: ${new URL(page.url()).origin}${localePath(lang, "/cars/")}?${tripQuery(
          {
            pickup: "Rajkot station & gate #2 🚉",
            drop: lang === "gu" ? "દ્વારકા મંદિર?" : lang === "hi" ? "द्वारका मंदिर?" : "Dwarka temple?",
            roundTrip: true,
            date: day(3),
            returnDate: day(5),
            time: "05:30",
            passengers: "6",
            carId: String(ertiga.id),
            name: "",
          },
          [],
          estimate({ kind: "return", km: dwarka.distanceKm, days: 3 }, carRate(ertiga.id)!, rateCard!)!.amount,
        )}#plan`,
        "",
        w.closing,
      ].join("\n"),
    );
    // The page stays as it was, with what was typed, and the tab opened: no second link to tap.
    await expect(field(w.pickup)).toHaveValue("Rajkot station & gate #2 🚉");
    await expect(form.getByRole("link", { name: w.send })).toHaveCount(0);
  });
}

test("the tab opened with the real window.open: no second link; the new tab has no way back to this page", async ({ page, context }) => {
  await catchWhatsApp(context);
  await page.goto(localePath("en", "/cars/"));
  await hydrated(page);
  const { w, field, form, send } = planner(page, "en");
  await field(w.pickup).fill("Rajkot");
  await field(w.drop).fill("Dwarka");
  await field(w.date).fill(day(2));
  await field(w.time).fill("07:00");
  await field(w.passengers).fill("3");
  const [popup] = await Promise.all([context.waitForEvent("page"), send()]);
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(form.getByRole("button", { name: w.send })).toBeVisible();
  await expect(form.getByRole("link", { name: w.send })).toHaveCount(0);
  // And when the browser does block the tab, the same message is one tap away.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await send();
  const fallback = form.getByRole("link", { name: w.send });
  await expect(fallback).toHaveCount(1);
  expect(new URL((await fallback.getAttribute("href"))!).origin).toBe("https://wa.me");
});

test("each mistake is named beside its field, blocks sending and takes the focus", async ({ page, context }) => {
  let opened = 0;
  context.on("page", () => opened++);
  await page.goto("/cars/");
  await hydrated(page);
  const { w, field, form, send } = planner(page, "en");
  const e = w.errors;
  const expectError = async (label: string, message: string) => {
    const input = field(label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(message);
  };

  await send();
  await expectError(w.pickup, e.pickupMissing);
  await expectError(w.drop, e.dropMissing);
  await expectError(w.date, e.dateMissing);
  await expectError(w.passengers, e.passengersMissing);
  await expect(field(w.pickup)).toBeFocused();

  // A place longer than 80 characters cannot be typed (the rule's message: kinds/cars/island/trip/trip.test.ts).
  await field(w.pickup).fill("x".repeat(81));
  await expect(field(w.pickup)).toHaveValue("x".repeat(80));
  await field(w.drop).fill("Somnath");
  await field(w.date).fill(day(-1));
  await field(w.passengers).fill("2.5");
  await send();
  await expectError(w.date, e.datePast);
  await expectError(w.passengers, e.passengersWhole);
  await expect(field(w.pickup)).not.toHaveAttribute("aria-invalid", /.*/);
  await expect(field(w.drop)).not.toHaveAttribute("aria-invalid", /.*/);
  await expect(field(w.date)).toBeFocused();

  await field(w.pickup).fill("Rajkot");
  await field(w.date).fill(day(2));
  await form.getByRole("radio", { name: w.roundTrip }).check();
  await field(w.returnDate).fill(day(1));
  await field(w.passengers).fill("61");
  await send();
  await expectError(w.returnDate, e.returnBeforeDate);
  await expectError(w.passengers, e.passengersTooMany);
  await expect(field(w.returnDate)).toBeFocused();

  await field(w.passengers).fill("0");
  await field(w.returnDate).fill("");
  await send();
  await expectError(w.returnDate, e.returnMissing);
  await expectError(w.passengers, e.passengersWhole);
  expect(opened).toBe(0);
});

test("axe finds no violations on the form with its errors showing, light and dark", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.goto("/cars/");
    await hydrated(page);
    const { w, send } = planner(page, "en");
    await send();
    await expect(page.getByText(w.errors.pickupMissing)).toBeVisible();
    expect(await axeViolations(page, "#plan"), scheme).toEqual([]);
  }
});

test("a car's card chooses that car in the planner", async ({ page }) => {
  await page.goto("/cars/");
  await hydrated(page);
  const { w, field } = planner(page, "en");
  const plan = page.getByRole("link", { name: "Plan a trip in the Urbania (17 passengers)" });
  // The page's address as every other link and the canonical URL write it: no slash after /cars.
  await expect(plan).toHaveAttribute("href", "/cars/?car=8#plan");
  await plan.click();
  await expect(page).toHaveURL(/\/cars\/\?car=8#plan$/);
  await expect(field(w.car)).toHaveValue("8");
  await expect(page.getByRole("heading", { name: w.title })).toBeInViewport();
});

test("cars too small for the group say so, naming the smallest that fits", async ({ page }) => {
  await page.goto("/cars/");
  await hydrated(page);
  const { w, field } = planner(page, "en");
  await field(w.passengers).fill("8");
  const cards = page.getByTestId("car-grid").locator(":scope > li");
  // The marks wait hidden in each card until the planner has a group size.
  const shown = (text: string | RegExp) => cards.getByText(text).filter({ visible: true });
  await expect(cards.nth(0).getByText(/Too small/)).toHaveText(
    "Too small for your group. Smallest that fits: Tempo Traveller (12 passengers)",
  );
  await expect(cards.nth(0).getByText("Fits your group")).toBeHidden();
  await expect(cards.nth(6).getByText("Fits your group")).toBeVisible();
  await expect(cards.nth(6).getByText(/Too small/)).toBeHidden();
  await expect(shown("Fits your group")).toHaveCount(6);
  await expect(shown(/Too small/)).toHaveCount(6);
  await field(w.passengers).fill("");
  await expect(shown("Fits your group")).toHaveCount(0);
  await expect(shown(/Too small/)).toHaveCount(0);
});

test("what is typed before the scripts arrive is kept, and a send then does not reload the page", async ({ page, context }) => {
  const open = await catchWhatsApp(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    return route.continue();
  });
  // The page's scripts hold its load event: the page is there to type in long before.
  await page.goto("/gu/cars/", { waitUntil: "commit" });
  const { w, field, send } = planner(page, "gu");
  await field(w.pickup).fill("રાજકોટ");
  await field(w.drop).fill("સોમનાથ");
  await field(w.date).fill(day(4));
  await field(w.passengers).fill("3");
  // A marker that a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await send();
  // The send is held (the page's inline script marks the form) until React takes over, then tapped again: the message goes out.
  await expect(page.locator("form[data-held]")).toHaveCount(1);
  const url = await open(async () => release());
  expect(url.searchParams.get("text")).toContain(`${w.pickup}: રાજકોટ\n${w.drop}: સોમનાથ`);
  await hydrated(page, "gu");
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  for (const [label, value] of [
    [w.pickup, "રાજકોટ"],
    [w.drop, "સોમનાથ"],
    [w.passengers, "3"],
  ])
    await expect(field(label)).toHaveValue(value);
  // The group size typed before hydration marks the cars once React takes over: all seat 3.
  await expect(page.getByTestId("car-grid").getByText(editions.gu.cars.carCard.fits).filter({ visible: true })).toHaveCount(12);
});

test("the planner works from the keyboard alone", async ({ page, context }) => {
  const open = await catchWhatsApp(context);
  await page.goto("/hi/cars/");
  await hydrated(page, "hi");
  const { w, field } = planner(page, "hi");
  await field(w.pickup).focus();
  await page.keyboard.type("राजकोट");
  await page.keyboard.press("Tab");
  await page.keyboard.type("जूनागढ़");
  await page.keyboard.press("Tab"); // "Add a stop", after the drop
  await expect(page.locator(":focus")).toHaveAccessibleName(w.addStop);
  await page.keyboard.press("Tab"); // the trip type: one way is chosen
  await page.keyboard.press("Tab");
  // The browser's locale (en-US here) orders the date field month, day, year.
  const [y, m, d] = day(6).split("-");
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(field(w.date)).toHaveValue(day(6));
  await field(w.passengers).focus();
  await page.keyboard.type("4");
  const url = await open(() => page.keyboard.press("Enter"));
  expect(url.searchParams.get("text")).toContain(`${w.passengers}: 4`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the planner offers the WhatsApp and Call links instead of a form", async ({ page }) => {
    await page.goto("/cars/");
    const { w, form } = planner(page, "en");
    await expect(form.getByText(w.noScript)).toBeVisible();
    await expect(form.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(form.getByRole("link", { name: "Call now" })).toHaveAttribute("href", `tel:+${digits}`);
    await expect(form.getByRole("textbox")).toHaveCount(0);
  });
});

test("Visit Us gives directions to the office on Google Maps, in a new tab", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("region", { name: "Visit Us" }).getByRole("link", { name: /Get directions/ });
  await expect(link).toHaveAttribute("target", "_blank");
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
  expect(url.searchParams.get("api")).toBe("1");
  expect(url.searchParams.get("destination")).toBe(`${business.address.street.en}, Rajkot ${business.address.postalCode}, Gujarat, India`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data["@graph"][0].hasMap).toBe(url.href);
});
