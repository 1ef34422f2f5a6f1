/**
 * The Gujarati and Hindi pages' words as the build wrote them (docs/style-guide.md): the group
 * headings before the word for passengers, the Hindi “।” after a link, the Tempo Traveller
 * named in the page's script, no ड्राइवर के साथ in the Hindi places' titles. (Moved from
 * tests/e2e/writing.spec.ts; the walks through every page's words as a reader sees them,
 * scripts run, stay there.)
 */
import { describe, expect, test } from "vitest";
import { business } from "#app/content/business/business.ts";
import { homeCity, places } from "#app/content/places/places.ts";
import { editions } from "#app/content/words/words.ts";
import { languages, PREFIXED_LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { placePath, PLACES_PATH } from "#app/site-pages.ts";
import { attr, page, squash, text } from "./pages.ts";

describe("the words of the Gujarati and Hindi pages", () => {
  for (const lang of PREFIXED_LANGS) {
    test(`${languages[lang].name}: the place pages' group headings read 1–4, 5–7, 8–17 before the word for passengers`, () => {
      const p = page(localePath(lang, placePath("dwarka")));
      const groups = [...p.regions(editions[lang].cars.carsPage.filterLabel), ...p.all("section[aria-labelledby='cars-title']")];
      const texts = p.all("li > a", groups).map((a) => text(a));
      expect(texts.slice(0, 3)).toEqual(
        lang === "gu" ? ["1–4 મુસાફરો", "5–7 મુસાફરો", "8–17 મુસાફરો"] : ["1–4 यात्री", "5–7 यात्री", "8–17 यात्री"],
      );
    });

    test(`${languages[lang].name}: the Tempo Traveller's page names it in the page's script in its title, heading and introduction, and in Latin letters on its cards`, () => {
      const written = { gu: "ટેમ્પો ટ્રાવેલર", hi: "टेम्पो ट्रैवलर" }[lang];
      const p = page(localePath(lang, "/cars/tempo-traveller"));
      expect(p.title).toMatch(new RegExp(written));
      expect(p.title).not.toMatch(/Tempo Traveller/);
      const h1 = squash(text(p.the("h1")));
      expect(h1).toContain(written);
      expect(h1).not.toContain("Tempo Traveller");
      expect(p.meta("description")).toMatch(new RegExp(written));
      expect(p.meta("description")).not.toMatch(/Tempo Traveller/);
      // Each size keeps the Latin name, as on the cars page: “Tempo Traveller (12 મુસાફર)”.
      expect(p.all("main h3").filter((h) => /^Tempo Traveller \(12 /.test(squash(text(h))))).toHaveLength(1);
    });
  }

  test("the Hindi about page ends its Instagram sentence with “।”", () => {
    const line = (path: string) => {
      const p = page(path);
      const found = p.all("main p").filter((para) => p.links(business.social.company.label, { root: para }).length > 0);
      expect(found, path).toHaveLength(1);
      return squash(text(found[0]));
    };
    expect(line("/hi/about/")).toMatch(/।$/);
    expect(line("/hi/about/")).not.toMatch(/\.$/);
    expect(line("/about/")).toMatch(/\.$/);
  });

  test("the Hindi place pages' titles and headings have no ड्राइवर के साथ", () => {
    const paths = [localePath("hi", PLACES_PATH), ...[homeCity, ...places].map((x) => localePath("hi", placePath(x.slug)))];
    for (const path of paths) {
      const p = page(path);
      expect(p.title, path).not.toMatch(/ड्राइवर के साथ/);
      expect(squash(text(p.the("h1"))), path).not.toContain("ड्राइवर के साथ");
      expect(p.meta("description"), path).not.toMatch(/ड्राइवर के साथ टैक्सी/);
    }
    expect(page("/hi/places/dwarka/").title).toBe(`राजकोट से द्वारका टैक्सी | ${business.name.hi}`);
    expect(attr(page("/hi/places/dwarka/").the("html"), "lang")).toBe("hi-IN");
  });
});
