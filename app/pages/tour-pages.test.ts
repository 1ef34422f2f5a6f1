/** Every tour's fare, in every car, from the one estimate (lib/fare.ts) over the tour's km and days. */
import { describe, expect, it } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";
import { estimate } from "#app/lib/fare.ts";
import { tourTrip } from "./tour-pages.ts";

describe("the tours", () => {
  it("cost, in every car, never less than their km at the lowest rate, nor less than the minimum a day", () => {
    const card = rateCard!;
    const lowest = Math.min(...cars.map((c) => carRate(c.id)!.perKm));
    for (const tour of tours) {
      for (const car of cars) {
        const fare = estimate(tourTrip(tour), carRate(car.id)!, card)!;
        expect(fare.amount).toBeGreaterThanOrEqual(tourFigures(tour).km * lowest);
        expect(fare.billedKm).toBeGreaterThanOrEqual(card.minKmPerDay * tour.days.length);
      }
    }
  });
});
