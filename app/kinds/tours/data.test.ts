/** Every tour's fare, in every car, from the one estimate (lib/fare.ts) over the tour's km and days. */
import { describe, expect, it } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { tourTrip } from "#app/lib/tour-links.ts";

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
