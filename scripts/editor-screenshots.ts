/**
 * `npm run screenshots:editor`: the owner's editor as the owner sees it, for review into
 * reports/editor/, or with `GUIDE=1` (or `--guide`) into docs/owner-guide/, the pictures of the
 * owner's guide (docs/owner-guide.md and .gu.md), which are committed. 1280×800; run
 * `npm run build` first. It drives the editor on a copy of the content in the browser's own
 * storage, so nothing in the project changes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Locator } from "@playwright/test";
import sharp from "sharp";
import { field, open, phonePhoto, projectFiles, withFolderPicker } from "../tests/e2e/editor-driver.ts";
import { createSiteServer } from "../server/serve.ts";
import { basePath, buildDir } from "./site-config.ts";

const guide = process.env.GUIDE === "1" || process.argv.includes("--guide");
const folder = guide ? "docs/owner-guide" : "reports/editor";
const out = path.resolve(folder);
mkdirSync(out, { recursive: true });
const server = createSiteServer({ root: path.resolve(buildDir, "client"), basePath });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
// Leaving an entry with changes not saved (the pictures are taken without saving) asks first.
page.on("dialog", (dialog) => void dialog.accept());

/**
 * Writes `name`.png: the whole window, or `clip`. The guide's pictures are committed, so they
 * are stored with a palette of 256 colours (the editor's flat colours and text survive it) at
 * a quarter of the size or less.
 */
const shot = async (name: string, clip?: { x: number; y: number; width: number; height: number }) => {
  await page.waitForTimeout(700); // the editor slides panels in
  const png = await page.screenshot({ clip });
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
    while (pane && !(pane.scrollHeight > pane.clientHeight && /auto|scroll/.test(getComputedStyle(pane).overflowY))) pane = pane.parentElement;
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
  await field(page, "Cars").getByRole("button", { name: /^Add \u2068?Car\u2069?$/ }).click();
  await page.getByRole("spinbutton", { name: "Number" }).last().fill("13");
  await page.getByRole("textbox", { name: "Model name" }).last().fill("Kia Carens");
  await page.getByRole("spinbutton", { name: "Passenger seats" }).last().fill("6");
  const photo = field(page, "Photo").last();
  await photo.locator('input[type="file"]').first().setInputFiles({ name: "Kia Carens.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await photo.getByText("/cars/kia-carens.jpg").waitFor();
  // The whole new car, from its number to “Popular”: its top just under the list's sticky bar.
  const bar = (await field(page, "Cars").getByText("Collapse All").boundingBox())!;
  await scrollTo(field(page, "Number").last(), bar.y + bar.height + 10);
  await shot("05-new-car-with-photo");

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
  for (const [pane, x] of [[panes.first(), 300], [panes.nth(1), 900]] as const) {
    const words = pane.getByRole("textbox", { name: "Place", exact: true }).nth(2);
    await reveal(words, x);
    await scrollTo(words, 140);
  }
  await shot("12-place-words");
} finally {
  await browser.close();
  server.close();
}
