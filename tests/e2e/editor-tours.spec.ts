/**
 * The tours in the owner's editor, driven as the owner would (editor-driver.ts): a day's
 * places are chosen from the site's places, not typed; a day added to a tour, with its words
 * in three languages, is on the tour's page after the next build.
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { tourPath } from "#app/site-pages.ts";
import { changed, field, open, openOnly, projectFiles, save, text, wheelUntil, withFolderPicker } from "#scripts/editor-driver.ts";
import { expect, test } from "./helpers.ts";
import { buildCopyWith, removeCopy, serveCopy } from "./project-copy.ts";

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });

test("the owner adds a day to a tour, choosing its places from the site's, with its words in three languages; the next build shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const original = projectFiles();
  await withFolderPicker(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Tours" })).toBeVisible();

  // Junagadh and Somnath, the third tour: day 2 now ends in Junagadh, and a new day 3 goes
  // home. A day's places are chosen from a list of the site's places and stops.
  const toursFile = `${CONTENT_DIR}/tours.json`;
  await open(page, "Tours", "Tours");
  const choose = async (combobox: import("@playwright/test").Locator, option: string) => {
    await combobox.scrollIntoViewIfNeeded();
    await combobox.click();
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect(combobox).toHaveText(option);
  };
  // Only the third tour open: its days are the list's only days.
  const tours = field(page, "Tours");
  await openOnly(tours, "junagadh-somnath");
  const addDay = tours.getByRole("button", { name: /^Add \u2068?Day\u2069?$/ });
  const nights = tours.getByRole("combobox", { name: "Night's stop" });
  await wheelUntil(page.getByRole("group", { name: /^Edit/ }).first(), (quick) => quick(nights).toHaveCount(2));
  await addDay.click();
  // The new day's is the third, with nothing chosen.
  await expect(nights).toHaveCount(3);
  await expect(nights.nth(2)).toHaveText("");
  // The stops without a page are offered too, and say so; nothing can be typed.
  await nights.nth(2).scrollIntoViewIfNeeded();
  await nights.nth(2).click();
  await expect(page.getByRole("option", { name: "Bet Dwarka (stop without a page)" })).toBeVisible();
  await page.keyboard.press("Escape");
  await choose(nights.nth(2), "Rajkot");
  await choose(nights.nth(1), "Junagadh");
  let files = await save(page, original, toursFile);
  expect(changed(original, files)).toEqual([toursFile]);
  expect(JSON.parse(text(files, toursFile)).tours[2].days).toEqual([
    { via: ["junagadh"], night: "somnath" },
    // The day keeps the time the car starts (after Somnath's morning aarti).
    { night: "junagadh", start: "09:00" },
    { night: "rajkot" },
  ]);

  // The new day's words, in English, Gujarati and Hindi.
  const seen = { en: "Junagadh again: Mount Girnar at dawn.", gu: "ફરી જૂનાગઢ: વહેલી સવારે ગિરનાર.", hi: "फिर जूनागढ़: सुबह-सुबह गिरनार।" };
  await open(page, "Each page's words", "Tours pages");
  for (const lang of LANGS) {
    if (lang !== "en")
      await page
        .getByRole("group", { name: /^(Preview|Edit) .*Content$/ })
        .nth(1)
        .getByRole("radio", { name: lang === "gu" ? "Gujarati" : "Hindi" })
        .click();
    const pane = page.getByRole("group", {
      name: new RegExp(`^Edit \u2068?${lang === "en" ? "English" : lang === "gu" ? "Gujarati" : "Hindi"}\u2069? Content$`),
    });
    // Only the third tour's words open: its days are the list's only days.
    const words = field(pane, "Words for each tour");
    await openOnly(words, "junagadh-somnath");
    const seenBoxes = words.getByRole("textbox", { name: "What is seen" });
    const addWords = words.getByRole("button", { name: /^Add \u2068?Day\u2069?$/ });
    await wheelUntil(pane, (quick) => quick(seenBoxes).toHaveCount(2));
    await addWords.click();
    // The new day's box, the third, is empty.
    await expect(seenBoxes).toHaveCount(3);
    const seenBox = seenBoxes.nth(2);
    await expect(seenBox).toHaveValue("");
    await seenBox.scrollIntoViewIfNeeded();
    await seenBox.fill(seen[lang]);
  }
  const next = await save(page, files, `${CONTENT_DIR}/pages/tours.json`);
  expect(changed(files, next)).toEqual(LANGS.map((l) => `${CONTENT_DIR}/pages/tours${l === "en" ? "" : `.${l}`}.json`).sort());
  for (const lang of LANGS)
    expect(JSON.parse(text(next, `${CONTENT_DIR}/pages/tours${lang === "en" ? "" : `.${lang}`}.json`)).tours[2].days[2]).toEqual({
      seen: seen[lang],
    });
  files = next;

  // The next build, from the files the editor wrote: the tour has its third day, in every language.
  try {
    const build = buildCopyWith("editor-tours", files, changed(original, files));
    expect(build.ok, build.output).toBe(true);
    const { origin, close } = await serveCopy(build.copy);
    try {
      const visitor = await browser.newPage();
      const dayTitle = { en: "Day 3", gu: "દિવસ 3", hi: "दिन 3" };
      for (const lang of LANGS) {
        await visitor.goto(`${origin}${localePath(lang, tourPath("junagadh-somnath"))}`);
        const day = visitor.getByRole("region", { name: dayTitle[lang], exact: true });
        await expect(day).toContainText(seen[lang]);
        // Junagadh to Rajkot: the city's own 100 km.
        await expect(day).toContainText("100");
      }
    } finally {
      close();
    }
  } finally {
    removeCopy("editor-tours");
  }
});
