/**
 * The Gujarati and Hindi pages as a reader in Rajkot sees them (docs/style-guide.md): the
 * business's name and street in the page's script, only the car models and the brands in
 * Latin letters, no ending glued to a name, the form for one with 1, Hindi sentences that end
 * with “।”, ranges in words inside a sentence, and a header that holds the longer Gujarati
 * name on the narrowest phone. The words the build writes in one place (the group headings,
 * the Tempo Traveller's names, the “।” after a link, the Hindi places' titles) are read from
 * the build without a browser: tests/built/writing.test.ts.
 */
import type { Page } from "@playwright/test";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { terms } from "#app/content/terms/terms.ts";
import { LATIN_BRANDS } from "#app/content/words/script-rules.ts";
import { editions } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages, PREFIXED_LANGS } from "#app/content/languages.ts";
import { places, homeCity } from "#app/content/places/places.ts";
import { localePath } from "#app/lib/i18n.ts";
import { OFFLINE_PATH, placePath, PLACES_PATH } from "#app/site-pages.ts";
import { onePages } from "./content.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { expect, hydrated, test } from "./helpers.ts";

test.use({ allowProblems: [/status of 404/] });

/** What may stay in Latin letters on a Gujarati or Hindi page: the car models (whole, or a
 * model's own word: "Dzire" of "Swift Dzire"), the brands, the e-mail address, and "English"
 * in the language switcher, and identifiers (GSTIN, UPI ID, a source's address). */
const models = [...new Set(cars.map((c) => c.name))];
const LATIN_ALLOWED = [
  ...models,
  ...models.flatMap((m) => m.split(" ")),
  // The brands the style guide keeps in Latin letters, as the content check reads them.
  ...LATIN_BRANDS,
  "English",
  business.email,
  // Identifiers, as the e-mail: the GSTIN, the UPI ID, and the state taxes' sources' addresses.
  ...(business.gst.gstin ? [business.gst.gstin] : []),
  ...(business.upi ? [business.upi] : []),
  ...terms.stateTaxes.map((t) => new URL(t.source).hostname.replace(/^www\./, "")),
];
const withoutAllowed = (text: string) => LATIN_ALLOWED.reduce((t, name) => t.replaceAll(name, " "), text);

/** What a page gives a reader, where it is found (the page's text, an attribute, a message). */
type Read = { where: string; text: string }[];

/** Everything a visitor reads or hears on the page, and what it sends: the text, the title,
 * the descriptions and cards, the pictures' descriptions, the labels, the prefilled
 * WhatsApp messages and e-mails. */
async function everythingRead(page: Page): Promise<Read> {
  return page.evaluate(() => {
    const out: Read = [
      { where: "page", text: document.body.innerText },
      { where: "title", text: document.title },
    ];
    for (const m of document.querySelectorAll("meta[content]")) {
      const name = m.getAttribute("name") ?? m.getAttribute("property") ?? "";
      if (/description|title|site_name|image:alt/.test(name)) out.push({ where: `meta ${name}`, text: m.getAttribute("content")! });
    }
    for (const el of document.querySelectorAll("[alt], [aria-label], [title]")) {
      for (const a of ["alt", "aria-label", "title"]) if (el.getAttribute(a)) out.push({ where: a, text: el.getAttribute(a)! });
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement>("a[href*='wa.me'], a[href^='mailto:']")) {
      const url = new URL(a.href);
      for (const key of ["text", "subject", "body"])
        if (url.searchParams.get(key)) out.push({ where: `${url.protocol} ${key}`, text: url.searchParams.get(key)! });
    }
    return out;
  });
}

const pagesIn = (lang: Lang) => [
  ...onePages.map((p) => localePath(lang, p.path)),
  localePath(lang, PLACES_PATH),
  ...[homeCity, ...places].map((p) => localePath(lang, placePath(p.slug))),
  `/${lang}/no-such-page`,
];

/** Every page of a language as it is built: each in the sitemap (the tours and places too), the offline page and an unknown address. */
const everyPageIn = (lang: Lang) => [
  ...sitemapPages().map((p) => localePath(lang, p.path)),
  localePath(lang, OFFLINE_PATH),
  `/${lang}/no-such-page`,
];

/** The business's name and street in the page's script, and only car models and brands in Latin letters. */
async function expectOwnScript(page: Page, lang: Lang, path: string, read: Read) {
  const { name, shortName } = business;
  const { street } = business.address;
  for (const { where, text } of read) {
    expect(text, `${path} ${where}`).not.toContain(name.en);
    expect(text, `${path} ${where}`).not.toContain(shortName.en);
    expect(text, `${path} ${where}`).not.toContain(street.en);
    expect(withoutAllowed(text).match(/[A-Za-z]+/g), `${path} ${where}: ${text}`).toBeNull();
  }
  // The header and the footer name the business as the page's language writes it.
  await expect(page.locator("header").getByRole("link").first()).toContainText(name[lang]);
  await expect(page.locator("footer")).toContainText(name[lang]);
}

/** Sentences that end a Hindi word, or a Latin word inside a Hindi sentence (“…देखें: Instagram.”), with a Latin full stop, not “।” (U+0964). */
const latinFullStops = (path: string, read: Read) =>
  read.flatMap(({ where, text }) =>
    [...text.matchAll(/([\u0900-\u0963\u0966-\u097F]+|[A-Za-z]+)\.(\s|$)/g)].map(
      (m) => `${path} ${where}: …${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20)}`,
    ),
  );

/**
 * Ranges written with a dash inside a sentence, line by line as a reader sees them: a label
 * (“1–4 મુસાફરો”, the footer's hours) keeps its dash; a line with a sentence in it (an end:
 * . । ? !) writes the range in words (“1947થી 1950”, not “1947–50”).
 */
const dashedRanges = (path: string, body: string) =>
  body
    .split("\n")
    .filter((line) => /[.।?!](\s|$)/.test(line) && /\d\s*[-–—]\s*\d/.test(line))
    .map((line) => `${path}: ${line}`);

/** A name or number of the Gujarati pages with an ending glued to it (“…એ”). */
function expectNoGluedEnding(path: string, body: string) {
  expect(body, path).not.toMatch(/\dએ/);
  for (const name of [business.owner.name.gu, business.name.gu, business.shortName.gu, ...places.map((p) => p.gu)])
    expect(body, path).not.toContain(`${name}એ`);
}

// One walk per language reads each page once for every rule of the style guide that reads
// whole pages: a page load costs far more than the rules' reading of it.
for (const lang of PREFIXED_LANGS) {
  test(`${languages[lang].name}: every page as a reader sees it: the business and its street in its own script, with only car models and brands in Latin letters; ranges in words inside a sentence${lang === "hi" ? "; no Latin full stop, in the words and where the code joins them" : "; no ending glued to a name or number"}`, async ({
    page,
  }) => {
    // About 40 pages, each read whole: the four walks it replaced took 79 s together for both
    // languages in one full run on two slow cores.
    test.setTimeout(120_000);
    const named = new Set(pagesIn(lang));
    // And, in Hindi, the planner with an estimate, whose fare note the code joins to what is not included.
    const withEstimate = `${localePath(lang, "/cars")}?pickup=${encodeURIComponent(homeCity[lang])}&drop=${encodeURIComponent(places[1][lang])}`;
    const every = [...everyPageIn(lang), ...(lang === "hi" ? [withEstimate] : [])];
    expect(every.length).toBeGreaterThan(20);
    const pages = [...new Set([...every, ...named])];
    const [fullStops, ranges]: [string[], string[]] = [[], []];
    for (const path of pages) {
      await page.goto(path);
      if (path === withEstimate) {
        await hydrated(page, lang);
        await expect(page.getByTestId("estimate")).toBeVisible();
      }
      const read = await everythingRead(page);
      const body = read.find((r) => r.where === "page")!.text;
      if (named.has(path)) await expectOwnScript(page, lang, path, read);
      if (lang === "hi" && every.includes(path)) fullStops.push(...latinFullStops(path, read));
      if (every.includes(path) && path !== withEstimate) ranges.push(...dashedRanges(path, body));
      if (lang === "gu" && named.has(path)) expectNoGluedEnding(path, body);
    }
    expect(fullStops).toEqual([]);
    expect(ranges).toEqual([]);
    // The home page's address, in the page's script.
    await page.goto(localePath(lang, "/"));
    await expect(page.locator("address")).toContainText(business.address.street[lang]);
  });

  test(`${languages[lang].name}: "1–4" shows its one car in the form for one`, async ({ page }) => {
    await page.goto(`${localePath(lang, "/cars")}?group=1`);
    await hydrated(page, lang);
    const { showing, filters } = editions[lang].cars.carsPage;
    expect(filters[1]).toBe("1–4");
    const status = page.getByRole("status");
    await expect(status).toHaveText(showing(1, cars.length));
    await expect(status).not.toHaveText(/(?<!\d)1 (ગાડીઓ|गाड़ियाँ)/);
    await expect(status).toHaveText(lang === "gu" ? `${cars.length}માંથી 1 ગાડી દેખાય છે` : `${cars.length} में से 1 गाड़ी दिख रही है`);
  });
}

test("the Gujarati owner page writes the owner's name with its postposition, not an ending glued to it", async ({ page }) => {
  await page.goto("/gu/owner/");
  const text = await page.locator("main").innerText();
  const owner = business.owner.name.gu;
  expect(text).toContain(`${owner} દ્વારા`);
  expect(text).not.toMatch(new RegExp(`${owner}(એ|ે)`));
});

test.describe("the header at 320 px", () => {
  for (const lang of LANGS) {
    test(`holds the business's name in ${languages[lang].englishName} without clipping it`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(localePath(lang, "/"));
      await hydrated(page, lang);
      const name = page.locator("header a").first().locator("span");
      await expect(name).toHaveText(business.name[lang]);
      // Neither cut at the side nor cut off below its lines (line-clamp), and nothing
      // sticks out of the page.
      const box = await name.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
      expect(box.sw).toBeLessThanOrEqual(box.cw);
      expect(box.sh).toBeLessThanOrEqual(box.ch);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // The menu button and the theme button stay whole, beside the name.
      const nameBox = (await name.boundingBox())!;
      const menu = (await page.getByRole("button", { name: editions[lang].words.shell.menu }).boundingBox())!;
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(menu.x);
      expect(menu.x + menu.width).toBeLessThanOrEqual(320);
    });
  }
});
