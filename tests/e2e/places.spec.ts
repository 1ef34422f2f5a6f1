import { editions } from "#app/content/words/words.ts";
import { LANGS, type Lang, languages } from "#app/content/languages.ts";
import { type PlaceData, placesPageData } from "#app/kinds/places/data.ts";
import { homeCity, places, placeSlugs } from "#app/content/places/places.ts";
import { loadContent } from "#app/content/check.ts";
import { suggestions } from "#app/content/suggestions.ts";
import { localePath } from "#app/lib/i18n.ts";
import { PLACES_PATH, placePath } from "#app/site-pages.ts";
import { AXE_MODES, axeInMode, axeViolations, bringIntoView, expect, hydrated, setMode, test } from "./helpers.ts";

/** The 3 places pages and 45 place pages: the city's and the fourteen others', in each language. */
const PAGES = LANGS.flatMap((lang) =>
  [undefined, ...placeSlugs].map((slug) => ({ lang, slug, path: localePath(lang, slug ? placePath(slug) : PLACES_PATH) })),
);
const checked = loadContent();
const nameOf = (slug: string, lang: Lang) => places.find((p) => p.slug === slug)![lang];
const data = (lang: Lang, slug?: string) => placesPageData(lang, slug)!;

/**
 * What each places page says (its head, heading, facts, sections, links, hreflang, card and
 * JSON-LD), the home page's list and the sitemap are read from the build without a browser:
 * tests/built/places.test.ts. Here, what a visitor without JavaScript gets: each page answers
 * at its address and redirects to it without the slash, its picture loads, and its facts and
 * parts are shown.
 */
test.describe("without JavaScript, as a visitor sees them", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`${languages[lang].englishName}: every places page answers, its picture loads, and its facts and parts are shown`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      for (const { slug, path } of PAGES.filter((p) => p.lang === lang)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // Without its slash, the address is redirected to it, as every host does.
        expect((await request.get(path.slice(0, -1), { maxRedirects: 0 })).status(), path).toBe(308);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        const main = page.locator("main");
        if (!slug) {
          await expect(main.getByText(/\d+\s(km|કિમી|किमी)/).first(), path).toBeVisible();
          await expect(main.getByText(editions[lang].words.shell.callLong), path).toBeVisible();
          continue;
        }
        const place = data(lang, slug) as PlaceData;
        if (place.facts)
          for (const fact of [place.facts.distance, place.facts.time, place.facts.note])
            await expect(main.getByText(fact), path).toBeVisible();
        const img = main.locator("picture").first().locator("img");
        await expect(img, path).toBeVisible();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: path }).toBe(true);
        for (const section of place.sections) {
          const region = main.getByRole("region", { name: section.title, exact: true });
          await expect(region, `${path} ${section.title}`).toBeVisible();
          if (section.text) await expect(region.getByText(section.text), path).toBeVisible();
          if (section.note) await expect(region.getByText(section.note), path).toBeVisible();
        }
      }
    });
  }
});

test.describe("Plan this trip", () => {
  // One place per language, another each time: the planner reads the names in each script.
  const tapped = { en: "dwarka", gu: "somnath", hi: "gandhinagar" } as const satisfies Record<Lang, string>;
  for (const lang of LANGS) {
    const slug = tapped[lang];
    test(`${localePath(lang, placePath(slug))}: one tap opens the planner with the pickup and the drop`, async ({ page }) => {
      const planner = editions[lang].cars.carsPage.planner;
      await page.goto(localePath(lang, placePath(slug)));
      await hydrated(page, lang);
      await page.getByRole("link", { name: (data(lang, slug) as PlaceData).plan }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(lang, "/cars/")}\\?pickup=.*#plan$`));
      await expect(page.getByLabel(planner.pickup, { exact: true })).toHaveValue(nameOf(homeCity.slug, lang));
      await expect(page.getByLabel(planner.drop, { exact: true })).toHaveValue(nameOf(slug, lang));
    });
  }

  test("a page opened at the planner's address, before the scripts, fills the fields once they run", async ({ page }) => {
    await page.goto(`/hi/cars/?pickup=${encodeURIComponent("राजकोट")}&drop=${encodeURIComponent("सोमनाथ")}#plan`);
    const planner = editions.hi.cars.carsPage.planner;
    await expect(page.getByLabel(planner.pickup, { exact: true })).toHaveValue("राजकोट");
    await expect(page.getByLabel(planner.drop, { exact: true })).toHaveValue("सोमनाथ");
  });

  test("a pickup typed before the scripts run is kept", async ({ page }) => {
    // The scripts wait until the visitor has typed: then the page hydrates.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    // The page's scripts hold its load event: the page is there to type in long before.
    await page.goto("/cars/?pickup=Rajkot&drop=Dwarka#plan", { waitUntil: "commit" });
    const pickup = page.getByLabel(editions.en.cars.carsPage.planner.pickup, { exact: true });
    await pickup.fill("Rajkot Junction station");
    release();
    await hydrated(page);
    await expect(pickup).toHaveValue("Rajkot Junction station");
    await expect(page.getByLabel(editions.en.cars.carsPage.planner.drop, { exact: true })).toHaveValue("Dwarka");
  });
});

test("a group size on a place's page opens the cars page filtered to it", async ({ page }) => {
  await page.goto("/gu/places/dwarka/");
  await hydrated(page, "gu");
  const group = (data("gu", "dwarka") as PlaceData).groups[1];
  await page.getByRole("link", { name: group.name }).click();
  await expect(page).toHaveURL(/\/gu\/cars\/\?group=2#filter$/);
  await expect(page.getByRole("radio", { name: editions.gu.cars.carsPage.filters[2] })).toBeChecked();
  // Only the cars of that group size are shown.
  const { min, max } = checked.fleet.groups[2];
  const fit = checked.fleet.cars.filter((c) => c.seats >= min && c.seats <= max);
  expect(fit.length).toBeLessThan(checked.fleet.cars.length);
  await expect(page.getByTestId("car-grid").locator("li:visible")).toHaveCount(fit.length);
});

test("a place's page opens from the home page as a page of its own, with its own script", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dwarka = page
    .getByRole("region", { name: editions.en.home.homePage.areasTitle })
    .getByRole("link", { name: "Dwarka", exact: true });
  await bringIntoView(dwarka);
  await dwarka.click();
  await expect(page).toHaveURL(/\/places\/dwarka\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data("en", "dwarka").heading);
  // A document load (no router in the browser), whose own script runs: the toggle's label is set.
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name)).toMatch(
    /\/places\/dwarka\/$/,
  );
  await hydrated(page);
  // At the foot of the page, below the parts drawn when near.
  const allPlaces = page.getByRole("link", { name: "All places we drive to" });
  await bringIntoView(allPlaces);
  await allPlaces.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data("en").heading);
});

test("a place's picture on a phone: AVIF at the width it is shown, small, sized before it loads", async ({ page }) => {
  // The language does not change the picture: one page.
  await page.setViewportSize({ width: 375, height: 740 });
  const fetched = new Map<string, number>();
  page.on("response", async (res) => {
    if (res.request().resourceType() === "image") fetched.set(res.url(), (await res.body()).length);
  });
  await page.goto(localePath("en", placePath("dwarka")));
  await page.waitForLoadState("networkidle");
  const img = page.locator("main picture img");
  await expect(img).toHaveAttribute("width", "800");
  await expect(img).toHaveAttribute("height", "500");
  const current = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
  expect(current).toMatch(/\/assets\/dwarka-[\w-]+\.avif$/);
  expect(fetched.get(current)).toBeLessThan(30 * 1024);
  // Drawn at the page's width, not wider than its source.
  const box = (await img.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.height / box.width).toBeCloseTo(500 / 800, 1);
});

/**
 * axe on every places page. The Dwarka page in each language in all four modes (the list, with
 * every kind's own page, in a11y.spec.ts);
 * the other places, whose layout is the same with other words, only their words (the main
 * region), once each in one of the modes in turn, one test per language.
 */
test.describe("axe", () => {
  // Several pages or modes in one test.
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: "reduce" });
  // The list of places is a kind's own page: a11y.spec.ts checks it, with every kind's.
  for (const { lang, path } of PAGES.filter((p) => p.slug === "dwarka")) {
    test(`no violations on ${path}, light and dark, 360 and 1280 px`, async ({ page }) => {
      for (const [n, mode] of AXE_MODES.entries()) {
        await setMode(page, mode);
        if (n === 0) {
          await page.goto(path);
          await hydrated(page, lang);
        }
        await setMode(page, mode);
        expect(await axeInMode(page, n), `${mode.colorScheme} ${mode.width}px`).toEqual([]);
      }
    });
  }
  // The other places in groups of five, so that a test stays within its time as places are added.
  const GROUP = 5;
  for (const lang of LANGS) {
    const others = PAGES.filter((p) => p.lang === lang && p.slug && p.slug !== "dwarka");
    const groups = Math.ceil(others.length / GROUP);
    for (let g = 0; g < groups; g++) {
      test(`no violations in the words of every other place in ${languages[lang].englishName} (${g + 1} of ${groups})`, async ({
        page,
      }) => {
        for (const [j, { path }] of others.slice(g * GROUP, (g + 1) * GROUP).entries()) {
          const i = g * GROUP + j;
          const mode = AXE_MODES[i % AXE_MODES.length];
          await setMode(page, mode);
          await page.goto(path);
          await hydrated(page, lang);
          await setMode(page, mode);
          expect(await axeViolations(page, "main"), `${path}, ${mode.colorScheme} ${mode.width}px`).toEqual([]);
        }
      });
    }
  }
});

test.describe("in a Gujarati browser", () => {
  test.use({ locale: "gu-IN" });
  test("an English place's page offers the same place in Gujarati", async ({ page }) => {
    await page.goto("/places/somnath/");
    await hydrated(page);
    const offer = page.getByRole("complementary", { name: suggestions.gu.text });
    await expect(offer.getByRole("link", { name: suggestions.gu.action })).toHaveAttribute("href", "/gu/places/somnath/");
  });
});
