/**
 * The planner's bounds, at the field and in the visitor's words (kinds/cars/island/trip/trip.ts): dates at most
 * a year ahead, a trip of at most 60 days, at most 10 stops read from an address, and no text
 * field without a length.
 */
import type { BrowserContext } from "@playwright/test";
import { editions } from "#app/content/words/words.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { MAX_STOPS, latestDate } from "#app/kinds/cars/island/trip/trip.ts";
import { businessToday } from "#app/content/business/business.ts";
import { expect, hydrated, test } from "./helpers.ts";

const day = (days: number) => businessToday(new Date(Date.now() + days * 86_400_000));

/** Every tab the page opens. */
function tabs(context: BrowserContext) {
  const opened: string[] = [];
  context.on("page", (p) => opened.push(p.url()));
  return opened;
}

for (const lang of LANGS) {
  test(`${languages[lang].name}: a return date three years ahead is refused at the field`, async ({ page, context }) => {
    const opened = tabs(context);
    await page.goto(localePath(lang, "/cars/"));
    await hydrated(page, lang);
    const w = editions[lang].cars.carsPage.planner;
    const form = page.getByRole("region", { name: w.title });
    const field = (label: string) => form.getByLabel(label, { exact: false });
    await field(w.pickup).fill("Rajkot");
    await field(w.drop).fill("Dwarka");
    await form.getByRole("radio", { name: w.roundTrip }).check();
    await field(w.date).fill(day(3));
    // The date picker offers no later day than a year from today.
    await expect(field(w.returnDate)).toHaveAttribute("max", latestDate(businessToday()));
    await field(w.passengers).fill("4");
    // A return two days later is priced; three years later it is not.
    await field(w.returnDate).fill(day(5));
    await expect(form.getByTestId("estimate")).toContainText("₹");
    await field(w.returnDate).fill(day(3 * 365));
    await expect(form.getByTestId("estimate")).toHaveCount(0);
    await form.getByRole("button", { name: w.send }).click();
    await expect(field(w.returnDate)).toBeFocused();
    await expect(field(w.returnDate)).toHaveAttribute("aria-invalid", "true");
    await expect(field(w.returnDate)).toHaveAccessibleDescription(w.errors.dateTooFar);
    // Nothing sent: the send shows its refusal (above) in the same turn as it would have opened the tab.
    expect(opened).toEqual([]);
    // Within the year but longer than 60 days: refused too, in words that say so.
    await field(w.returnDate).fill(day(3 + 60));
    await form.getByRole("button", { name: w.send }).click();
    await expect(field(w.returnDate)).toHaveAccessibleDescription(w.errors.tripTooLong);
    expect(opened).toEqual([]);
  });
}

test(`at most ${MAX_STOPS} stops are read from an address, however many it names`, async ({ page }) => {
  // As many as an address can carry to the server (a line of about 8 KB).
  const stops = Array.from({ length: 500 }, (_, i) => `stop=Place+${i}`).join("&");
  await page.goto(`/cars/?pickup=Rajkot&drop=Dwarka&${stops}#plan`);
  await hydrated(page);
  const list = page.getByTestId("stops").getByRole("listitem");
  await expect(list).toHaveCount(MAX_STOPS);
  await expect(list.last().getByRole("textbox")).toHaveValue(`Place ${MAX_STOPS - 1}`);
});

test("every text field of the planner has a length it cannot go past", async ({ page }) => {
  await page.goto("/cars/?stop=Somnath#plan");
  await hydrated(page);
  const fields = page.locator("#plan form input:not([type=radio], [type=date], [type=time], [type=hidden])");
  expect(await fields.count()).toBeGreaterThanOrEqual(5);
  for (const field of await fields.all()) {
    const name = await field.getAttribute("name");
    expect(Number(await field.getAttribute("maxlength")), `${name}: maxlength`).toBeGreaterThan(0);
    await field.fill("x".repeat(500));
    expect((await field.inputValue()).length, name!).toBeLessThanOrEqual(80);
  }
});

test("a drop that names more than a known place gets no known place's figure: the fare is quoted, and the message carries it as typed", async ({
  page,
  context,
}) => {
  const { catchWhatsApp } = await import("./helpers.ts");
  const open = await catchWhatsApp(context);
  await page.goto("/cars/");
  await hydrated(page, "en");
  const w = editions.en.cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  await field(w.pickup).fill("Rajkot");
  await field(w.drop).fill("Dwarka");
  await field(w.date).fill(day(3));
  await field(w.passengers).fill("4");
  // Dwarka alone is priced; with a journey beyond it, nothing is, and the planner says so.
  await expect(form.getByTestId("estimate")).toContainText("₹");
  await field(w.drop).fill("Dwarka - then on to Delhi");
  await expect(form.getByText(w.noRoad("“Dwarka - then on to Delhi”"))).toBeVisible();
  await expect(form.getByTestId("estimate")).toHaveCount(0);
  const text = (await open(() => form.getByRole("button", { name: w.send }).click())).searchParams.get("text")!;
  expect(text).toContain("Dwarka - then on to Delhi");
  expect(text).not.toContain("₹");
});
