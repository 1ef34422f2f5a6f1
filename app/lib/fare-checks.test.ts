import { describe, expect, it } from "vitest";
import type { RateCard } from "./fare.ts";
import { fixedFareWarnings, tourWarnings } from "./fare-checks.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { placesData } from "#app/content/places/places.ts";
import { tourFigures, tours } from "#app/content/tours/tours.ts";

const card: RateCard = { minKmPerDay: 300, dayDriveHours: 10, oneWayMinKm: 130, gstIncluded: false };
const rates = [{ car: 3, perKm: 11, driverPerDay: 300, oneWayPerKm: 12 }];
const places = [{ slug: "ahmedabad", en: "Ahmedabad", distanceKm: 220, drivingTime: "4:00" }];
const warn = (fixed: RateCard["fixed"]) => fixedFareWarnings({ ...card, fixed }, rates, places, () => "Swift Dzire");

describe("fixed fares far from the km", () => {
  // By the km: one way (220 × 12 + 300) × 1.05 → ₹3,100; a same-day return (440 × 11 + 300) × 1.05 → ₹5,400.
  it("warns, naming the place and the car, when a fare is under half or over twice the formula", () => {
    expect(warn([{ place: "ahmedabad", cars: [3], oneWay: 250 }])).toEqual([
      "the fixed fare to Ahmedabad, one way, for car 3, Swift Dzire, is ₹250: under half the ₹3,100 that the km give. Check it; if you mean it, nothing needs to change",
    ]);
    expect(warn([{ place: "ahmedabad", cars: [3], return: 11000 }])[0]).toContain(
      "return the same day, for car 3, Swift Dzire, is ₹11,000: over twice the ₹5,400",
    );
  });
  it("says nothing of a fare within the band, or of a car without rates", () => {
    expect(warn([{ place: "ahmedabad", cars: [3], oneWay: 2500, return: 5000 }])).toEqual([]);
    expect(warn([{ place: "ahmedabad", cars: [3], oneWay: 1550 }])).toEqual([]);
    expect(warn([{ place: "ahmedabad", cars: [9], oneWay: 100 }])).toEqual([]);
  });
});

describe("tours priced against each other and against their km", () => {
  const short = { slug: "dwarka-somnath", km: 742 - 130, days: 4, stops: ["dwarka", "somnath"] };
  const long = { slug: "saurashtra", km: 742, days: 6, stops: ["dwarka", "somnath", "sasan-gir"] };
  const priced = (amount: number) =>
    tourWarnings({ ...card, packages: [{ tour: "saurashtra", cars: [3], amount }] }, rates, [short, long], () => "Swift Dzire");

  it("warns when a tour costs less than a shorter tour whose stops it holds, and when a package is far under its km", () => {
    // By the km, the shorter tour: 1,200 km (4 days × 300) × 11 + 4 × 300, with 5% GST → ₹15,200.
    const warnings = priced(13500);
    expect(warnings[0]).toBe(
      "the tour saurashtra (6 days) costs ₹13,500 for car 3, Swift Dzire: less than the ₹15,200 of dwarka-somnath (4 days), whose stops it holds. Check its price",
    );
    expect(warnings[1]).toMatch(
      /^the package price of saurashtra for car 3, Swift Dzire is ₹13,500: under 70% of the ₹\d{2},\d{3} that its km give/,
    );
  });
  it("says nothing of a package above the shorter tour and near its km", () => {
    expect(priced(18500)).toEqual([]);
  });
  it("has nothing to say of the sample's tours and packages", () => {
    const checked = tours.map((t) => ({
      slug: t.slug,
      km: tourFigures(t).km,
      days: t.days.length,
      stops: t.days.flatMap((d) => [...(d.via ?? []), d.night]).filter((s) => s !== placesData.city.slug),
    }));
    const sample = cars.flatMap((c) => carRate(c.id) ?? []);
    expect(tourWarnings(rateCard!, sample, checked, (id) => cars.find((c) => c.id === id)!.name)).toEqual([]);
  });
});
