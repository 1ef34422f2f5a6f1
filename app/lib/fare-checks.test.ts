import { describe, expect, it } from "vitest";
import type { RateCard } from "./fare.ts";
import { fixedFareWarnings } from "./fare-checks.ts";

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
