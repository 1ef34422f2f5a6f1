/**
 * The three editions as the build wrote them: every page in its language, with its title and
 * heading, linked to its other editions (hreflang, canonical, Open Graph locale, JSON-LD, its
 * own card); the footer's words; each car's WhatsApp message in the page's language. (Moved
 * from tests/e2e/languages.spec.ts; the share of the page's script in what a visitor reads,
 * with and without JavaScript, the switcher and the suggestion stay in the browser.)
 */
import { describe, expect, test } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { editions, pageCopy } from "#app/content/words/words.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { onePages, sitePages } from "#tests/e2e/content.ts";
import { attr, fileBytes, page, squash, text } from "./pages.ts";

const SITE_URL = "https://navkartours.example";
const SCRIPT = { en: /\p{Script=Latin}/u, gu: /\p{Script=Gujarati}/u, hi: /\p{Script=Devanagari}/u } as const;
const allPages = LANGS.flatMap((lang) => onePages.map((p) => ({ lang, key: p.key, path: localePath(lang, p.path) })));

describe("every page in every language", () => {
  for (const { lang, key, path } of allPages) {
    test(`${path}: in ${languages[lang].name}, linked to its other editions`, () => {
      const p = page(path);
      expect(attr(p.the("html"), "lang")).toBe(languages[lang].tag);
      const copy = pageCopy(lang, key);
      expect(p.title).toBe(copy.title);
      // The owner page's heading is the owner's name.
      const e = editions[lang];
      const own: Partial<Record<string, object>> = {
        home: e.home.homePage,
        cars: e.cars.carsPage,
        about: e.about.aboutPage,
        owner: e.owner.ownerPage,
      };
      const heading = key === "home" ? copy.headline : (own[key] as { heading?: string } | undefined)?.heading;
      if (heading) expect(squash(text(p.the("h1")))).toBe(squash(heading));

      // The head names every edition and the default, the same set on each: reciprocal.
      const page0 = onePages.find((x) => x.key === key)!;
      expect(
        Object.entries(p.alternates)
          .map(([l, href]) => `${l} ${href}`)
          .sort(),
      ).toEqual(
        [
          ...LANGS.map((l) => `${languages[l].tag} ${SITE_URL}${localePath(l, page0.path)}`),
          `x-default ${SITE_URL}${localePath("en", page0.path)}`,
        ].sort(),
      );
      expect(p.all('link[rel="alternate"][hreflang]')).toHaveLength(LANGS.length + 1);
      expect(attr(p.the('link[rel="canonical"]'), "href")).toBe(`${SITE_URL}${path}`);
      expect(p.meta("og:locale")).toBe(languages[lang].ogLocale);
      expect(p.all('meta[property="og:locale:alternate"]')).toHaveLength(2);
      const webPage = p.jsonLd["@graph"].find((n) => n["@type"] === "WebPage" || n["@type"] === "AboutPage")!;
      expect(webPage.inLanguage).toBe(languages[lang].tag);
      expect(webPage.name).toBe(copy.title);
      // The link-preview card is the page's own, in its language, in this build.
      const card = p.meta("og:image")!;
      expect(card).toBe(`${SITE_URL}/social${languages[lang].prefix}/${key}.png`);
      expect(fileBytes(new URL(card).pathname).readUInt32BE(16)).toBe(1200);
    });
  }

  for (const lang of LANGS) {
    for (const s of sitePages) {
      test(`${localePath(lang, s.path)}: in ${languages[lang].name}, with the footer's words`, () => {
        const p = page(localePath(lang, s.path));
        expect(attr(p.the("html"), "lang")).toBe(languages[lang].tag);
        expect(p.headings(1)).toHaveLength(1);
        expect(squash(text(p.the("footer")))).toContain(squash(editions[lang].words.shell.footerTagline));
      });
    }
  }

  for (const lang of LANGS.filter((l) => l !== "en")) {
    const { words, cars: carsWords } = editions[lang];
    test(`every car's WhatsApp message is in ${languages[lang].name} and names the car`, () => {
      const p = page(localePath(lang, "/cars/"));
      const items = p.all('[data-testid="car-grid"] > li');
      for (const [i, car] of cars.entries()) {
        const link = p.link(carsWords.carCard.messageLabel(carsWords.carCard.label(car.name, car.capacity)), { root: items[i] });
        const message = new URL(attr(link, "href")!).searchParams.get("text")!;
        expect(message).toBe(words.messages.car(car));
        expect(message).toContain(car.name);
        expect([...message].filter((c) => SCRIPT[lang].test(c)).length).toBeGreaterThan(20);
      }
      const quick = p.the(`aside[aria-label="${words.shell.quickActionsLabel}"]`);
      expect(new URL(attr(p.link(words.shell.whatsappShort, { root: quick }), "href")!).searchParams.get("text")).toBe(
        words.messages.general,
      );
      expect(squash(text(p.the("h1")))).toBe(carsWords.carsPage.heading);
    });
  }
});
