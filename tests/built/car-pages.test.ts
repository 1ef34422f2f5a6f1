/**
 * The page of each car model (/cars/<model>/) as the build wrote it, in three languages: each
 * size with its passengers, bags, AC and features, Call and WhatsApp naming the model and its
 * seats, the link to the planner; the fares, each equal to the one estimate (lib/fare.ts)
 * computed here from the data; the head and the structured data. And the links to these pages:
 * every card on /cars/, and the car names of the places' and the tours' fare tables. (Moved
 * from tests/e2e/car-pages.spec.ts; following those links, and the scripts a car's page loads
 * once painted, stay in the browser.)
 */
import { describe, expect, test } from "vitest";
import { carModels, cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { homeCity, placesData } from "#app/content/places/places.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate, type Trip } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { localePath } from "#app/lib/i18n.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { rupees } from "#app/lib/money.ts";
import { carPath, placePath, tourPath } from "#app/site-pages.ts";
import { attr, fileText, page, squash, text } from "./pages.ts";

const SITE_URL = "https://navkartours.example";
const card = rateCard!;
/** The places whose fares a car's page gives: the first five of places.json (docs/decisions/021). */
const farePlaces = placesData.places.slice(0, 5);
const tourTrip = (tour: (typeof tours)[number]): Trip => ({
  kind: "circuit",
  km: tourFigures(tour).km,
  days: tour.days.length,
  tour: tour.slug,
});
/** What a cell shows: the figure, its number and unit kept together as the page writes them. */
const cell = (amount: number) => squash(keepNumbers(rupees(amount)));

describe("the car models' pages", () => {
  test("there is a page for each of the eight models, in three languages, in the sitemap", () => {
    expect(carModels.map((m) => m.slug)).toEqual([
      "innova-crysta",
      "ertiga",
      "swift-dzire",
      "baleno",
      "nexa-xl6",
      "aura",
      "urbania",
      "tempo-traveller",
    ]);
    const sitemap = fileText("sitemap.xml");
    for (const m of carModels)
      for (const lang of LANGS) expect(sitemap).toContain(`<loc>${SITE_URL}${localePath(lang, carPath(m.slug))}</loc>`);
  });

  for (const lang of LANGS) {
    test(`${languages[lang].englishName}: each model's page shows every size's passengers, bags, AC and features, and fares equal to the estimate`, () => {
      const { carCard, carPage } = editions[lang].cars;
      const { fares, messages } = editions[lang].words;
      for (const model of carModels) {
        const path = localePath(lang, carPath(model.slug));
        const p = page(path);
        // Sentences name the model as the language writes it (ટેમ્પો ટ્રાવેલર); the sizes keep the Latin name.
        expect(p.title, path).toBe(carPage.title(model.textName[lang], homeCity[lang]));
        expect(p.headings(1).map((h) => squash(text(h)))).toEqual([squash(carPage.heading(model.textName[lang]))]);
        expect(attr(p.the('link[rel="canonical"]'), "href")).toBe(`${SITE_URL}${path}`);
        const main = p.the("main");
        // Its photo, processed and described.
        expect(p.all("source", p.the("picture", main))).toHaveLength(2);

        for (const car of model.cars) {
          const label = carCard.label(car.name, car.capacity);
          const size = p.region(label, { exact: true, root: main });
          for (const words of [
            carCard.seats(car.capacity),
            carCard.luggage(car.luggage),
            `${carCard.ac(car.ac)} · ${carCard.fuel(car.fuel)}`,
          ])
            expect(p.hasText(words, size), `${path} ${label}: ${words}`).toBe(true);
          for (const f of car.features) expect(p.hasText(f[lang], size), `${path} ${label}: ${f[lang]}`).toBe(true);
          // Call dials the business; WhatsApp names the model and its seats, in the page's language.
          expect(attr(p.link(carCard.callLabel(label), { root: size }), "href")).toBe(`tel:${car.phone}`);
          const whatsapp = p.all('a[href^="https://wa.me/"]', size);
          expect(whatsapp).toHaveLength(1);
          const message = new URL(attr(whatsapp[0], "href")!).searchParams.get("text")!;
          expect(message).toBe(messages.car(car));
          expect(message).toContain(car.name);
          expect(message).toContain(String(car.capacity));
          expect(attr(p.link(carPage.plan, { root: size }), "href")).toBe(`${localePath(lang, "/cars")}?car=${car.id}#plan`);
        }

        // The fares from the city: a row for each trip, a column for each size, each the estimate.
        const table = p.the("table", p.region(fares.faresTitle(homeCity[lang]), { root: main }));
        expect(p.all("th[scope=col]", table).map((th) => squash(text(th)))).toEqual(
          [carPage.tripColumn, ...model.cars.map((c) => keepNumbers(carCard.label(c.name, c.capacity)))].map(squash),
        );
        const rows = p.all("tbody tr", table);
        // Each place one way, then each of its returns (the same day, overnight).
        const trips = farePlaces.flatMap((place) => placeTrips(place, card).map((trip) => ({ place, trip })));
        expect(rows).toHaveLength(trips.length);
        for (const [i, { place, trip }] of trips.entries()) {
          expect(p.links(undefined, { root: rows[i] }).map((a) => attr(a, "href"))).toEqual([localePath(lang, placePath(place.slug))]);
          expect(p.all("td", rows[i]).map((td) => squash(text(td)))).toEqual(
            model.cars.map((c) => cell(estimate(trip, carRate(c.id)!, card)!.amount)),
          );
        }
        // Every tour's whole fare in each size.
        const tourRows = p.all("tbody tr", p.region(carPage.toursTitle, { root: main }));
        expect(tourRows).toHaveLength(tours.length);
        for (const [i, tour] of tours.entries()) {
          expect(p.links(undefined, { root: tourRows[i] }).map((a) => attr(a, "href"))).toEqual([localePath(lang, tourPath(tour.slug))]);
          expect(p.all("td", tourRows[i]).map((td) => squash(text(td)))).toEqual(
            model.cars.map((c) => cell(estimate(tourTrip(tour), carRate(c.id)!, card)!.amount)),
          );
        }
        // The rate card's rows of its sizes, and what every fare leaves out.
        const rates = p
          .all("table", p.region(fares.rateCardTitle, { root: main }))
          .find((t) => squash(text(p.the("caption", t))).includes(squash(fares.rateCardTitle)))!;
        for (const c of model.cars) {
          const name = squash(keepNumbers(carCard.label(c.name, c.capacity))).toLowerCase();
          const row = p.all("tr", rates).filter((tr) => squash(text(tr)).toLowerCase().includes(name));
          expect(row, `${path} ${name}`).toHaveLength(1);
          expect(squash(text(p.the("td", row[0])))).toBe(squash(rupees(carRate(c.id)!.perKm)));
        }
        for (const item of fares.notIncluded) expect(p.hasText(item, main), `${path}: ${item}`).toBe(true);
        // The page's structured data names each size as a Car.
        expect(p.jsonLd["@graph"].filter((n) => n["@type"] === "Car")).toHaveLength(model.cars.length);
      }
    });
  }

  for (const lang of ["en", "hi"] as const) {
    test(`${languages[lang].englishName}: every card on /cars/ shows the bags, the AC and the fuel, and its name links to its model's page`, () => {
      const { carCard } = editions[lang].cars;
      const p = page(localePath(lang, "/cars"));
      const items = p.all('[data-testid="car-grid"] > li');
      expect(items).toHaveLength(cars.length);
      for (const [i, car] of cars.entries()) {
        expect(p.hasText(carCard.luggage(car.luggage), items[i])).toBe(true);
        expect(p.hasText(`${carCard.ac(car.ac)} · ${carCard.fuel(car.fuel)}`, items[i])).toBe(true);
        expect(attr(p.link(car.name, { root: p.the("h2", items[i]) }), "href")).toBe(localePath(lang, carPath(car.model)));
      }
    });
  }

  test("the car names of a place's and a tour's fare tables, and of the rate card, link to their models' pages", () => {
    const { carCard } = editions.gu.cars;
    for (const path of [localePath("gu", placePath("dwarka")), localePath("gu", tourPath(tours[0].slug)), localePath("gu", "/cars")]) {
      const p = page(path);
      const table = p.the("main table");
      for (const car of cars)
        expect(attr(p.link(keepNumbers(carCard.label(car.name, car.capacity)), { root: table }), "href"), `${path} ${car.id}`).toBe(
          localePath("gu", carPath(car.model)),
        );
    }
  });

  test("a car's page names its other editions, and has no planner", () => {
    const p = page("/hi/cars/innova-crysta/");
    expect(p.all("#planner-island")).toHaveLength(0);
    expect(p.all('link[rel="alternate"][hreflang]').map((l) => `${attr(l, "hreflang")} ${attr(l, "href")}`)).toEqual([
      `en-IN ${SITE_URL}/cars/innova-crysta/`,
      `gu-IN ${SITE_URL}/gu/cars/innova-crysta/`,
      `hi-IN ${SITE_URL}/hi/cars/innova-crysta/`,
      `x-default ${SITE_URL}/cars/innova-crysta/`,
    ]);
  });
});
