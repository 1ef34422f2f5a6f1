/**
 * The places the trade sells from Rajkot (issue 47), as the build wrote their pages: each
 * one's fares by car in three languages; Diu's says what its border means; and the Saurashtra
 * tour lists Sasan Gir, where it spends its night, among its places. (Moved from
 * tests/e2e/trade-places.spec.ts; the planner's figure for each stays there.)
 */
import { describe, expect, test } from "vitest";
import { LANGS } from "#app/content/languages.ts";
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { type PlaceData, placesPageData } from "#app/kinds/places/data.ts";
import { placePath, tourPath } from "#app/site-pages.ts";
import { page, squash, text } from "./pages.ts";

describe("the places the trade sells", () => {
  for (const lang of LANGS) {
    test(`${localePath(lang, "/places/")}: the four new places' pages show their fares by car, and Diu's says it is a Union Territory`, () => {
      const { fares } = editions[lang].words;
      for (const slug of ["diu", "sasan-gir", "bhuj", "statue-of-unity"]) {
        const data = placesPageData(lang, slug) as PlaceData;
        const p = page(localePath(lang, placePath(slug)));
        expect(p.headings(1).map((h) => squash(text(h)))).toEqual([squash(data.heading)]);
        const tables = p.all("table").filter((t) => squash(text(p.the("caption", t))).includes(squash(data.fares!.title)));
        expect(tables).toHaveLength(1);
        expect(squash(text(p.the("th[scope=col]", tables[0])))).toBe(squash(fares.car));
        const first = data.fares!.table.rows[0];
        const row = p.all("tr", tables[0]).filter((tr) => squash(text(tr)).toLowerCase().includes(squash(first.car).toLowerCase()));
        expect(row).toHaveLength(1);
        expect(squash(text(row[0]))).toContain(squash(first.amounts[0]));
        expect(p.all("tr", tables[0])).toHaveLength(data.fares!.table.rows.length + 1);
      }
      const diu = page(localePath(lang, placePath("diu")));
      const ut = { en: "Union Territory", gu: "કેન્દ્રશાસિત પ્રદેશ", hi: "केंद्र शासित प्रदेश" }[lang];
      expect(squash(text(diu.the("main"))).toLowerCase()).toContain(ut.toLowerCase());
    });
  }

  test("the Saurashtra tour lists Sasan Gir among its places, and Sasan Gir's page names the tour", () => {
    expect(
      page(localePath("en", tourPath("saurashtra"))).all(`main a[href="${localePath("en", placePath("sasan-gir"))}"]`).length,
    ).toBeGreaterThan(0);
    expect(
      page(localePath("en", placePath("sasan-gir"))).all(`main a[href="${localePath("en", tourPath("saurashtra"))}"]`).length,
    ).toBeGreaterThan(0);
  });
});
