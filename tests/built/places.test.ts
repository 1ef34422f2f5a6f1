/**
 * The places pages as the build wrote them, as search engines read them: language, title,
 * heading, facts, sections, links, hreflang, the card and the JSON-LD of each of the 48 pages;
 * the home page's list of places and the footer's link; the city's airport; the sitemap.
 * (Moved from tests/e2e/places.spec.ts; what a visitor sees there — each page answering,
 * its picture loaded, its parts shown without JavaScript — stays in the browser.)
 */
import { describe, expect, test } from "vitest";
import { editions } from "#app/content/words/words.ts";
import { LANGS, type Lang, languages } from "#app/content/languages.ts";
import { type PlaceData, placesPageData } from "#app/kinds/places/data.ts";
import { homeCity, places, placeSlugs } from "#app/content/places/places.ts";
import { loadContent } from "#app/content/check.ts";
import { localePath } from "#app/lib/i18n.ts";
import { PLACES_PATH, placePath } from "#app/site-pages.ts";
import { sitePages } from "#tests/e2e/content.ts";
import { attr, fileBytes, fileText, page, squash, text } from "./pages.ts";

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
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the places pages, as search engines read them", () => {
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

  test("every place's link to the planner carries the city as the pickup and the place as the drop, in each language", () => {
    // The link itself is on each page (checked above): here, what it says.
    for (const lang of LANGS) {
      for (const slug of placeSlugs) {
        const href = new URL((data(lang, slug) as PlaceData).planHref, SITE_URL);
        expect(`${href.pathname}${href.hash}`, `${lang} ${slug}`).toBe(`${localePath(lang, "/cars/")}#plan`);
        expect(href.searchParams.get("pickup"), `${lang} ${slug}`).toBe(nameOf(homeCity.slug, lang));
        expect(href.searchParams.get("drop"), `${lang} ${slug}`).toBe(nameOf(slug, lang));
      }
    }
  });

  for (const { lang, slug, path } of PAGES) {
    test(`${path}: language, heading, facts, links, hreflang and JSON-LD`, () => {
      const expected = data(lang, slug);
      const p = page(path);
      expect(attr(p.the("html"), "lang")).toBe(languages[lang].tag);
      expect(p.title).toBe(expected.title);

      // The heading names the trip, in the page's own script only.
      const h1s = p.headings(1);
      expect(h1s).toHaveLength(1);
      const heading = squash(text(h1s[0]));
      expect(heading).toBe(expected.heading);
      expect(heading).toMatch(SCRIPT[lang]);
      expect(heading).not.toMatch(OTHER_SCRIPTS[lang]);
      if (slug && slug !== homeCity.slug) {
        expect(heading).toContain(nameOf(homeCity.slug, lang));
        expect(heading).toContain(nameOf(slug, lang));
      }

      const main = p.the("main");
      const mainText = squash(text(main));
      if (!slug) {
        // The list links to every place, and offers Call and WhatsApp for trips outside Gujarat.
        for (const s of placeSlugs)
          expect(attr(p.link(new RegExp(`^${escape(nameOf(s, lang))}`), { root: main }), "href"), s).toBe(localePath(lang, placePath(s)));
        // \s: the number and its unit are joined by a no-break space (lib/line-breaks.ts).
        expect(mainText).toMatch(/\d+\s(km|કિમી|किमी)/);
        expect(mainText).toContain(squash(editions[lang].words.shell.callLong));
      } else {
        const place = expected as PlaceData;
        if (slug === homeCity.slug) expect(place.facts).toBeNull();
        else {
          // The distance in kilometres and the driving time, both marked approximate.
          const km = checked.places.places.find((x) => x.slug === slug)!;
          expect(mainText).toContain(squash(place.facts!.distance));
          expect(place.facts!.distance).toMatch(new RegExp(`${km.distanceKm} (km|કિમી|किमी)`));
          expect(mainText).toContain(squash(place.facts!.time));
          expect(mainText).toContain(squash(place.facts!.note));
        }
        // Its picture, processed (AVIF and WebP), described in the page's language.
        const picture = p.the("picture", main);
        expect(p.all("source", picture)).toHaveLength(2);
        expect(attr(p.the("img", picture), "alt")).toBe(place.image.alt);
        expect(place.image.alt).toMatch(SCRIPT[lang]);
        // Each part its data holds, under its heading: the road (its towns in order), the
        // stops, day trip or overnight, why people go, what to know with its official pages.
        expect(place.sections.map((x) => x.id)).toContain("why");
        for (const section of place.sections) {
          const region = p.region(section.title, { exact: true, root: main });
          const regionText = squash(text(region));
          if (section.text) expect(regionText).toContain(squash(section.text));
          const items = p.listItems(region);
          expect(items, section.title).toHaveLength(section.items.length);
          for (const [i, item] of section.items.entries()) {
            const itemText = squash(text(items[i]));
            expect(itemText).toContain(squash(item.text));
            if (item.name) expect(itemText).toContain(squash(item.name));
            if (item.to) expect(attr(p.link(item.text, { root: items[i] }), "href")).toBe(item.to);
            if (item.link) {
              expect(item.link.href).toMatch(/^https:\/\//);
              expect(attr(p.link(item.link.label, { root: items[i] }), "href")).toBe(item.link.href);
            }
          }
          if (section.route) {
            const lists = p.all("ul, ol", region);
            expect(lists).toHaveLength(1);
            expect(lists[0].name).toBe("ol");
            expect(section.items[0].text).toBe(nameOf(homeCity.slug, lang));
            expect(section.items.at(-1)!.text).toBe(nameOf(slug, lang));
          }
          if (section.note) expect(regionText).toContain(squash(section.note));
        }
        // The terms only once the owner has written them (not yet).
        expect(place.terms).toBeNull();
        expect(p.all("#terms-title", main)).toHaveLength(0);
        // WhatsApp's message names the trip in the page's language; Call dials the business.
        const whatsapp = p.all('a[href^="https://wa.me/"]', main);
        expect(whatsapp).toHaveLength(1);
        const message = new URL(attr(whatsapp[0], "href")!).searchParams.get("text")!;
        expect(message).toContain(nameOf(homeCity.slug, lang));
        expect(message).toContain(nameOf(slug, lang));
        expect(message).toMatch(SCRIPT[lang]);
        expect(p.all('a[href^="tel:+"]', main)).toHaveLength(1);
        // Each group size links to the cars page's filter.
        const groups = p.links(new RegExp(expected.kind === "place" ? escape(expected.groups[0].name) : ""), { root: main });
        expect(attr(groups[0], "href")).toMatch(new RegExp(`^${localePath(lang, "/cars/")}\\?group=1#filter$`));
        expect(attr(p.link(place.plan, { root: main }), "href")).toBe(place.planHref);
      }

      // Reciprocal hreflang: the page names all three editions and English as the default,
      // and each of them names this page back.
      const englishPath = slug ? placePath(slug) : PLACES_PATH;
      const editions_ = Object.fromEntries(LANGS.map((l) => [languages[l].tag, `${SITE_URL}${localePath(l, englishPath)}`]));
      expect(p.alternates).toEqual({ ...editions_, "x-default": editions_["en-IN"] });
      expect(attr(p.the('link[rel="canonical"]'), "href")).toBe(`${SITE_URL}${path}`);
      for (const other of LANGS.filter((l) => l !== lang))
        expect(page(localePath(other, englishPath)).html).toContain(`hrefLang="${languages[lang].tag}" href="${SITE_URL}${path}"`);
      // The language switcher leads to the same page in the other languages.
      for (const other of LANGS)
        expect(attr(p.the(`header a[hreflang="${languages[other].tag}"]`), "href")).toBe(localePath(other, englishPath));

      // A card of its own for link previews, in this build.
      const image = p.meta("og:image")!;
      expect(image).toBe(`${SITE_URL}/social${languages[lang].prefix}${englishPath}.png`);
      expect(fileBytes(new URL(image).pathname).length).toBeGreaterThan(0);

      // JSON-LD in the page's language: the page with its breadcrumb, and on a place's page the
      // taxi service there, provided by the business.
      const graph = p.jsonLd["@graph"];
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
      expect(attr(p.link(editions[lang].words.navLabels.places, { root: p.the("footer") }), "href")).toBe(localePath(lang, PLACES_PATH));
    });
  }

  for (const lang of LANGS) {
    test(`${localePath(lang, "/")}: We Operate In links each place to its page, and the footer of every page links the list`, () => {
      const home = page(localePath(lang, "/"));
      const areas = home.region(editions[lang].home.homePage.areasTitle);
      for (const slug of placeSlugs)
        expect(attr(home.link(nameOf(slug, lang), { exact: true, root: areas }), "href")).toBe(localePath(lang, placePath(slug)));
      for (const s of sitePages) {
        const p = page(localePath(lang, s.path));
        expect(attr(p.link(editions[lang].words.navLabels.places, { root: p.the("footer") }), "href")).toBe(localePath(lang, PLACES_PATH));
        // The menu keeps its four pages: the places are not in it.
        for (const q of sitePages)
          expect(squash(text(p.the(`header nav a[href="${localePath(lang, q.path)}"]`)))).toBe(editions[lang].words.navLabels[q.key]);
        expect(p.all(`header a[href^="${localePath(lang, PLACES_PATH)}"]`)).toHaveLength(0);
      }
    });
  }

  for (const lang of LANGS) {
    test(`${localePath(lang, placePath(homeCity.slug))}: found for the airport, with its distance and where pickups happen`, () => {
      const city = data(lang, homeCity.slug) as PlaceData;
      const p = page(localePath(lang, placePath(homeCity.slug)));
      // The title names the airport at Hirasar, in the page's script.
      expect(p.title).toBe(city.title);
      expect(city.title).toMatch(
        { en: /airport.*Hirasar/i, gu: /હીરાસર એરપોર્ટ|એરપોર્ટ.*હીરાસર/, hi: /हीरासर एयरपोर्ट|एयरपोर्ट.*हीरासर/ }[lang],
      );
      const airport = p.region(city.sections[0].title, { exact: true });
      const point = checked.places.city.points!.find((x) => x.kind === "airport")!;
      const airportText = squash(text(airport));
      expect(airportText).toMatch(new RegExp(`${point.km} (km|કિમી|किमी)`));
      // The driving time only where the owner has given it (the sample leaves it out).
      const minutes = point.minutes;
      if (minutes) expect(airportText).toMatch(new RegExp(`${minutes} (minutes|મિનિટ|मिनट)`));
      expect(p.listItems(airport)).toHaveLength(minutes ? 3 : 2);
    });
  }

  test("the sitemap lists the places pages with their alternates", () => {
    const sitemap = fileText("sitemap.xml");
    for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="gu-IN" href="${SITE_URL}/gu/places/dwarka/"/>`);
  });
});

describe("hours that no authority publishes", () => {
  for (const lang of LANGS)
    test(`${languages[lang].name}: are said to be as visitors report them, beside their site, and nowhere else`, () => {
      const said = editions[lang].words.clock.unofficial;
      const hoursOf = (slug: string) => text(page(localePath(lang, placePath(slug))).the('[data-testid="site-hours"]'));
      // Dwarka's page gives Nageshwar's and Bet Dwarka's hours, which only visitors report.
      expect(hoursOf("dwarka")).toContain(said);
      // The Statue of Unity's are the operator's own.
      expect(hoursOf("statue-of-unity")).not.toContain(said);
    });
});
