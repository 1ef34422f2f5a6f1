/**
 * The places pages' words as the pages put them together: the style guide's one way for each
 * thing of the trade (docs/style-guide.md; the words files' own: content/words/writing.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#app/content/languages.ts";
import { LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";
import { homeAirport, places, placesData } from "#app/content/places/places.ts";
import { plazasOf, roadTolls } from "#app/content/tours/plazas.ts";
import { rupees } from "#app/lib/money.ts";
import { cityNode } from "#app/lib/structured-data.ts";
import { pageWords } from "#app/content/words/words.ts";
import { type PlaceData, placesPageData } from "./data.ts";

describe("the words of the trade, one way each", () => {
  const placeTexts = (lang: Lang) =>
    [undefined, "rajkot", ...places.map((p) => p.slug)].flatMap((slug) => {
      const d = placesPageData(lang, slug)!;
      return [d.title, d.description, d.heading];
    });

  it("Hindi place titles and headings say टैक्सी, not ड्राइवर के साथ टैक्सी (a taxi has its driver)", () => {
    const texts = placeTexts("hi");
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) expect(text).not.toContain("ड्राइवर के साथ टैक्सी");
    expect(placesPageData("hi", "dwarka")!.title).toMatch(/^राजकोट से द्वारका टैक्सी \| /);
    expect(placesPageData("gu", "dwarka")!.title).toMatch(/^રાજકોટથી દ્વારકા ટેક્સી \| /);
  });

  it("the group sizes read 1–4, 5–7, … before the word for passengers", () => {
    for (const lang of PREFIXED_LANGS) {
      const names = (placesPageData(lang, "dwarka") as { groups: { name: string }[] }).groups.map((g) => g.name);
      expect(names[0]).toMatch(/^1–4 /);
      for (const name of names) expect(name).toMatch(/^\d+(–\d+|\+) /);
    }
  });
});

describe("a place's title in search results", () => {
  it("takes the shorter words where a long name would push it past what search results show, and the full words elsewhere", () => {
    const title = (slug: string) => placesPageData("en", slug)!.title;
    expect(title("statue-of-unity")).toBe("Rajkot to Statue of Unity taxi | Navkar Tours & Travels");
    expect(title("dwarka")).toBe("Rajkot to Dwarka taxi with driver | Navkar Tours & Travels");
    for (const lang of LANGS)
      for (const p of places.slice(1)) {
        // As the built HTML's check counts it (check:output, html-validate's long-title): "&" written "&amp;".
        const written = placesPageData(lang, p.slug)!.title.replaceAll("&", "&amp;");
        expect(written.length, `${lang} ${p.slug}`).toBeLessThanOrEqual(70);
      }
  });
});

describe("the tolls on the way, under a place's fares", () => {
  const fares = (lang: Lang, slug: string) => (placesPageData(lang, slug) as PlaceData).fares!;
  it("gives Ahmedabad's tolls in rupees, by class, with the plazas, in every language", () => {
    const ahmedabad = placesData.places.find((p) => p.slug === "ahmedabad")!;
    const sum = roadTolls(ahmedabad.tolls)!;
    for (const lang of LANGS) {
      const line = fares(lang, "ahmedabad").notes.find((n) => n.includes(rupees(sum.van)))!;
      expect(line, lang).toContain(rupees(sum.car));
      for (const plaza of plazasOf(ahmedabad.tolls)!) expect(line).toContain(plaza[lang]);
    }
  });
  it("says nothing of tolls where the road's plazas are not listed, rather than a figure it does not know", () => {
    const dwarka = placesData.places.find((p) => p.slug === "dwarka")!;
    expect(dwarka.tolls).toBeUndefined();
    expect(fares("en", "dwarka").notes.join(" ")).not.toMatch(/toll/i);
  });
  it("on the city's page, gives the airport's tolls, and nothing for the station, whose road lists no plazas", () => {
    const notes = fares("en", "rajkot").notes.join("\n");
    expect(notes).toContain(`${homeAirport!.en}: Tolls on the way`);
    expect(notes).not.toMatch(/Rajkot Junction/);
  });
});

describe("what the places pages say of themselves", () => {
  it("every place's “Day trip or overnight” says which it is, first thing, in every language", () => {
    for (const lang of LANGS) {
      const rule = pageWords("places", lang).placePage.dayTrip;
      const starts = Object.values(rule).map((t) => t.split("{")[0]);
      for (const place of places.slice(1)) {
        const trip = (placesPageData(lang, place.slug) as PlaceData).sections.find((s) => s.id === "trip");
        expect(trip?.text, `${lang} ${place.slug}`).toBeTruthy();
        expect(
          starts.some((s) => trip!.text!.startsWith(s)),
          `${lang} ${place.slug}: ${trip!.text}`,
        ).toBe(true);
      }
    }
  });

  it("never puts a place outside the state in it: no list that holds Diu says “anywhere in Gujarat”", () => {
    expect(placesData.places.some((p) => p.region)).toBe(true);
    const claims = { en: /anywhere in Gujarat/i, gu: /ગુજરાતમાં ગમે ત્યાં/, hi: /गुजरात में कहीं भी/ };
    for (const lang of LANGS) {
      expect(pageWords("home", lang).homePage.areasText, lang).not.toMatch(claims[lang]);
      expect(pageWords("places", lang).placesPage.intro, lang).not.toMatch(claims[lang]);
    }
    const diu = placesData.places.find((p) => p.slug === "diu")!;
    expect((cityNode(diu, "en", "#gujarat") as { containedInPlace?: unknown }).containedInPlace).toEqual({
      "@type": "AdministrativeArea",
      name: diu.region!.en,
    });
  });
});
