/**
 * `npm run screenshots:editor`: the owner's editor as the owner sees it, for review into
 * reports/editor/, or with `GUIDE=1` (or `--guide`) into docs/owner-guide/, the pictures of the
 * owner's guide (docs/owner-guide.md and .gu.md), which are committed. 1280×800 (1000 high
 * for a place's longer fields), and 390 px wide for the phone's pictures; run `npm run build`
 * first. It drives the editor on a copy of the content in the browser's own storage, so
 * nothing in the project changes. The picture of a failed build shows the build's real
 * message, drawn in a page that says it is an example.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { contentFiles } from "#app/content/files.ts";
import { checkContent } from "#app/content/check.ts";
import { ContentError } from "#app/content/problems.ts";
import { readFiles } from "#app/content/read.ts";
import { field, open, phonePhoto, projectFiles, withFolderPicker } from "./editor-driver.ts";
import { createSiteServer } from "#server/serve.ts";
import { basePath, buildDir } from "#common/site-config.ts";

const guide = process.env.GUIDE === "1" || process.argv.includes("--guide");
const folder = guide ? "docs/owner-guide" : "reports/editor";
const out = path.resolve(folder);
mkdirSync(out, { recursive: true });
const server = createSiteServer({ root: path.resolve(buildDir, "client"), basePath });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p);
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
// A phone: 390 px wide, as most of the owner's everyday use.
const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Leaving an entry with changes not saved (the pictures are taken without saving) asks first.
for (const p of [page, phone]) p.on("dialog", (dialog) => void dialog.accept());
// The sign-in page names the folder the site was built in; the pictures show the name a copy
// of the repository has (navkar-tours), not the folder of whoever took them.
for (const p of [page, phone]) {
  await p.route(/\/admin\/config\.json(\?|$)/, async (route) => {
    const config = await (await route.fetch()).json();
    config.backend.repo = "local/navkar-tours";
    await route.fulfill({ json: config });
  });
}

/**
 * Writes `name`.png: the whole window, or `clip`. The guide's pictures are committed, so they
 * are stored with a palette of 256 colours (the editor's flat colours and text survive it) at
 * a quarter of the size or less.
 */
const shot = async (name: string, clip?: { x: number; y: number; width: number; height: number }, on: Page = page) => {
  await on.waitForTimeout(700); // the editor slides panels in
  const png = await on.screenshot({ clip });
  const file = path.join(out, `${name}.png`);
  writeFileSync(file, guide ? await sharp(png).png({ palette: true, colours: 256, effort: 10, compressionLevel: 9 }).toBuffer() : png);
  console.log(`${folder}/${name}.png`);
};
/** Scrolls a field to the middle of its pane (the editor renders off-screen items lazily). */
const centre = async (locator: Locator) => {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
};
/** Scrolls the pane that holds `locator` so that its top is `top` pixels from the window's. */
const scrollTo = (locator: Locator, top: number) =>
  locator.evaluate((el, top) => {
    let pane = el.parentElement;
    while (pane && !(pane.scrollHeight > pane.clientHeight && /auto|scroll/.test(getComputedStyle(pane).overflowY)))
      pane = pane.parentElement;
    pane?.scrollBy(0, el.getBoundingClientRect().top - top);
  }, top);
/** Scrolls the editor's pane until `locator` is drawn: it draws a list's items as they come into view. */
const reveal = async (locator: Locator, x = 300) => {
  for (let i = 0; i < 40 && !(await locator.count()); i++) {
    await page.mouse.move(x, 500);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await locator.waitFor();
};
const home = async () => {
  await page.goto(`${origin}${basePath}admin/`);
  await page.getByRole("treeitem", { name: "Business details" }).waitFor();
  // Once the first collection's files are listed, the editor has settled and takes clicks.
  await page.getByRole("grid", { name: "Files" }).getByRole("row").first().waitFor();
  await page.waitForTimeout(500);
};
// The two panes of a page's words: English on the left, the other language on the right.
const rightPane = () => page.getByRole("group", { name: /^(Preview|Edit) .*Content$/ }).nth(1);

try {
  // Signing in, on this computer.
  await withFolderPicker(page, projectFiles(), `${origin}${basePath}admin/`);
  await shot("01-sign-in");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Business details" }).waitFor();
  await shot("02-collections");

  // Business details: a new phone number, then the office hours, then Save.
  await open(page, "Business details", "Business details");
  await page.getByRole("textbox", { name: "Phone number" }).fill("+919876543210");
  await centre(field(page, "Phone number"));
  await shot("03-phone");
  await centre(field(page, "Office hours"));
  await page.getByRole("textbox", { name: "Opens at" }).fill("07:00");
  await centre(field(page, "Office hours"));
  await shot("04-hours");
  // Before saving, every change can be undone: ⋮ (Show Editor Options) → Revert All Changes.
  await page.getByRole("button", { name: "Show Editor Options" }).click();
  await page.getByRole("menuitem", { name: "Revert All Changes" }).waitFor();
  await shot("10-revert-all-changes");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("status").filter({ hasText: "Entry saved" }).waitFor();
  await shot("08-saved"); // the editor closes the entry after saving

  // A phone number without + and the country code is refused at the field.
  await open(page, "Business details", "Business details");
  await page.getByRole("textbox", { name: "Phone number" }).fill("12345");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await field(page, "Phone number").getByRole("alert").waitFor();
  await centre(field(page, "Phone number"));
  await shot("09-phone-refused");

  // A new car, with a photo from a phone.
  await home();
  await open(page, "Cars", "Cars");
  // What a traveller asks about a car: its bags, AC and features (the first car).
  await reveal(field(page, "Luggage").first());
  await scrollTo(field(page, "Luggage").first(), 140);
  await shot("26-car-luggage");
  await field(page, "Cars")
    .getByRole("button", { name: /^Add \u2068?Car\u2069?$/ })
    .click();
  // The new, empty car is drawn at the end of the list before its fields are filled in.
  const model = page.getByRole("textbox", { name: "Model name" }).last();
  for (let i = 0; i < 50 && (await model.inputValue()) !== ""; i++) await page.waitForTimeout(100);
  await page.getByRole("spinbutton", { name: "Number" }).last().fill("13");
  await page.getByRole("textbox", { name: "Model name" }).last().fill("Kia Carens");
  await page.getByRole("spinbutton", { name: "Passenger seats" }).last().fill("6");
  const photo = field(page, "Photo").last();
  // "Browse" opens "Select Image": this site's car photos and "Upload"; then "Insert".
  await photo.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  await dialog.waitFor();
  await shot("13-photo-dialog");
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "Kia Carens.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await dialog.getByRole("button", { name: "Insert" }).and(page.locator(":not([aria-disabled='true'])")).waitFor();
  await shot("14-photo-insert");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await photo.getByText("/cars/kia-carens.jpg").waitFor();
  // The whole new car, from its number to “Popular”: its top just under the list's sticky bar.
  const bar = (await field(page, "Cars").getByText("Collapse All").first().boundingBox())!;
  await scrollTo(field(page, "Number").last(), bar.y + bar.height + 10);
  await shot("05-new-car-with-photo");

  // The rate card: what applies to every car, then each car's rates (Cars → Rate card).
  await home();
  await open(page, "Cars", "Rate card");
  await shot("22-rate-card");
  // Each car's rates, folded to a line each: the number, the rate a km, the driver's allowance.
  await field(page, "Each car's rates").getByText("Collapse All").click();
  await centre(field(page, "Each car's rates"));
  await shot("23-car-rates");
  // The fixed fares: Ahmedabad one way, for the sedans first (Cars → Rate card).
  await centre(field(page, "Fixed fares"));
  await shot("30-fixed-fares");

  // A tour's days: each day's places and its night's stop, chosen from the site's places and
  // stops, here the list open on day 2's night (Tours → Tours).
  await home();
  await open(page, "Tours", "Tours");
  const night = page.getByRole("combobox", { name: "Night's stop" }).nth(1);
  await centre(night);
  await night.click();
  await page.getByRole("option", { name: "Bet Dwarka (stop without a page)" }).waitFor();
  await shot("24-tour-days");

  // The terms: cancelling, waiting, the advance and the ways to pay (Business details → Terms).
  await home();
  await open(page, "Business details", "Terms");
  await shot("27-terms");

  // The Google review link, at the end of the business details.
  await home();
  await open(page, "Business details", "Business details");
  // The last field: the pane scrolled to its end, with the wheel (the editor keeps its panes in step).
  await reveal(field(page, "Google review link"));
  for (let i = 0; i < 8; i++) {
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(100);
  }
  await shot("28-review-link");

  // A customer's words: where and when they were written (Each page's words → Home page).
  await home();
  await open(page, "Each page's words", "Home page");
  await reveal(field(page, "Where it was written").first());
  await scrollTo(field(page, "What the customer said").first(), 140);
  await shot("29-testimonial");
  await page.keyboard.press("Escape");

  // A page's words: Gujarati, then Hindi, beside English.
  await home();
  await open(page, "Each page's words", "Home page");
  await rightPane().getByRole("radio", { name: "Gujarati" }).click();
  await shot("06-home-gujarati");
  await rightPane().getByRole("radio", { name: "Hindi" }).click();
  await shot("07-home-hindi");

  // A place: its distance and driving time, then its words beside English.
  await home();
  await open(page, "Business details", "Service areas");
  const dwarka = page.getByRole("textbox", { name: "Web address name" }).nth(2);
  await reveal(dwarka);
  await scrollTo(dwarka, 140);
  await page.getByRole("spinbutton", { name: "Distance by road (km)" }).nth(1).fill("231");
  await shot("11-place-distance");
  await home();
  await open(page, "Each page's words", "Places pages");
  await rightPane().getByRole("radio", { name: "Gujarati" }).click();
  const panes = page.getByRole("group", { name: /^(Preview|Edit) .*Content$/ });
  for (const [pane, x] of [
    [panes.first(), 300],
    [panes.nth(1), 900],
  ] as const) {
    const words = pane.getByRole("textbox", { name: "Place", exact: true }).nth(2);
    await reveal(words, x);
    await scrollTo(words, 140);
  }
  await shot("12-place-words");

  // A place's picture and its road (Junagadh: the fourth picture, after your city's, Jamnagar's
  // and Dwarka's, and the third road), the towns folded to their names. Taller, to reach
  // "Goes well with"; only the edit pane, as the preview beside it shows another place.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await home();
  await open(page, "Business details", "Service areas");
  const towns = field(page, "Towns on the way").nth(2);
  await reveal(towns);
  await towns.getByRole("button", { name: "Collapse All" }).click();
  await scrollTo(field(page, "Picture").nth(3), 140);
  const list = (await field(page, "Places you drive to").boundingBox())!;
  await shot("20-place-picture-road", { x: 0, y: 0, width: Math.round(list.x + list.width + 2), height: 1000 });
  // Its words beside English: what the picture shows, the stops on the way.
  await home();
  await open(page, "Each page's words", "Places pages");
  await rightPane().getByRole("radio", { name: "Gujarati" }).click();
  for (const [pane, x] of [
    [panes.first(), 300],
    [panes.nth(1), 900],
  ] as const) {
    const alt = field(pane, "What the picture shows").nth(3);
    await reveal(alt, x);
    await scrollTo(alt, 140);
  }
  await shot("21-place-stops");
  await page.setViewportSize({ width: 1280, height: 800 });

  // On a phone: one half at a time, the language chosen from a list at the top.
  await withFolderPicker(phone, projectFiles(), `${origin}${basePath}admin/`);
  await phone.getByRole("button", { name: "Work with Local Repository" }).click();
  await phone.getByRole("treeitem", { name: "Business details" }).waitFor();
  await phone.waitForTimeout(1000);
  await phone.getByRole("treeitem", { name: "Each page's words" }).click();
  await phone.getByRole("grid", { name: "Files" }).getByRole("row", { name: "Home page" }).waitFor();
  await phone.mouse.move(380, 700); // no row under the pointer
  await shot("15-phone-collection", undefined, phone);
  await phone.getByRole("grid", { name: "Files" }).getByRole("row", { name: "Home page" }).click();
  await phone.getByRole("combobox", { name: "Switch Locale" }).click();
  await phone.getByRole("option", { name: "Gujarati" }).waitFor();
  await shot("16-phone-language", undefined, phone);
  await phone.getByRole("option", { name: "Gujarati" }).click();
  const headline = phone.getByRole("textbox", { name: "Headline", exact: true });
  await headline.fill("ભરોસા અને આરામ સાથે દરેક પ્રવાસ");
  await headline.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shot("17-phone-save", undefined, phone);
  await phone.getByRole("button", { name: "Save", exact: true }).click();
  await phone.getByRole("status").filter({ hasText: "Entry saved" }).waitFor();
  await shot("18-phone-saved", undefined, phone);

  // A failed build, as GitHub shows it: the build's own message for a car with 0 seats.
  await page.setViewportSize({ width: 1000, height: 370 });
  await page.setContent(failedBuildPage(buildMessage()));
  await shot("19-build-failed");
} finally {
  await browser.close();
  server.close();
}

/** What the build prints for a new car 13, Kia Carens, saved with 0 seats. */
function buildMessage(): string[] {
  const { files } = readFiles();
  const fleet = structuredClone(files["fleet.json"]) as { cars: Record<string, unknown>[] };
  fleet.cars.push({ ...fleet.cars[0], id: 13, name: "Kia Carens", seats: 0, popular: false });
  try {
    checkContent({ ...files, "fleet.json": fleet }, () => true);
  } catch (e) {
    if (e instanceof ContentError) return e.message.split("\n");
    throw e;
  }
  throw new Error(`The changed fleet passed the check (files: ${contentFiles.length})`);
}

/**
 * A page drawn after GitHub's page of a failed run (Actions → the run), with the build's
 * message where GitHub puts it: in the "Annotations" box and in the log. It says that it is
 * an example; only the message is the build's own.
 */
function failedBuildPage(lines: string[]): string {
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const problem = lines.find((l) => l.startsWith("  - "))!.slice(4);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
    body { margin: 0; font: 14px/1.5 system-ui, sans-serif; color: #1f2328; background: #fff; }
    .example { background: #fff8c5; border-bottom: 1px solid #d4a72c; padding: 6px 16px; font-weight: 600; }
    .head { padding: 14px 16px; border-bottom: 1px solid #d1d9e0; font-size: 20px; }
    .head small { display: block; font-size: 13px; color: #59636e; }
    .x { color: #d1242f; font-weight: 700; }
    .box { margin: 16px; border: 1px solid #d1d9e0; border-radius: 6px; }
    .box h2 { margin: 0; padding: 8px 12px; font-size: 14px; border-bottom: 1px solid #d1d9e0; background: #f6f8fa; }
    .ann { padding: 8px 12px; }
    .ann b { display: block; }
    .log { margin: 16px; background: #0d1117; color: #e6edf3; border-radius: 6px; padding: 10px 12px; font: 13px/1.6 ui-monospace, monospace; white-space: pre-wrap; }
  </style></head><body>
    <div class="example">Example, drawn for this guide: GitHub's page of a failed run (Actions). Only the message is the build's own.</div>
    <div class="head"><span class="x">✕</span> Update Cars …<small>CI · test · Failure</small></div>
    <div class="box"><h2>Annotations <span class="x">1 error</span></h2>
      <div class="ann"><span class="x">✕</span> <b style="display:inline">test</b><b>The site was not built because of the content</b>${esc(problem)}</div></div>
    <div class="log">${lines.map(esc).join("\n")}\nError: Process completed with exit code 1.</div>
  </body></html>`;
}
