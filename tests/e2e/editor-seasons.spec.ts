/**
 * A season's announced day in the owner's editor, driven as the owner would (editor-driver.ts):
 * under the temple's “Seasons with other hours”, the day picked from a calendar that does not
 * offer one in the past, and that day's open times; the file the editor writes passes the
 * content check, and a trip on that day is timed by the day's hours.
 */
import { checkContent } from "#app/content/check.ts";
import { CONTENT_DIR } from "#app/content/files.ts";
import { real } from "#app/content/test-files.ts";
import { siteOn } from "#app/lib/clock.ts";
import { addDays } from "#app/content/business/time.ts";
import { businessToday } from "#app/content/business/business.ts";
import {
  changed,
  field,
  folderFiles,
  open,
  openOnly,
  projectFiles,
  save,
  text,
  wheelUntil,
  withFolderPicker,
} from "#scripts/editor-driver.ts";
import { expect, test } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });

test("the owner enters a day the temple announced, with its hours, under its season; the calendar starts today, the file passes the check, and a trip that day keeps those hours", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = `${CONTENT_DIR}/hours.json`;
  const original = projectFiles();
  const hours = JSON.parse(text(original, file));
  // The first temple with a season not over, and a day in it from tomorrow on.
  const tomorrow = addDays(businessToday(), 1);
  const siteIndex = hours.sites.findIndex((s: { seasons?: { to: string }[] }) => s.seasons?.some((x) => x.to >= tomorrow));
  const site = hours.sites[siteIndex];
  const seasonIndex = site.seasons.findIndex((x: { to: string }) => x.to >= tomorrow);
  const season = site.seasons[seasonIndex];
  const day = season.from > tomorrow ? season.from : tomorrow;

  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Tours" })).toBeVisible();
  await open(page, "Tours", "Opening hours");
  const sites = field(page, "Temples and sights");
  await openOnly(sites, site.en);
  const seasons = field(sites, "Seasons with other hours");
  // The editor draws a long item's fields as they scroll into view.
  const pane = page.getByRole("group", { name: /^Edit/ }).first();
  await wheelUntil(pane, (quick) => quick(seasons).toBeVisible());
  await openOnly(seasons, `${season.en}: ${season.from} – ${season.to}`);

  const add = seasons.getByRole("button", { name: /^Add \u2068?Announced day\u2069?$/ });
  await wheelUntil(pane, (quick) => quick(add).toBeVisible());
  await add.click();
  const date = seasons.getByLabel("Day", { exact: true }).last();
  await date.scrollIntoViewIfNeeded();
  // The calendar offers no day before the build's.
  await expect(date).toHaveAttribute("min", businessToday());
  // A day in the past is refused on saving, in the editor's words, and nothing is written.
  await date.fill(addDays(businessToday(), -1));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const today = businessToday();
  await expect(
    seasons.getByRole("alert").filter({ hasText: new RegExp(`The date must be on or after \u2068?${today}\u2069?\\.`) }),
  ).toBeVisible();
  expect((await folderFiles(page))[file]).toBe(original[file]);
  await date.fill(day);
  const days = field(seasons, "Days announced, with their hours");
  const addOpen = days.getByRole("button", { name: /^Add \u2068?Time open\u2069?$/ }).last();
  await addOpen.scrollIntoViewIfNeeded();
  await addOpen.click();
  for (const [label, value] of [
    ["Opens", "05:30"],
    ["Closes", "10:30"],
  ] as const) {
    const box = days.getByRole("textbox", { name: label }).last();
    await box.scrollIntoViewIfNeeded();
    await box.fill(value);
  }

  const files = await save(page, original, file);
  expect(changed(original, files)).toEqual([file]);
  const saved = JSON.parse(text(files, file));
  const entered = saved.sites[siteIndex].seasons[seasonIndex].days;
  expect(entered).toEqual([{ date: day, open: [{ from: "05:30", to: "10:30" }] }]);
  // Everything else as it was (the editor writes a switch left off as false, which the pages read as no switch).
  const asBefore = structuredClone(saved);
  asBefore.sites[siteIndex].seasons[seasonIndex].days = season.days;
  if (!season.days) delete asBefore.sites[siteIndex].seasons[seasonIndex].days;
  for (const s of asBefore.sites) for (const key of ["unofficial", "wholeVisit"]) if (s[key] === false) delete s[key];
  expect(asBefore).toEqual(hours);

  // The content check takes the file, and the temple that day keeps the day's hours.
  const content = checkContent({ ...real, "hours.json": saved }, () => true);
  const temple = content.hours.sites[siteIndex];
  expect(siteOn(temple, day)).toMatchObject({ open: [{ from: "05:30", to: "10:30" }], season: { en: season.en } });
});
