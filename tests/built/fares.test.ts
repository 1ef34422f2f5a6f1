/**
 * Fares from the owner's rate card, as the build wrote them: each car's rate a km and the rate
 * card on /cars/, each place's fares by car, each tour's km billed, the city's transfers, the
 * tolls and what a tour's price leaves out. Every figure is checked against the one estimate
 * (lib/fare.ts) and the rate card, in every language where the words change. (Moved from
 * tests/e2e/fares.spec.ts; the planner's estimate, which its script computes, stays there.)
 */
import { describe, expect, test } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { editions, pageWords } from "#app/content/words/words.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { homeCity, placesData } from "#app/content/places/places.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { estimate } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { localePath } from "#app/lib/i18n.ts";
import { rupees } from "#app/lib/money.ts";
import { placePath, tourPath } from "#app/site-pages.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { roadTolls } from "#app/content/tours/plazas.ts";
import { type Element, type Page, page, squash, text } from "./pages.ts";

const card = rateCard!;
const others = placesData.places;
/** "₹12,900" → 12900 */
const amount = (s: string) => Number(s.replace(/[^\d]/g, ""));
const texts = (els: Element[]) => els.map((e) => squash(text(e)));

/** A fare table (components/fare-table.tsx) by its caption, under `root`. */
function table(p: Page, root: Element, name?: string): Element {
  const found = p.all("table", root).filter((t) => name === undefined || squash(text(p.the("caption", t))).includes(name));
  expect(found, `table ${name ?? ""}`).toHaveLength(1);
  return found[0];
}
const columnHeaders = (p: Page, t: Element) => texts(p.all("th[scope=col]", t));
/** A row by its name (its cells' words, as the browser names a row), and its data cells. */
function rowCells(p: Page, t: Element, name: string): string[] {
  const rows = p.all("tr", t).filter((tr) => squash(text(tr)).toLowerCase().includes(squash(name).toLowerCase()));
  expect(rows, `row ${name}`).toHaveLength(1);
  return texts(p.all("td", rows[0]));
}
const fareSection = (p: Page) => p.all("section").find((s) => p.one("#fares-title", s))!;

describe("fares", () => {
  test("the sample content has a rate card for every car (the tests below read it)", () => {
    expect(rateCard).not.toBeNull();
    for (const car of cars) expect(carRate(car.id), `car ${car.id}`).toBeDefined();
  });

  for (const lang of LANGS) {
    test(`${languages[lang].name}: /cars/ shows each car's rate a km, and the rate card with what it leaves out`, () => {
      const { fares } = editions[lang].words;
      const { carCard } = editions[lang].cars;
      const p = page(localePath(lang, "/cars/"));
      const cards = p.all('[data-testid="car-grid"] article');
      expect(cards).toHaveLength(cars.length);
      for (const [i, car] of cars.entries()) expect(squash(text(cards[i]))).toContain(squash(fares.perKm(rupees(carRate(car.id)!.perKm))));
      const rates = p.region(fares.rateCardTitle);
      const t = table(p, rates, fares.rateCardTitle);
      expect(columnHeaders(p, t)).toEqual([fares.car, fares.perKmColumn, fares.oneWayColumn, fares.driverColumn].map(squash));
      for (const car of cars) {
        const rate = carRate(car.id)!;
        // A car without a one-way rate: "–", its drop billed as a return trip.
        expect(rowCells(p, t, carCard.label(car.name, car.capacity))).toEqual(
          [rupees(rate.perKm), rate.oneWayPerKm ? rupees(rate.oneWayPerKm) : "–", rupees(rate.driverPerDay)].map(squash),
        );
      }
      // Both ways of billing a drop are named, since the sample card has cars of each.
      const words = squash(text(rates));
      expect(words).toContain(squash(fares.oneWayRate(card.oneWayMinKm)));
      expect(words).toContain(squash(fares.oneWayAsReturn));
      for (const item of fares.notIncluded)
        expect(p.listItems(rates).filter((li) => squash(text(li)).includes(squash(item)))).toHaveLength(1);
      expect(words).toContain(squash(fares.minKm(card.minKmPerDay)));
      expect(words).toContain(squash(fares.estimateNote));
    });
  }

  test("every place's page shows the fare from the city for each car, one way and return, the same figures in every language", () => {
    const lowest = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
    for (const place of others) {
      const seen: Record<string, string[][]> = {};
      for (const lang of LANGS) {
        const { fares } = editions[lang].words;
        const p = page(localePath(lang, `${placePath(place.slug)}/`));
        const section = p.region(fares.faresTitle(homeCity[lang]));
        const t = table(p, section);
        const trips = placeTrips(place, card);
        const returns = trips.filter((x) => x.kind === "return");
        expect(columnHeaders(p, t)).toEqual([fares.car, fares.oneWay, ...returns.map((x) => fares.returnTrip(x.days))].map(squash));
        const rows = p.all("tbody tr", t).map((tr) => p.all("td", tr).map((td) => text(td)));
        expect(rows).toHaveLength(cars.length);
        seen[lang] = rows;
        const words = squash(text(section));
        for (const item of fares.notIncluded) expect(words).toContain(squash(item));
        // Where the minimum a day lifts a return fare, the km billed beside the km driven.
        for (const trip of returns) {
          const back = estimate(trip, carRate(cars.at(-1)!.id)!, card)!;
          const line = `${fares.returnTrip(trip.days)}: ${fares.kmBilled(back.drivenKm, back.billedKm, back.days, card.minKmPerDay)}`;
          if (back.billedKm > back.drivenKm) expect(words).toContain(squash(keepNumbers(line)));
          else expect(words).not.toContain(squash(fares.kmBilled(back.drivenKm, back.billedKm, back.days, card.minKmPerDay)));
        }
      }
      expect(seen.gu, place.en).toEqual(seen.en);
      expect(seen.hi, place.en).toEqual(seen.en);
      const trips = placeTrips(place, card);
      seen.en.forEach((row, i) => {
        const rate = carRate(cars[i].id)!;
        expect(row.map(amount)).toEqual(trips.map((x) => estimate(x, rate, card)!.amount));
        // By the km, never below the distance times the lowest rate (a fixed fare is the owner's own figure).
        trips.forEach((x, j) => {
          if (!estimate(x, rate, card)!.basis)
            expect(amount(row[j])).toBeGreaterThanOrEqual((x.kind === "one-way" ? 1 : 2) * place.distanceKm * lowest);
        });
      });
    }
  });

  test("every tour's fares show the km driven and the km billed, in three languages, and no one-way rule", () => {
    for (const tour of tours) {
      const trip = estimate({ kind: "circuit", km: tourFigures(tour).km, days: tour.days.length }, carRate(cars[0].id)!, card)!;
      // The sample tours all drive fewer km than their days' minimum.
      expect(trip.billedKm, tour.slug).toBeGreaterThan(trip.drivenKm);
      for (const lang of LANGS) {
        const { fares } = editions[lang].words;
        const p = page(localePath(lang, `${tourPath(tour.slug)}/`));
        const words = squash(text(fareSection(p)));
        expect(words).toContain(squash(keepNumbers(fares.kmBilled(trip.drivenKm, trip.billedKm, trip.days, card.minKmPerDay))));
        expect(words).not.toContain(squash(fares.oneWayRate(card.oneWayMinKm)));
        expect(words).not.toContain(squash(fares.oneWayAsReturn));
      }
    }
    // "743 km driven; billed as 1,200 km (4 days × 300 km)", as the issue asked.
    expect(editions.en.words.fares.kmBilled(743, 1200, 4, 300)).toBe("743 km driven; billed as 1,200 km (4 days × 300 km)");
  });

  test("the city's page shows the airport's and the station's transfer fares for each car", () => {
    const { fares } = editions.en.words;
    const p = page(`${placePath(homeCity.slug)}/`);
    const t = table(p, p.region(fares.faresTitle(homeCity.en)));
    expect(columnHeaders(p, t)).toEqual([fares.car, fares.airport, fares.station]);
    const dzire = cars.find((c) => c.name === "Swift Dzire")!;
    const expected = homeCity.points!.map((x) => estimate({ kind: "transfer", km: x.km, point: x.slug }, carRate(dzire.id)!, card)!.amount);
    // The sample's airport run is what the trade sells it for in a sedan.
    expect(expected[0]).toBeLessThanOrEqual(1300);
    expect(rowCells(p, t, editions.en.cars.carCard.label(dzire.name, dzire.capacity))).toEqual(expected.map(rupees).map(squash));
  });

  for (const lang of LANGS) {
    test(`${lang}: the Ahmedabad page gives the tolls on the way in rupees, and each tour page what its price leaves out`, () => {
      const { fares } = editions[lang].words;
      const ahmedabad = placesData.places.find((x) => x.slug === "ahmedabad")!;
      const sum = roadTolls(ahmedabad.tolls)!;
      const p = page(localePath(lang, placePath("ahmedabad")));
      const words = squash(text(fareSection(p)));
      expect(words).toContain(squash(keepNumbers(fares.tollsOneWay(rupees(sum.car), rupees(sum.van), "")).split("(")[0]));
      expect(words).toContain(squash(rupees(sum.car)));
      const tourWords = pageWords("tours", lang).tourPage;
      for (const tour of tours) {
        const t = page(localePath(lang, tourPath(tour.slug)));
        const part = t.region(tourWords.includesTitle);
        // Each as an item of its own: the text of one element, whole.
        for (const item of [tourWords.items.hotels, tourWords.items.meals, tourWords.items.tickets])
          expect(
            t.all("*", part).some((el) => squash(text(el)) === squash(item)),
            item,
          ).toBe(true);
      }
    });
  }
});
