import type { Page } from "@playwright/test";
import { editions } from "#app/content/words/words.ts";
import { LANGS, type Lang, languages } from "#app/content/languages.ts";
import { type PlaceData, placesPageData } from "#app/kinds/places/data.ts";
import { homeCity, places, placeSlugs } from "#app/content/places/places.ts";
import { loadContent } from "#app/content/check.ts";
import { suggestions } from "#app/content/suggestions.ts";
import { localePath } from "#app/lib/i18n.ts";
import { PLACES_PATH, placePath } from "#app/site-pages.ts";
import { sitePages } from "./content.ts";
import { AXE_MODES, axeInMode, axeViolations, expect, hydrated, setMode, test } from "./helpers.ts";

const SITE_URL = "https://navkartours.example";
/** The letters of each language's script: a heading in it has at least a few. */
const SCRIPT = { en: /[A-Za-z]{3}/, gu: /[\u0A80-\u0AFF]{3}/, hi: /[\u0900-\u097F]{3}/ } as const;
const OTHER_SCRIPTS = { en: /[\u0900-\u0AFF]/, gu: /[\u0900-\u097F]/, hi: /[\u0A80-\u0AFF]/ } as const;

/** The 3 places pages and 45 place pages: the city's and the fourteen others', in each language. */
const PAGES = LANGS.flatMap((lang) =>
  [undefined, ...placeSlugs].map((slug) => ({ lang, slug, path: localePath(lang, slug ? placePath(slug) : PLACES_PATH) })),
);
const checked = loadContent();
const nameOf = (slug: string, lang: Lang) => places.find((p) => p.slug === slug)![lang];
const data = (lang: Lang, slug?: string) => placesPageData(lang, slug)!;

test("there are 48 pages: the list and fifteen places in each of three languages", () => {
  expect(PAGES).toHaveLength(48);
  expect(placeSlugs).toEqual([
    "rajkot",
    "jamnagar",
    "dwarka",
    "junagadh",
    "somnath",
    "ahmedabad",
    "porbandar",
    "bhavnagar",
    "surat",
    "vadodara",
    "gandhinagar",
    "diu",
    "sasan-gir",
    "bhuj",
    "statue-of-unity",
  ]);
});

test.describe("without JavaScript, as search engines read them", () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, slug, path } of PAGES) {
    test(`${path}: status, language, heading, facts, links, hreflang and JSON-LD`, async ({ page, request }) => {
      const expected = data(lang, slug);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Without its slash, the address is redirected to it, as every host does.
      expect((await request.get(path.slice(0, -1), { maxRedirects: 0 })).status()).toBe(308);
      await expect(page.locator("html")).toHaveAttribute("lang", languages[lang].tag);
      await expect(page).toHaveTitle(expected.title);

      // The heading names the trip, in the page's own script only.
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(expected.heading);
      const heading = (await h1.textContent())!;
      expect(heading).toMatch(SCRIPT[lang]);
      expect(heading).not.toMatch(OTHER_SCRIPTS[lang]);
      if (slug && slug !== homeCity.slug) {
        expect(heading).toContain(nameOf(homeCity.slug, lang));
        expect(heading).toContain(nameOf(slug, lang));
      }

      const main = page.locator("main");
      if (!slug) {
        // The list links to every place, and offers Call and WhatsApp for trips outside Gujarat.
        for (const s of placeSlugs)
          await expect(main.getByRole("link", { name: new RegExp(`^${nameOf(s, lang)}`) })).toHaveAttribute(
            "href",
            localePath(lang, placePath(s)),
          );
        // \s: the number and its unit are joined by a no-break space (lib/line-breaks.ts).
        await expect(main.getByText(/\d+\s(km|કિમી|किमी)/).first()).toBeVisible();
        await expect(main.getByText(editions[lang].words.shell.callLong)).toBeVisible();
      } else {
        const place = expected as PlaceData;
        if (slug === homeCity.slug) expect(place.facts).toBeNull();
        else {
          // The distance in kilometres and the driving time, both marked approximate.
          const km = checked.places.places.find((p) => p.slug === slug)!;
          await expect(main.getByText(place.facts!.distance)).toBeVisible();
          expect(place.facts!.distance).toMatch(new RegExp(`${km.distanceKm} (km|કિમી|किमी)`));
          await expect(main.getByText(place.facts!.time)).toBeVisible();
          await expect(main.getByText(place.facts!.note)).toBeVisible();
        }
        // Its picture, processed (AVIF and WebP), loaded, described in the page's language.
        const picture = main.locator("picture").first();
        await expect(picture.locator("source")).toHaveCount(2);
        const img = picture.locator("img");
        await expect(img).toHaveAttribute("alt", place.image.alt);
        expect(place.image.alt).toMatch(SCRIPT[lang]);
        await expect(img).toBeVisible();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
        // Each part its data holds, under its heading: the road (its towns in order), the
        // stops, day trip or overnight, why people go, what to know with its official pages.
        expect(place.sections.map((x) => x.id)).toContain("why");
        for (const section of place.sections) {
          const region = main.getByRole("region", { name: section.title, exact: true });
          await expect(region).toBeVisible();
          if (section.text) await expect(region.getByText(section.text)).toBeVisible();
          const items = region.getByRole("listitem");
          await expect(items).toHaveCount(section.items.length);
          for (const [i, item] of section.items.entries()) {
            await expect(items.nth(i)).toContainText(item.text);
            if (item.name) await expect(items.nth(i)).toContainText(item.name);
            if (item.to) await expect(items.nth(i).getByRole("link", { name: item.text })).toHaveAttribute("href", item.to);
            if (item.link) {
              expect(item.link.href).toMatch(/^https:\/\//);
              await expect(items.nth(i).getByRole("link", { name: item.link.label })).toHaveAttribute("href", item.link.href);
            }
          }
          if (section.route) {
            await expect(region.getByRole("list")).toHaveJSProperty("tagName", "OL");
            expect(section.items[0].text).toBe(nameOf(homeCity.slug, lang));
            expect(section.items.at(-1)!.text).toBe(nameOf(slug, lang));
          }
          if (section.note) await expect(region.getByText(section.note)).toBeVisible();
        }
        // The terms only once the owner has written them (not yet).
        expect(place.terms).toBeNull();
        await expect(main.locator("#terms-title")).toHaveCount(0);
        // WhatsApp's message names the trip in the page's language; Call dials the business.
        const whatsapp = main.locator('a[href^="https://wa.me/"]');
        await expect(whatsapp).toHaveCount(1);
        const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
        expect(message).toContain(nameOf(homeCity.slug, lang));
        expect(message).toContain(nameOf(slug, lang));
        expect(message).toMatch(SCRIPT[lang]);
        await expect(main.locator('a[href^="tel:+"]')).toHaveCount(1);
        // Each group size links to the cars page's filter.
        const groups = main.getByRole("link", { name: new RegExp(expected.kind === "place" ? expected.groups[0].name : "") });
        await expect(groups.first()).toHaveAttribute("href", new RegExp(`^${localePath(lang, "/cars/")}\\?group=1#filter$`));
        await expect(main.getByRole("link", { name: place.plan })).toHaveAttribute("href", place.planHref);
      }

      // Reciprocal hreflang: the page names all three editions and English as the default,
      // and each of them names this page back.
      const englishPath = slug ? placePath(slug) : PLACES_PATH;
      const editions_ = Object.fromEntries(LANGS.map((l) => [languages[l].tag, `${SITE_URL}${localePath(l, englishPath)}`]));
      const alternates = async (p: Page) =>
        Object.fromEntries(
          await p
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
        );
      expect(await alternates(page)).toEqual({ ...editions_, "x-default": editions_["en-IN"] });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
      for (const other of LANGS.filter((l) => l !== lang)) {
        const html = await (await request.get(localePath(other, englishPath))).text();
        expect(html).toContain(`hrefLang="${languages[lang].tag}" href="${SITE_URL}${path}"`);
      }
      // The language switcher leads to the same page in the other languages.
      for (const other of LANGS) {
        await expect(page.locator(`header a[hreflang="${languages[other].tag}"]`).first()).toHaveAttribute(
          "href",
          localePath(other, englishPath),
        );
      }

      // A card of its own for link previews.
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toBe(`${SITE_URL}/social${languages[lang].prefix}${englishPath}.png`);
      expect((await request.get(new URL(image!).pathname)).status()).toBe(200);

      // JSON-LD in the page's language: the page with its breadcrumb, and on a place's page the
      // taxi service there, provided by the business.
      const graph: Record<string, unknown>[] = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)[
        "@graph"
      ];
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
        `${SITE_URL}${localePath(lang, "/")}`,
        `${SITE_URL}${localePath(lang, PLACES_PATH)}`,
        ...(slug ? [`${SITE_URL}${path}`] : []),
      ]);
      expect(crumbs.itemListElement[1].name).toBe(editions[lang].words.navLabels.places);
      const service = graph.find((n) => n["@type"] === "TaxiService");
      if (!slug) expect(service).toBeUndefined();
      else {
        // Its area: your city and the place, both named in the page's language.
        const area =
          slug === homeCity.slug
            ? { "@type": "City", name: nameOf(slug, lang) }
            : [
                { "@type": "City", name: nameOf(homeCity.slug, lang) },
                { "@type": "City", name: nameOf(slug, lang) },
              ];
        expect(service).toMatchObject({ name: expected.heading, provider: { "@id": `${SITE_URL}/#business` }, areaServed: area });
      }

      // The footer links to the list on every page.
      await expect(page.getByRole("contentinfo").getByRole("link", { name: editions[lang].words.navLabels.places })).toHaveAttribute(
        "href",
        localePath(lang, PLACES_PATH),
      );
    });
  }

  for (const lang of LANGS) {
    test(`${localePath(lang, "/")}: We Operate In links each place to its page, and the footer of every page links the list`, async ({
      page,
    }) => {
      await page.goto(localePath(lang, "/"));
      const areas = page.getByRole("region", { name: editions[lang].home.homePage.areasTitle });
      for (const slug of placeSlugs) {
        await expect(areas.getByRole("link", { name: nameOf(slug, lang), exact: true })).toHaveAttribute(
          "href",
          localePath(lang, placePath(slug)),
        );
      }
      for (const p of sitePages) {
        if (p.path !== "/") await page.goto(localePath(lang, p.path));
        await expect(page.getByRole("contentinfo").getByRole("link", { name: editions[lang].words.navLabels.places })).toHaveAttribute(
          "href",
          localePath(lang, PLACES_PATH),
        );
        // The menu keeps its four pages: the places are not in it.
        for (const q of sitePages)
          await expect(page.locator(`header nav a[href="${localePath(lang, q.path)}"]`).first()).toHaveText(
            editions[lang].words.navLabels[q.key],
          );
        await expect(page.locator(`header a[href^="${localePath(lang, PLACES_PATH)}"]`)).toHaveCount(0);
      }
    });
  }

  test("the road and the stops are on the pages of the places they are written for, in each language", () => {
    // The content holds them: a change that drops one fails here, not only on a page.
    for (const lang of LANGS) {
      const ids = (slug: string) => (data(lang, slug) as PlaceData).sections.map((x) => x.id);
      for (const slug of ["dwarka", "somnath", "junagadh", "ahmedabad"])
        expect(ids(slug), `${lang} ${slug}`).toEqual(expect.arrayContaining(["route", "stops", "why"]));
      for (const slug of ["jamnagar", "junagadh", "somnath"])
        expect(ids(slug), `${lang} ${slug}`).toEqual(expect.arrayContaining(["trip", "notes"]));
      // Dwarka's temples' hours are its notes no more: they come from the opening hours (data/hours.json).
      expect(ids("dwarka"), `${lang} dwarka`).toContain("trip");
      expect(
        (data(lang, "dwarka") as PlaceData).hours?.sites.map((s) => s.name),
        lang,
      ).toHaveLength(3);
      expect(ids(homeCity.slug)[0], lang).toBe("airport");
    }
  });

  for (const lang of LANGS) {
    test(`${localePath(lang, placePath(homeCity.slug))}: found for the airport, with its distance and where pickups happen`, async ({
      page,
    }) => {
      const city = data(lang, homeCity.slug) as PlaceData;
      await page.goto(localePath(lang, placePath(homeCity.slug)));
      // The title names the airport at Hirasar, in the page's script.
      await expect(page).toHaveTitle(city.title);
      expect(city.title).toMatch(
        { en: /airport.*Hirasar/i, gu: /હીરાસર એરપોર્ટ|એરપોર્ટ.*હીરાસર/, hi: /हीरासर एयरपोर्ट|एयरपोर्ट.*हीरासर/ }[lang],
      );
      const airport = page.getByRole("region", { name: city.sections[0].title, exact: true });
      const point = checked.places.city.points!.find((p) => p.kind === "airport")!;
      await expect(airport.getByText(new RegExp(`${point.km} (km|કિમી|किमी)`))).toBeVisible();
      // The driving time only where the owner has given it (the sample leaves it out).
      const minutes = point.minutes;
      if (minutes) await expect(airport.getByText(new RegExp(`${minutes} (minutes|મિનિટ|मिनट)`))).toBeVisible();
      await expect(airport.getByRole("listitem")).toHaveCount(minutes ? 3 : 2);
    });
  }

  test("the sitemap lists the places pages with their alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="gu-IN" href="${SITE_URL}/gu/places/dwarka/"/>`);
  });
});

test.describe("Plan this trip", () => {
  test("every place's link to the planner carries the city as the pickup and the place as the drop, in each language", () => {
    // The link itself is on each page (checked above, without JavaScript): here, what it says.
    for (const lang of LANGS) {
      for (const slug of placeSlugs) {
        const href = new URL((data(lang, slug) as PlaceData).planHref, SITE_URL);
        expect(`${href.pathname}${href.hash}`, `${lang} ${slug}`).toBe(`${localePath(lang, "/cars/")}#plan`);
        expect(href.searchParams.get("pickup"), `${lang} ${slug}`).toBe(nameOf(homeCity.slug, lang));
        expect(href.searchParams.get("drop"), `${lang} ${slug}`).toBe(nameOf(slug, lang));
      }
    }
  });

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
  await page.getByRole("region", { name: editions.en.home.homePage.areasTitle }).getByRole("link", { name: "Dwarka", exact: true }).click();
  await expect(page).toHaveURL(/\/places\/dwarka\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data("en", "dwarka").heading);
  // A document load (no router in the browser), whose own script runs: the toggle's label is set.
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name)).toMatch(
    /\/places\/dwarka\/$/,
  );
  await hydrated(page);
  await page.getByRole("link", { name: "All places we drive to" }).click();
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
 * axe on every places page. The list and the Dwarka page in each language in all four modes;
 * the other places, whose layout is the same with other words, only their words (the main
 * region), once each in one of the modes in turn, one test per language.
 */
test.describe("axe", () => {
  // Several pages or modes in one test.
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: "reduce" });
  for (const { lang, path } of PAGES.filter((p) => !p.slug || p.slug === "dwarka")) {
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
