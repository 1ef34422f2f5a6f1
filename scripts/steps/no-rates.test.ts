/**
 * Without a rate card ("Show fares on the site" off), no price appears anywhere: not on the
 * cars page (its cards, its rate card), not on any car's page, not on any place's page, not on the tours pages, not
 * in the planner's estimate (a tour's included), not in the structured data. The pages are rendered here as the build renders
 * them, with the rate card turned off.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";

vi.mock("#app/content/fleet/rates.ts", () => ({ rateCard: null, carRate: () => undefined, carRates: [] }));
// The pictures come from the build's image pipeline, which these tests do not run.
vi.mock("#app/components/picture.tsx", () => ({ Picture: () => null }));

const { WordsContext } = await import("#app/components/words.tsx");
const { CarsPage } = await import("#app/kinds/cars/page.tsx");
const { PlacesPage } = await import("#app/kinds/places/page.tsx");
const { placesPageData } = await import("#app/kinds/places/data.ts");
const { siteWords } = await import("#app/content/words/words.ts");
const { plannerPlaces, placeSlugs } = await import("#app/content/places/places.ts");
const { carCatalog } = await import("#app/lib/structured-data.ts");
const { carsGraph } = await import("#app/kinds/cars/head.ts");
const { toursGraph } = await import("#app/kinds/tours/head.ts");
const { CarPage } = await import("#app/kinds/cars/car-page.tsx");
const { carPageData, plannerIslandData } = await import("#app/kinds/cars/data.ts");
const { carModels } = await import("#app/content/fleet/cars.ts");
const { tourEstimate, tripEstimate } = await import("#app/kinds/cars/island/trip/trip.ts");
const { ToursPage } = await import("#app/kinds/tours/page.tsx");
const { toursPageData } = await import("#app/kinds/tours/data.ts");
const { plannerTours } = await import("#app/kinds/cars/planner-tours.ts");
const { pageKind, pagesOf } = await import("#app/page-kinds.ts");
const { cars } = await import("#app/content/fleet/cars.ts");
const { carRate, rateCard } = await import("#app/content/fleet/rates.ts");
const { LANGS } = await import("#app/content/languages.ts");

const render = (lang: (typeof LANGS)[number], page: React.ReactElement) =>
  renderToStaticMarkup(createElement(WordsContext, { value: siteWords(lang) }, page));

describe("without a rate card", () => {
  it("the cars page shows no rate and no rate card", () => {
    for (const lang of LANGS) {
      const html = render(lang, createElement(CarsPage, { data: { ...plannerIslandData(lang), notices: [] } }));
      expect(html).toContain(cars[0].name);
      expect(html).not.toContain("₹");
      expect(html).not.toContain('id="rates"');
    }
  });

  it("no place's page shows a fare", () => {
    for (const lang of LANGS) {
      for (const slug of placeSlugs) {
        const data = placesPageData(lang, slug)!;
        expect(data.kind === "place" && data.fares).toBeNull();
        expect(render(lang, createElement(PlacesPage, { data }))).not.toContain("₹");
      }
    }
  });

  it("no tours page shows a fare, and no tour has offers in the structured data", () => {
    for (const lang of LANGS) {
      for (const page of pagesOf(pageKind("tours"))) {
        const data = toursPageData(lang, page.slug)!;
        if (data.kind === "tour") expect(data.fares).toBeNull();
        else expect(data.tours.every((t) => t.from === null)).toBe(true);
        expect(render(lang, createElement(ToursPage, { data }))).not.toContain("₹");
        expect(JSON.stringify(toursGraph({ origin: "https://navkartours.example", base: "/" }, lang, page.slug))).not.toMatch(
          /offers|price/i,
        );
      }
    }
  });

  it("no car's page shows a rate or a fare, and no car has offers in the structured data", () => {
    for (const lang of LANGS) {
      for (const model of carModels) {
        const data = carPageData(lang, model.slug)!;
        expect([data.rates, data.fares, data.tours]).toEqual([null, null, null]);
        const html = render(lang, createElement(CarPage, { data }));
        expect(html).toContain(data.sizes[0].facts.luggage);
        expect(html).not.toContain("₹");
        expect(JSON.stringify(carsGraph({ origin: "https://navkartours.example", base: "/" }, lang, model.slug))).not.toMatch(
          /offers|price/i,
        );
      }
    }
  });

  it("the planner gives no estimate, and the structured data no price", () => {
    const trip = {
      pickup: "Rajkot",
      drop: "Dwarka",
      roundTrip: false,
      date: "",
      returnDate: "",
      time: "",
      passengers: "3",
      carId: "",
      name: "",
    };
    expect(tripEstimate(trip, plannerPlaces, cars, carRate, rateCard)).toBeNull();
    expect(tourEstimate({ ...trip, tour: "dwarka-somnath" }, plannerTours("en").tours[0], cars, carRate, rateCard)).toBeNull();
    expect(JSON.stringify(carCatalog({ origin: "https://navkartours.example", base: "/" }))).not.toContain("priceSpecification");
  });
});
