/**
 * The trip sheet and the trip's link (decision 040): the message carries a link that opens the
 * same trip; a link cut or edited opens what it can and says what it could not; the sheet shows
 * every part in each language and prints alone; the calendar file parses.
 */
import ICAL from "ical.js";
import { readFileSync } from "node:fs";
import { business } from "#app/content/business/business.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
import { addDays } from "#app/content/business/time.ts";
import { localePath } from "#app/lib/i18n.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, hydrated, test } from "./helpers.ts";

const day = addDays(businessToday(), 10);
const cars = (lang: Lang, query = "") => `${localePath(lang, "/cars/")}${query}`;
const planner = (lang: Lang) => editions[lang].cars.carsPage.planner;

test("the message carries the trip's link, and the link opens the planner filled in as it was, with the same figure", async ({
  page,
  context,
}) => {
  const w = planner("en");
  const whatsapp = await catchWhatsApp(context);
  await page.goto(cars("en", "#plan"));
  await hydrated(page);
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  await field(w.pickup).fill("Rajkot");
  await field(w.drop).fill("Dwarka");
  await form.getByRole("radio", { name: w.roundTrip }).check();
  await field(w.date).fill(day);
  await field(w.returnDate).fill(addDays(day, 2));
  await field(w.time).fill("05:30");
  await field(w.passengers).fill("4");
  const carField = form.getByRole("combobox", { name: w.car });
  await carField.selectOption({ index: 2 });
  const car = await carField.inputValue();
  // The estimate follows the fields once their change is drawn: the figure read is the chosen car's.
  const estimate = form.getByTestId("estimate").locator("p").first();
  await expect(estimate).toContainText((await carField.locator("option:checked").textContent())!);
  const figure = await estimate.innerText();
  const text = (await whatsapp(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  const line = text.split("\n").find((l) => l.startsWith(`${w.sheet.link}: `))!;
  const link = new URL(line.slice(w.sheet.link.length + 2));
  expect(link.pathname).toBe("/cars/");
  expect(link.hash).toBe("#plan");
  // Short enough that WhatsApp does not cut it.
  expect(link.href.length).toBeLessThan(300);

  const again = await context.newPage();
  await again.goto(link.pathname + link.search + link.hash);
  await hydrated(again);
  const form2 = again.getByRole("region", { name: w.title });
  const field2 = (label: string) => form2.getByLabel(label, { exact: false });
  await expect(field2(w.pickup)).toHaveValue("Rajkot");
  await expect(field2(w.drop)).toHaveValue("Dwarka");
  await expect(form2.getByRole("radio", { name: w.roundTrip })).toBeChecked();
  await expect(field2(w.date)).toHaveValue(day);
  await expect(field2(w.returnDate)).toHaveValue(addDays(day, 2));
  await expect(field2(w.time)).toHaveValue("05:30");
  await expect(field2(w.passengers)).toHaveValue("4");
  await expect(form2.getByRole("combobox", { name: w.car })).toHaveValue(car);
  await expect(form2.getByTestId("estimate").locator("p").first()).toHaveText(figure);
  // The figure is the message's: nothing to say about it.
  await expect(form2.getByTestId("link-notes")).toHaveCount(0);
  await again.close();
});

test("a link cut off, edited by hand, or with a figure that has changed opens the planner with what it can and says the rest", async ({
  page,
}) => {
  const w = planner("en");
  await page.goto(cars("en", `?pickup=rajkot&drop=dwarka&date=${day.slice(0, 7)}&n=4x&fare=1`));
  await hydrated(page);
  const form = page.getByRole("region", { name: w.title });
  await expect(form.getByLabel(w.drop, { exact: false })).toHaveValue("Dwarka");
  const notes = form.getByTestId("link-notes");
  await expect(notes).toContainText(w.sheet.unread(`${w.date}, ${w.passengers}`));
  await expect(notes).toContainText(/When this trip was sent, the figure was ₹1; with today's fares it is ₹[\d,]+\./);
  // A date gone by is left for the visitor to choose again.
  await page.goto(cars("en", "?pickup=rajkot&drop=dwarka&date=2020-01-01#plan"));
  await hydrated(page);
  await expect(form.getByTestId("link-notes")).toHaveText(w.sheet.pastDate);
  await expect(form.getByLabel(w.date, { exact: false })).toHaveValue("");
});

for (const lang of LANGS) {
  test(`${languages[lang].name}: the trip sheet shows the business, the trip, the times open that day, the terms and the UPI code, and prints alone`, async ({
    page,
  }) => {
    const w = planner(lang);
    await page.goto(cars(lang, `?pickup=rajkot&drop=somnath&date=${day}&time=04:00&n=4#plan`));
    await hydrated(page, lang);
    const form = page.getByRole("region", { name: w.title });
    await expect(form.getByTestId("estimate")).toBeVisible();
    await form.getByText(w.sheet.open).click();
    const sheet = form.getByTestId("trip-sheet");
    await expect(sheet).toContainText(business.name[lang]);
    await expect(sheet.getByRole("heading", { name: w.sheet.title })).toBeVisible();
    await expect(sheet).toContainText(`${w.drop}: `);
    await expect(sheet.getByRole("heading", { name: w.sheet.hoursTitle })).toBeVisible();
    await expect(sheet.getByRole("heading", { name: w.sheet.termsTitle })).toBeVisible();
    if (business.upi) await expect(sheet).toContainText(business.upi);
    await expect(sheet.getByRole("img")).toHaveCount(business.upi ? 1 : 0);
    // In print: the sheet alone, without the menu, the footer, the form or its buttons.
    await page.emulateMedia({ media: "print" });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    for (const nav of await page.getByRole("navigation").all()) await expect(nav).toBeHidden();
    await expect(form.getByRole("button", { name: w.send })).toBeHidden();
    await expect(sheet.getByRole("button", { name: w.sheet.print })).toBeHidden();
  });
}

test("Add to calendar saves a file a calendar reads: the drive and the temple's times open that day, in India's time", async ({ page }) => {
  const w = planner("en");
  await page.goto(cars("en", `?pickup=rajkot&drop=somnath&date=${day}&time=04:00&n=4#plan`));
  await hydrated(page);
  const form = page.getByRole("region", { name: w.title });
  await expect(form.getByTestId("estimate")).toBeVisible();
  await form.getByText(w.sheet.open).click();
  const [file] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: w.sheet.calendar }).click()]);
  expect(file.suggestedFilename()).toBe(`trip-${day}.ics`);
  const events = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), "utf8")))
    .getAllSubcomponents("vevent")
    .map((e) => new ICAL.Event(e));
  const drive = events.find((e) => e.summary === w.sheet.drive("Rajkot", "Somnath"))!;
  // 4 AM in India is 10:30 PM in UTC the day before.
  expect(drive.startDate.toJSDate().toISOString()).toBe(`${addDays(day, -1)}T22:30:00.000Z`);
  expect(events.map((e) => e.summary)).toContain(w.sheet.openEvent("Somnath temple"));
  expect(drive.description).toContain(w.sheet.pickup("Rajkot"));
});
