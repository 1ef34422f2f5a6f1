/**
 * `npm run screenshots:editor`: the owner's editor as the owner sees it, for the owner's guide
 * and for review, into reports/editor/ (1280×800; run `npm run build` first). It drives the
 * editor on a copy of the content in the browser's own storage, so nothing in the project
 * changes.
 */
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { field, open, phonePhoto, projectFiles, withFolderPicker } from "../tests/e2e/editor-driver.ts";
import { createSiteServer } from "../server/serve.ts";
import { basePath, buildDir } from "./site-config.ts";

const out = path.resolve("reports/editor");
mkdirSync(out, { recursive: true });
const server = createSiteServer({ root: path.resolve(buildDir, "client"), basePath });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const shot = async (name: string) => {
  await page.waitForTimeout(700); // the editor slides panels in
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`reports/editor/${name}.png`);
};

try {
  await withFolderPicker(page, projectFiles(), `${origin}${basePath}admin/`);
  await shot("01-sign-in");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Business details" }).waitFor();
  await shot("02-collections");
  await open(page, "Business details", "Business details");
  await shot("03-business-details");
  await page.getByRole("textbox", { name: "Phone number" }).fill("12345");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await field(page, "Phone number").getByRole("alert").waitFor();
  await shot("04-phone-refused");
  await page.goto(`${origin}${basePath}admin/`);
  await page.getByRole("treeitem", { name: "Business details" }).waitFor();
  await open(page, "Cars", "Cars");
  await field(page, "Cars").getByRole("button", { name: /^Add \u2068?Car\u2069?$/ }).click();
  await page.getByRole("spinbutton", { name: "Number" }).last().fill("13");
  await page.getByRole("textbox", { name: "Model name" }).last().fill("Kia Carens");
  await page.getByRole("spinbutton", { name: "Passenger seats" }).last().fill("6");
  const photo = field(page, "Photo").last();
  await photo.locator('input[type="file"]').first().setInputFiles({ name: "Kia Carens.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await photo.getByText("/cars/kia-carens.jpg").waitFor();
  await photo.scrollIntoViewIfNeeded();
  await shot("05-new-car-with-photo");
  await page.goto(`${origin}${basePath}admin/`);
  await page.getByRole("treeitem", { name: "Business details" }).waitFor();
  await open(page, "Each page's words", "Home page");
  await page.getByRole("group", { name: /^Preview .*Content$/ }).getByRole("radio", { name: "Gujarati" }).click();
  await shot("06-home-gujarati-beside-english");
} finally {
  await browser.close();
  server.close();
}
