/**
 * The owner's price list as the build wrote it (decision 026): a fixed fare to a place on its
 * page, the car's page and the cars page's rate card; a same-day return beside the overnight
 * one; a tour's package price. The figures expected are the sample rate card's own, read from
 * its file, not the estimate's. (Moved from tests/e2e/price-list.spec.ts; the planner, which
 * takes these prices and says which it used, stays there.)
 */
import { describe, expect, test } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { placesData } from "#app/content/places/places.ts";
import { editions } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { rupees } from "#app/lib/money.ts";
import { carPath, placePath, tourPath } from "#app/site-pages.ts";
import { type Element, type Page, page, squash, text } from "./pages.ts";

const card = rateCard!;
const dzire = cars.find((c) => c.name === "Swift Dzire")!;
const ahmedabad = placesData.places.find((p) => p.slug === "ahmedabad")!;
const fixed = card.fixed!.find((f) => f.place === "ahmedabad" && f.cars.includes(dzire.id) && f.oneWay !== undefined)!;
const pack = card.packages!.find((p) => p.tour === "saurashtra" && p.cars.includes(dzire.id))!;
const { fares } = editions.en.words;
const { carCard, carPage } = editions.en.cars;
const dzireLabel = keepNumbers(carCard.label(dzire.name, dzire.capacity));

/** The data cells of the one row named `name` (its cells' words) under `root`. */
function cells(p: Page, root: Element, name: string): string[] {
  const rows = p.all("tr", root).filter((tr) => squash(text(tr)).toLowerCase().includes(squash(name).toLowerCase()));
  expect(rows, `${p.path}: row ${name}`).toHaveLength(1);
  return p.all("td", rows[0]).map((td) => squash(text(td)));
}

describe("the owner's price list", () => {
  test("the sample sets Ahmedabad one way and the Saurashtra tour for a Swift Dzire (the tests below read them)", () => {
    expect(fixed.oneWay).toBe(2500);
    expect(pack.amount).toBeGreaterThan(0);
  });

  test("Ahmedabad one way is the owner's fixed fare on its page, the Swift Dzire's page and the cars page", () => {
    const figure = squash(rupees(fixed.oneWay!));
    const place = page(`${placePath(ahmedabad.slug)}/`);
    const placeTable = place.region(fares.faresTitle(placesData.city.en));
    expect(cells(place, placeTable, dzireLabel)[0]).toBe(figure);
    expect(squash(text(placeTable))).toContain(squash(fares.fixedNote(fares.oneWay, "").split(":")[0]));

    const car = page(`${carPath("swift-dzire")}/`);
    expect(cells(car, car.the("body"), carPage.fareRow(ahmedabad.en, fares.oneWay))).toEqual([figure]);

    // The cars page's rate card: the fixed fares from the city, every car's figure.
    const cars_ = page("/cars/");
    expect(cells(cars_, cars_.the('[data-testid="fixed-fares"]'), dzireLabel)).toEqual([figure]);
  });

  test("Somnath, Ahmedabad and Dwarka (a long day, as the trade drives it) show a return on the same day beside the overnight one; Surat, too far for a day, only the overnight", () => {
    for (const [slug, columns] of [
      ["somnath", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
      ["ahmedabad", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
      ["dwarka", [fares.oneWay, fares.returnTrip(1), fares.returnTrip(2)]],
      ["surat", [fares.oneWay, fares.returnTrip(3)]],
    ] as const) {
      const p = page(`${placePath(slug)}/`);
      const table = p.the("table", p.region(fares.faresTitle(placesData.city.en)));
      expect(
        p.all("th[scope=col]", table).map((th) => squash(text(th))),
        slug,
      ).toEqual([fares.car, ...columns].map(squash));
    }
  });

  test("the Saurashtra tour shows its package price in Gujarati and says it is one", () => {
    const gu = editions.gu;
    const p = page(localePath("gu", `${tourPath("saurashtra")}/`));
    const section = p.all("section").find((s) => p.one("#fares-title", s))!;
    expect(cells(p, section, keepNumbers(gu.cars.carCard.label(dzire.name, dzire.capacity)))).toEqual([squash(rupees(pack.amount))]);
    expect(squash(text(section))).toContain(squash(gu.words.fares.packageNote("", "").split(":")[0]));
  });
});
