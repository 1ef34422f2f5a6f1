/**
 * A notice in the owner's editor, driven as the owner would (editor-driver.ts): its words in
 * three languages, its days picked from a calendar, its place chosen from the site's; the file
 * the editor writes passes the content check, and the notice is one the pages show.
 */
import { checkContent } from "#app/content/check.ts";
import { CONTENT_DIR } from "#app/content/files.ts";
import { real } from "#app/content/test-files.ts";
import { noticesFor } from "#app/lib/notices.ts";
import { changed, open, projectFiles, save, text, withFolderPicker } from "#scripts/editor-driver.ts";
import { expect, test } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });

test("the owner adds a notice with its days and its place; the file passes the check and the place's page would show it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = projectFiles();
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Notices" })).toBeVisible();
  await open(page, "Notices", "Notices");

  const add = page.getByRole("button", { name: /^Add \u2068?Notice\u2069?$/ });
  await add.scrollIntoViewIfNeeded();
  // The new notice's boxes are drawn after the tap: wait for them, or ".last()" is still the sample's.
  const english = page.getByRole("textbox", { name: "In English" });
  const boxes = await english.count();
  await add.click();
  await expect(english).toHaveCount(boxes + 1);
  const words = {
    en: "Somnath: the road by Veraval is under repair; allow half an hour more.",
    gu: "સોમનાથ: વેરાવળ પાસે રસ્તાનું સમારકામ ચાલે છે; અડધો કલાક વધારે રાખો.",
    hi: "सोमनाथ: वेरावल के पास सड़क की मरम्मत चल रही है; आधा घंटा ज़्यादा रखें।",
  };
  for (const [label, value] of [
    ["In English", words.en],
    ["In Gujarati", words.gu],
    ["In Hindi", words.hi],
  ] as const) {
    const box = page.getByRole("textbox", { name: label }).last();
    await box.scrollIntoViewIfNeeded();
    await box.fill(value);
  }
  // The days, from the calendar's own box (an <input type=date>).
  for (const [label, value] of [
    ["First day", "2027-01-10"],
    ["Last day", "2027-01-20"],
  ] as const) {
    const day = page.getByLabel(label, { exact: true }).last();
    await day.scrollIntoViewIfNeeded();
    await day.fill(value);
  }
  // The place, chosen from the site's places and stops, not typed.
  const addPlace = page.getByRole("button", { name: /^Add \u2068?Place\u2069?$/ }).last();
  await addPlace.scrollIntoViewIfNeeded();
  await addPlace.click();
  const place = page.getByRole("combobox", { name: "Place" }).last();
  await place.scrollIntoViewIfNeeded();
  await place.click();
  await page.getByRole("option", { name: "Somnath", exact: true }).click();
  await expect(place).toHaveText("Somnath");

  const file = `${CONTENT_DIR}/notices.json`;
  const files = await save(page, original, file);
  expect(changed(original, files)).toEqual([file]);
  const saved = JSON.parse(text(files, file));
  const added = saved.notices.at(-1);
  expect(added).toEqual({ text: words, from: "2027-01-10", to: "2027-01-20", places: ["somnath"] });
  // The sample's notice is as it was.
  expect(saved.notices.slice(0, -1)).toEqual(JSON.parse(text(original, file)).notices);

  // The content check takes the file the editor wrote, and the notice is Somnath's in its days.
  const content = checkContent({ ...real, "notices.json": saved }, () => true);
  expect(noticesFor(content.notices.notices, { places: ["somnath"] }, "2027-01-20")).toEqual([added]);
  expect(noticesFor(content.notices.notices, { places: ["somnath"] }, "2027-01-21")).toEqual([]);
});
