/**
 * The owner's editor at /admin/ (Sveltia CMS), driven as the owner would, in its "local
 * repository" mode on a copy of the project's content files (editor-driver.ts). What the
 * editor writes there is read back, put into a copy of the project and built, and the built
 * site is checked.
 */
import { business } from "#app/content/business/business.ts";
import { CONTENT_DIR } from "#app/content/files.ts";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { sitePages } from "./content.ts";
import { IMAGE_DIR } from "#app/images/formats.ts";
import {
  changed,
  field,
  folderFiles,
  open,
  phonePhoto,
  projectFiles,
  refused,
  save,
  text,
  wheelUntil,
  withFolderPicker,
} from "#scripts/editor-driver.ts";
import { expect, scrollThrough, test } from "./helpers.ts";
import { buildCopyWith, removeCopy, serveCopy } from "./project-copy.ts";

// The editor asks no outside host for anything (the build takes out its update and status
// checks), so nothing may fail.
test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });

// Every file the editor asks this site for is there: a 404 names its address here.
let missing: string[] = [];
test.beforeEach(({ page }) => {
  missing = [];
  page.on("response", (r) => void (r.status() === 404 && missing.push(r.url())));
  page.on("console", (m) => void (/status of 404/.test(m.text()) && missing.push(`${m.location().url} (console)`)));
});
test.afterEach(() => expect(missing, "addresses that answered 404").toEqual([]));

test("the editor is not part of the site: no sitemap entry, not saved offline, noindex, its own CSP", async ({ page, request }) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  const csp = response.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self';");
  // Only the editor may have any inline style: a page's policy, in its meta, allows its own
  // rules by their hash (decision 029).
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  const home = await (await request.get("/")).text();
  expect(home.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)![1]).not.toContain("unsafe-inline");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
  // The sign-in window answers through window.opener: the browser's default, said (decision 038).
  expect(response.headers()["cross-origin-opener-policy"]).toBe("unsafe-none");
  expect(response.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
  // The script's lazy chunk is served beside it (else the editor meets a 404, then a CDN).
  expect((await request.get("/admin/chunks/react-dom.js")).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("admin");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/\n");
  // The files the service worker saves on a first visit: pages and build files, no editor.
  const saved = [...(await (await request.get("/sw.js")).text()).matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  expect(saved).toContain("gu/cars/index.html");
  expect(saved.filter((url) => /admin|sveltia/.test(url))).toEqual([]);
  // It loads nothing from elsewhere: fonts and icons are the site's.
  const outside: string[] = [];
  page.on("request", (r) => void (/^https?:/.test(r.url()) && new URL(r.url()).hostname !== "127.0.0.1" && outside.push(r.url())));
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check("16px 'Material Symbols Outlined'"))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);
  // Without a repository named at build time, it says what publishing needs.
  await expect(page.getByText("Publishing is not set up yet")).toBeVisible();
});

test("the owner changes the phone, a Gujarati heading and adds a car with a photo; the next build shows them", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const original = projectFiles();
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Business details" })).toBeVisible();

  // The phone number: only that value of the business file changes.
  const phone = "+919825012345";
  await open(page, "Business details", "Business details");
  await page.getByRole("textbox", { name: "Phone number" }).fill(phone);
  let files = await save(page, original, `${CONTENT_DIR}/business.json`);
  expect(changed(original, files)).toEqual([`${CONTENT_DIR}/business.json`]);
  expect(text(files, `${CONTENT_DIR}/business.json`)).toBe(text(original, `${CONTENT_DIR}/business.json`).replace(business.phone, phone));

  // A Gujarati heading, edited beside the English one: only the Gujarati file changes.
  const heading = "ભરોસા અને આરામ સાથે દરેક પ્રવાસ";
  await open(page, "Each page's words", "Home page");
  await page
    .getByRole("group", { name: /^Preview .*Content$/ })
    .getByRole("radio", { name: "Gujarati" })
    .click();
  const gujarati = page.getByRole("group", { name: /^Edit \u2068?Gujarati\u2069? Content$/ });
  await gujarati.getByRole("textbox", { name: "Headline", exact: true }).fill(heading);
  let next = await save(page, files, `${CONTENT_DIR}/pages/home.gu.json`);
  expect(changed(files, next)).toEqual([`${CONTENT_DIR}/pages/home.gu.json`]);
  expect(JSON.parse(text(next, `${CONTENT_DIR}/pages/home.gu.json`)).homePage.heroTitle).toBe(heading);
  files = next;

  // A new car with a photo from a phone (4000×3000, over 4 MB).
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  await open(page, "Cars", "Cars");
  await field(page, "Cars")
    .getByRole("button", { name: /^Add \u2068?Car\u2069?$/ })
    .click();
  // The new, empty car is at the end of the list. The editor scrolls to it, but on two busy
  // cores that scroll could come before the car took its height, leaving it below the view and
  // undrawn, and each of its fields is drawn only as it comes into view: until then `.last()`
  // is the car before's. The wheel brings each field, found empty, before it is filled in.
  const pane = page.getByRole("group", { name: /^Edit/ }).first();
  const number = page.getByRole("spinbutton", { name: "Number" }).last();
  const modelName = page.getByRole("textbox", { name: "Model name" }).last();
  await wheelUntil(pane, (quick) => Promise.all([quick(number).toHaveValue(""), quick(modelName).toHaveValue("")]));
  await number.fill("13");
  await modelName.fill("Kia Carens");
  await page.getByRole("spinbutton", { name: "Passenger seats" }).last().fill("6");
  const [large, small] = ["Large bags", "Small bags"].map((name) => page.getByRole("spinbutton", { name }).last());
  await wheelUntil(pane, (quick) => Promise.all([quick(large).toHaveValue(""), quick(small).toHaveValue("")]));
  await large.fill("2");
  await small.fill("2");
  // Every car before has its photo, whose address the field shows.
  const photoField = field(page, "Photo").last();
  await wheelUntil(pane, (quick) => quick(photoField.getByText(/\/cars\//)).toHaveCount(0));
  await photoField.locator('input[type="file"]').first().setInputFiles({ name: "Kia Carens.jpg", mimeType: "image/jpeg", buffer: photo });
  // The editor names the file as a web address would: lower case, dashes for spaces.
  await expect(photoField.getByText("/cars/kia-carens.jpg")).toBeVisible({ timeout: 20_000 });
  next = await save(page, files, `${CONTENT_DIR}/fleet.json`);
  const fleet = JSON.parse(text(next, `${CONTENT_DIR}/fleet.json`));
  const car = fleet.cars.at(-1);
  // A new car's fuel is petrol until the owner chooses another.
  expect(car).toMatchObject({
    id: 13,
    name: "Kia Carens",
    seats: 6,
    luggage: { large: 2, small: 2 },
    fuel: "petrol",
    ac: false,
    popular: false,
  });
  expect(car.image).toBe("/cars/kia-carens.jpg");
  expect(changed(files, next)).toEqual([`${CONTENT_DIR}/fleet.json`, `${IMAGE_DIR}${car.image}`].sort());
  expect(Buffer.from(next[`${IMAGE_DIR}${car.image}`], "base64").equals(photo)).toBe(true);

  // The next build, from the files the editor wrote.
  const build = buildCopyWith("editor", next, changed(original, next));
  expect(build.ok, build.output).toBe(true);
  const { origin, close } = await serveCopy(build.copy);
  try {
    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const digits = phone.slice(1);
    for (const lang of LANGS) {
      for (const p of sitePages) {
        await visitor.goto(`${origin}${localePath(lang, p.path)}`);
        await expect(visitor.locator(`a[href="tel:${phone}"]`).first()).toBeAttached();
        await expect(visitor.locator(`a[href^="https://wa.me/${digits}?"]`).first()).toBeAttached();
        expect(await visitor.locator(`a[href*="${business.phone.slice(1)}"]`).count()).toBe(0);
        const graph = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!);
        expect(JSON.stringify(graph)).toContain(`"telephone":"${phone}"`);
      }
      await visitor.goto(`${origin}${localePath(lang, "/cars/")}`);
      const card = visitor.getByRole("article").filter({ hasText: "Kia Carens" });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      const sources = await card
        .locator("source")
        .evaluateAll((els) => els.map((e) => `${e.getAttribute("type")} ${e.getAttribute("srcset")}`));
      expect(sources.some((s) => s.startsWith("image/avif ") && /\.avif \d+w/.test(s))).toBe(true);
      expect(sources.some((s) => s.startsWith("image/webp ") && /\.webp \d+w/.test(s))).toBe(true);
      const img = card.locator("img");
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
    // The cars page's picture budgets (images.spec.ts) still hold with the phone's photo on it.
    const pictures = new Map<string, number>();
    visitor.on("response", async (r) => {
      if (r.request().resourceType() === "image") pictures.set(r.url(), (await r.body().catch(() => Buffer.alloc(0))).length);
    });
    await visitor.goto(`${origin}/cars/`);
    await scrollThrough(visitor, 300);
    await visitor.waitForLoadState("networkidle");
    const photoBytes = [...pictures].filter(([url]) => url.includes("kia-carens"));
    expect(photoBytes.length).toBe(1);
    expect(photoBytes[0][1]).toBeLessThan(150 * 1024);
    expect([...pictures.values()].reduce((a, b) => a + b, 0)).toBeLessThan(250 * 1024);
    await visitor.goto(`${origin}/gu/`);
    await expect(visitor.locator("h1")).toHaveText(heading);
    await visitor.goto(`${origin}/`);
    await expect(visitor.locator("h1")).not.toHaveText(heading);
  } finally {
    close();
    // Here, not in afterAll: the file's tests run in two workers, and the other worker's
    // afterAll would remove the copy while this test builds it.
    removeCopy("editor");
  }
});

test("a wrong phone number is refused at the field, and nothing is saved", async ({ page }) => {
  const original = projectFiles();
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await open(page, "Business details", "Business details");
  await page.getByRole("textbox", { name: "Phone number" }).fill("12345");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(field(page, "Phone number").getByRole("alert")).toContainText("Must start with + and the country code");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("aria-invalid", "true");
  await refused(page);
  expect(changed(original, await folderFiles(page))).toEqual([]);
});

test("the terms' new choices are there, in plain words", async ({ page }) => {
  await withFolderPicker(page, projectFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await open(page, "Business details", "Terms");
  for (const label of ["Waiting after the free minutes", "The driver's food and stay", "Child seats"])
    await expect(field(page, label).first(), label).toBeAttached();
});

test("a malformed UPI ID is refused at the field, and nothing is saved", async ({ page }) => {
  const original = projectFiles();
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await open(page, "Business details", "Business details");
  await page.getByRole("textbox", { name: "UPI ID" }).fill("navkartours");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(field(page, "UPI ID").getByRole("alert")).toContainText("Must be a UPI ID like name@bank");
  await refused(page);
  expect(changed(original, await folderFiles(page))).toEqual([]);
});

test("the owner corrects a place's distance: a distance of 0 is refused at the field, then only that line changes", async ({ page }) => {
  // Two saves, a scroll through a long list of places, and a wait that proves nothing was
  // written: past 30 s on two busy cores.
  test.setTimeout(90_000);
  const original = projectFiles();
  const file = `${CONTENT_DIR}/places.json`;
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await open(page, "Business details", "Service areas");
  // Dwarka is the second of the places you drive to.
  const km: number = JSON.parse(text(original, file)).places[1].distanceKm;
  const distance = page.getByRole("spinbutton", { name: "Distance by road (km)" }).nth(1);
  // The editor draws a list's items as they scroll into view.
  await expect(async () => {
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 400);
    await expect(distance).toBeAttached({ timeout: 500 });
  }).toPass();
  await distance.scrollIntoViewIfNeeded();
  await expect(distance).toHaveValue(String(km));
  await distance.fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(distance).toHaveAttribute("aria-invalid", "true");
  await refused(page);
  expect(changed(original, await folderFiles(page))).toEqual([]);

  await distance.fill(String(km + 5));
  const files = await save(page, original, file);
  expect(changed(original, files)).toEqual([file]);
  const [before, after] = [text(original, file), text(files, file)].map((t) => t.split("\n"));
  expect(after.filter((line, i) => line !== before[i])).toEqual([`      "distanceKm": ${km + 5},`]);
});
