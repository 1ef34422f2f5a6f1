/**
 * A trip request is never lost: when the planner's files do not arrive (blocked, replaced by
 * a deploy while the page was open, lost on a bad connection), a send still opens WhatsApp
 * with the trip as typed, to the booking number, and the links shown without JavaScript show
 * too (kinds/cars/island/send-by-hand.ts); when the page's own script is lost, those links show at once
 * (inline/hydration.ts).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { business } from "#app/content/business/business.ts";
import { editions } from "#app/content/words/words.ts";
import { type Lang, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { businessToday } from "#app/content/business/business.ts";
import { catchWhatsApp, expect, test } from "./helpers.ts";

const digits = business.phone.replace(/\D/g, "");
const date = businessToday(new Date(Date.now() + 3 * 86_400_000));

/** React, the planner's own file and its data: what the planner needs beyond the page's small script. */
const plannerFiles = /\/assets\/(react|planner)-[\w-]+\.(js|json)$/;
/** The cars page's own script, which wakes the planner. */
const carsScript = /\/assets\/cars-[\w-]+\.js$/;

test.use({ allowProblems: [/Failed to load resource: net::ERR_FAILED/] });

/** Counts the requests for `files`, each answered as lost. */
async function block(context: BrowserContext, files: RegExp) {
  const asked: string[] = [];
  await context.route(files, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

/** Types a one-way trip into the planner, as the page has it without its scripts. */
async function typeTrip(page: Page, lang: Lang) {
  const w = editions[lang].cars.carsPage.planner;
  const form = page.getByRole("region", { name: w.title });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  await field(w.pickup).fill("Rajkot station");
  await field(w.drop).fill("Somnath");
  await field(w.date).fill(date);
  await field(w.passengers).fill("4");
  await field(w.name).fill("Asha");
  return { w, form, send: () => form.getByRole("button", { name: w.send }).click() };
}

/** The message as the page writes it without the planner: the general message, then each field typed. */
function expectTrip(url: URL, lang: Lang) {
  const w = editions[lang].cars.carsPage.planner;
  expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
  const lines = url.searchParams.get("text")!.split("\n");
  expect(lines[0]).toBe(editions[lang].words.messages.general);
  expect(lines.slice(1)).toEqual([
    `${w.pickup}: Rajkot station`,
    `${w.drop}: Somnath`,
    `${w.tripType}: ${w.oneWay}`,
    `${w.date}: ${date.split("-").reverse().join("/")}`,
    `${w.passengers}: 4`,
    `${w.name}: Asha`,
  ]);
}

for (const lang of ["en", "gu"] as const) {
  test(`${languages[lang].name}: with the planner's files blocked, Send opens WhatsApp carrying the trip typed`, async ({
    page,
    context,
  }) => {
    const asked = await block(context, plannerFiles);
    const open = await catchWhatsApp(context);
    await page.goto(localePath(lang, "/cars/"));
    await expect(page.getByRole("button", { name: /theme|થીમ/i })).toBeVisible();
    const { w, form, send } = await typeTrip(page, lang);
    const url = await open(send);
    expectTrip(url, lang);
    // The planner was tried, and tried once more, before the page wrote the message itself.
    expect(asked.filter((u) => u.includes("/planner-data-")).length).toBeGreaterThanOrEqual(2);
    await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(0);
    // The links shown without JavaScript show too, the WhatsApp one carrying the trip.
    await expect(form.getByText(w.noScript)).toBeVisible();
    const link = form.getByRole("link", { name: editions[lang].words.shell.whatsappShort });
    await expect(link).toBeVisible();
    expectTrip(new URL((await link.getAttribute("href"))!), lang);
  });
}

test("with the page's own script lost, the links shown without JavaScript show at once, the send held for it", async ({ page }) => {
  // The script is held, then lost, as on a connection that drops: the send is tapped in between.
  let lose!: () => void;
  const lost = new Promise<void>((resolve) => (lose = resolve));
  await page.context().route(carsScript, async (route) => {
    await lost;
    return route.abort();
  });
  // Not to its load: the page's script, added before it, may hold the load back.
  await page.goto("/cars/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: /theme/i })).toBeVisible();
  const { send, form } = await typeTrip(page, "en");
  const { shell } = editions.en.words;
  const whatsapp = form.getByRole("link", { name: new RegExp(`^${shell.whatsappShort}`) });
  await send();
  await expect(whatsapp).toBeHidden();
  lose();
  // The page's inline script sees the loss: the general WhatsApp and Call links, to tap.
  await expect(whatsapp).toBeVisible();
  await expect(form.getByRole("link", { name: shell.callLong })).toBeVisible();
});

test("once the planner's files come back, the next touch wakes it, and it takes the sends over", async ({ page, context }) => {
  let lost = true;
  await context.route(/\/assets\/planner-data-en-[\w-]+\.json$/, (route) => (lost ? route.abort() : route.continue()));
  const open = await catchWhatsApp(context);
  const tabs: string[] = [];
  context.on("page", (p) => tabs.push(p.url()));
  await page.goto("/cars/");
  await expect(page.getByRole("button", { name: /theme/i })).toBeVisible();
  const { w, form, send } = await typeTrip(page, "en");
  expectTrip(await open(send), "en");
  // The connection is back: the next touch wakes the planner, and the links shown for its failure go.
  lost = false;
  await page.locator("#plan-pickup").blur();
  await page.locator("#plan-pickup").focus();
  await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(1);
  await expect(form.getByText(w.noScript)).toBeHidden();
  // The planner writes the next message itself (its own first line), and the first is not sent again.
  const url = await open(send);
  expect(url.searchParams.get("text")!.split("\n")[0]).toBe(w.greeting);
  expect(tabs).toHaveLength(2);
});

/**
 * The planner's files answered as a weak link answers them: `held` never, `late` once the
 * test says so, `broken` at once with what is not a script or data. Returns the release.
 */
async function serve(context: BrowserContext, files: RegExp, how: "held" | "late" | "broken") {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(files, async (route) => {
    if (how === "broken")
      return route.fulfill({
        status: 200,
        contentType: /\.js$/.test(route.request().url()) ? "text/javascript" : "application/json",
        body: "{ not what was asked",
      });
    await released;
    return how === "late" ? route.continue() : route.abort();
  });
  return release;
}

/** The planner's files stall: the send waits for them HELD_SEND_WAIT_MS (3 s) at most, showing that it does. */
for (const how of ["held", "late"] as const)
  test(`with the planner's files ${how === "held" ? "held open" : "10 s late"}, Send reaches WhatsApp with the trip within 3 s, and only once`, async ({
    page,
    context,
  }) => {
    const release = await serve(context, plannerFiles, how);
    const open = await catchWhatsApp(context);
    const tabs: string[] = [];
    context.on("page", (p) => tabs.push(p.url()));
    await page.clock.install();
    await page.goto("/cars/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#planner-island[data-ready]")).toHaveCount(1);
    const { w, form, send } = await typeTrip(page, "en");
    await send();
    // On its way: the button says so while the send waits.
    const button = form.getByRole("button", { name: w.send });
    await expect(form.locator("form[data-held]")).toHaveCount(1);
    await expect(button).toHaveCSS("cursor", "progress");
    await page.clock.runFor(2_900);
    expect(tabs).toEqual([]);
    const url = await open(() => page.clock.runFor(100));
    expectTrip(url, "en");
    await expect(form.locator("form[data-held]")).toHaveCount(0);
    await expect(form.getByText(w.noScript)).toBeVisible();
    if (how === "late") {
      // The files arrive after all: the planner takes over, and the send already written is not sent again.
      release();
      await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(1);
      await expect(form.getByText(w.noScript)).toBeHidden();
      const next = await open(send);
      expect(next.searchParams.get("text")!.split("\n")[0]).toBe(w.greeting);
    } else release();
    expect(tabs).toHaveLength(how === "late" ? 2 : 1);
  });

test("with the planner's files served broken, Send writes the trip at once", async ({ page, context }) => {
  await serve(context, plannerFiles, "broken");
  const open = await catchWhatsApp(context);
  await page.goto("/cars/");
  await expect(page.getByRole("button", { name: /theme/i })).toBeVisible();
  const { send } = await typeTrip(page, "en");
  expectTrip(await open(send), "en");
  await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(0);
});

test("with the page's own script held open, the links show after 3 s, and the send goes with the trip once the script comes", async ({
  page,
  context,
}) => {
  const release = await serve(context, carsScript, "late");
  const open = await catchWhatsApp(context);
  await page.clock.install();
  await page.goto("/cars/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: /theme/i })).toBeVisible();
  const { w, form, send } = await typeTrip(page, "en");
  const { shell } = editions.en.words;
  const whatsapp = form.getByRole("link", { name: new RegExp(`^${shell.whatsappShort}`) });
  await send();
  await expect(whatsapp).toBeHidden();
  await page.clock.runFor(3_000);
  // No script to write it: the ways to reach the business, to tap.
  await expect(whatsapp).toBeVisible();
  await expect(form.getByText(w.noScript)).toBeVisible();
  // The script comes: the send held all along goes, with the trip.
  const url = await open(async () => release());
  expectTrip(url, "en");
});

test("once the planner has failed, the WhatsApp link shown carries the trip as it is typed", async ({ page, context }) => {
  await block(context, plannerFiles);
  await page.goto("/cars/");
  await expect(page.getByRole("button", { name: /theme/i })).toBeVisible();
  const { w, form } = await typeTrip(page, "en");
  await page.locator("#plan-pickup").focus();
  const link = form.getByRole("link", { name: editions.en.words.shell.whatsappShort });
  await expect(link).toBeVisible();
  await expect
    .poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text"))
    .toContain(`${w.pickup}: Rajkot station`);
  await form.getByLabel(w.drop, { exact: false }).fill("Dwarka");
  await expect.poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text")).toContain(`${w.drop}: Dwarka`);
});
