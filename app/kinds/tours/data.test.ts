/** Every tour's fare, in every car, from the one estimate (lib/fare.ts) over the tour's km and days. */
import { describe, expect, it } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { tourTrip } from "#app/lib/tour-links.ts";
import { LANGS, type Lang } from "#app/content/languages.ts";
import { pageWords } from "#app/content/words/words.ts";
import { type TourData, toursPageData } from "./data.ts";

describe("the tours", () => {
  it("cost, in every car, never less than their km at the lowest rate, nor less than the minimum a day but at a package price", () => {
    const card = rateCard!;
    const lowest = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
    for (const tour of tours) {
      for (const car of cars) {
        const fare = estimate(tourTrip(tour), carRate(car.id)!, card)!;
        expect(fare.amount).toBeGreaterThanOrEqual(tourFigures(tour).km * lowest);
        // A package is the owner's price for the whole tour: no km billed beyond those driven.
        const pack = card.packages?.find((p) => p.tour === tour.slug && p.cars.includes(car.id));
        if (pack) expect(fare).toMatchObject({ amount: pack.amount, basis: "package", billedKm: tourFigures(tour).km });
        else expect(fare.billedKm).toBeGreaterThanOrEqual(card.minKmPerDay * tour.days.length);
      }
    }
  });
});

describe("a tour's page", () => {
  const page = (lang: Lang, slug: string) => toursPageData(lang, slug) as TourData;

  it("says what the price leaves out, hotels, meals and tickets first, on the page and in its message, in every language", () => {
    for (const lang of LANGS)
      for (const tour of tours) {
        const data = page(lang, tour.slug);
        const items = pageWords("tours", lang).tourPage.items;
        expect(data.includes.leftOut.items.slice(0, 3), `${lang} ${tour.slug}`).toEqual([items.hotels, items.meals, items.tickets]);
        for (const item of data.includes.leftOut.items) expect(data.message).toContain(item);
      }
  });

  it("names the Gir permit, the jeep and the ropeway where the tour goes to Gir and Junagadh", () => {
    const items = pageWords("tours", "en").tourPage.items;
    expect(page("en", "saurashtra").includes.leftOut.items).toEqual(
      expect.arrayContaining([items.girPermit, items.girJeep, items.ropeway]),
    );
  });

  it("never says a fare is counted by the km of its days where the fare beside it is a package price", () => {
    const words = pageWords("tours", "en").tourPage;
    for (const tour of tours) {
      const fares = page("en", tour.slug).fares!;
      const packaged = fares.table.listed?.[0]?.cars.length ?? 0;
      if (packaged === fares.table.rows.length) expect(fares.text).toBe("");
      else if (packaged) {
        expect(fares.text).toBe(words.faresTextMixed);
        expect(fares.notes).toContain(words.packageChange);
      } else expect(fares.text).toBe(words.faresText);
    }
    // The sample prices Saurashtra as a package for the cars, and its vans by the km.
    expect(page("en", "saurashtra").fares!.text).toBe(words.faresTextMixed);
  });

  it("costs, in every car, no less than the shorter tour whose stops it holds: Saurashtra against Dwarka and Somnath", () => {
    const [short, long] = ["dwarka-somnath", "saurashtra"].map((s) => tours.find((t) => t.slug === s)!);
    for (const car of cars) {
      const rate = carRate(car.id)!;
      expect(estimate(tourTrip(long), rate, rateCard!)!.amount, car.name).toBeGreaterThanOrEqual(
        estimate(tourTrip(short), rate, rateCard!)!.amount,
      );
    }
  });
});
