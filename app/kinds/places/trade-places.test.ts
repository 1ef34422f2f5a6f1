/**
 * The places the trade sells from Rajkot (issue 47): Diu, Sasan Gir, Bhuj and the Statue of
 * Unity each have a page in three languages with the road, the stops, what to know before
 * going, day trip or overnight, the picture and the fares from the rate card; Diu's page says
 * what its border means; Sasan Gir, once a tour stop, is a place the Saurashtra tour lists.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "#app/content/languages.ts";
import { placesData } from "#app/content/places/places.ts";
import { tourPlaces, tours } from "#app/content/tours/tours.ts";
import { type PlaceData, placesPageData } from "./data.ts";
import { toursPageData } from "#app/kinds/tours/data.ts";
import { toursOfPlace } from "#app/lib/tour-links.ts";

const NEW = ["diu", "sasan-gir", "bhuj", "statue-of-unity"] as const;
const page = (lang: (typeof LANGS)[number], slug: string) => placesPageData(lang, slug) as PlaceData;

describe("the places the trade sells", () => {
  it.each(NEW)("%s has a whole page in each language, with a fare for every car one way and back", (slug) => {
    const place = placesData.places.find((p) => p.slug === slug)!;
    for (const lang of LANGS) {
      const d = page(lang, slug);
      expect(d.kind, lang).toBe("place");
      expect(d.heading, lang).toContain(place[lang]);
      expect(d.facts!.distance, lang).toContain(String(place.distanceKm));
      expect(d.image.name, lang).toBe(`/places/${slug}.svg`);
      expect(d.image.alt.length, lang).toBeGreaterThan(20);
      expect(
        d.sections.map((s) => s.id),
        lang,
      ).toEqual(expect.arrayContaining(["route", "stops", "trip", "why", "notes"]));
      const route = d.sections.find((s) => s.id === "route")!;
      expect(route.items.at(-1)!.text, lang).toBe(place[lang]);
      // The fares come from the rate card: a figure in rupees for each car, in each column.
      const table = d.fares!.table;
      expect(table.columns.length, lang).toBeGreaterThanOrEqual(3);
      expect(table.rows.length, lang).toBeGreaterThan(3);
      for (const row of table.rows) for (const amount of row.amounts) expect(amount, `${lang} ${row.car}`).toMatch(/^₹\d{1,3}(,\d{2,3})*$/);
    }
  });

  it("Diu's page says, in each language, that it is a Union Territory, with its check post and the liquor rule", () => {
    const said = {
      en: ["Union Territory", "check post", "entry tax", "Liquor", "without a permit"],
      gu: ["કેન્દ્રશાસિત પ્રદેશ", "ચેકપોસ્ટ", "પ્રવેશ ટેક્સ", "દારૂ", "પરમિટ વગર"],
      hi: ["केंद्र शासित प्रदेश", "चेकपोस्ट", "एंट्री टैक्स", "शराब", "परमिट के बिना"],
    } as const;
    for (const lang of LANGS) {
      const d = page(lang, "diu");
      const text = [d.intro, ...d.sections.flatMap((s) => s.items.map((i) => i.text))].join(" ");
      for (const words of said[lang]) expect(text, lang).toContain(words);
    }
  });

  it("Sasan Gir is a place the Saurashtra tour lists and links, and its page names the tour", () => {
    const saurashtra = tours.find((t) => t.slug === "saurashtra")!;
    expect(tourPlaces(saurashtra).map((p) => p.slug)).toContain("sasan-gir");
    for (const lang of LANGS) {
      const tour = toursPageData(lang, "saurashtra") as { places: { name: string; href: string }[] };
      expect(
        tour.places.map((p) => p.href),
        lang,
      ).toContain(lang === "en" ? "/places/sasan-gir/" : `/${lang}/places/sasan-gir/`);
      expect(toursOfPlace(lang, "sasan-gir")!.tours.length, lang).toBeGreaterThan(0);
      // The safari's season (from the opening hours) and its official permits site.
      const sasan = page(lang, "sasan-gir");
      expect(sasan.hours!.sites[0].closed.join(" "), lang).toMatch(/16.*15/);
      const notes = sasan.sections.find((s) => s.id === "notes")!;
      expect(notes.items[0].link!.href).toBe("https://girlion.gujarat.gov.in/");
    }
  });

  it("the Statue of Unity's page says it is closed on Mondays and links the official tickets; Bhuj's names the White Rann's permit", () => {
    const monday = { en: "Mondays", gu: "સોમવારે", hi: "सोमवार" } as const;
    const permit = { en: "Bhirandiyara", gu: "ભીરંડિયારા", hi: "भिरंडियारा" } as const;
    for (const lang of LANGS) {
      const statue = page(lang, "statue-of-unity").sections.find((s) => s.id === "notes")!;
      expect(statue.items[0].text, lang).toContain(monday[lang]);
      expect(statue.items[1].link!.href).toBe("https://www.soutickets.in/");
      const bhuj = page(lang, "bhuj").sections.find((s) => s.id === "notes")!;
      expect(bhuj.items[0].text, lang).toContain(permit[lang]);
    }
  });
});
