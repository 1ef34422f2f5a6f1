import { describe, expect, it } from "vitest";
import {
  calendarDays,
  type CarRate,
  estimate,
  fitsInADay,
  GST_RATE,
  type RateCard,
  returnOptions,
  ROUND_TO,
  shortestReturn,
} from "./fare.ts";

const card: RateCard = {
  minKmPerDay: 250,
  dayDriveHours: 10,
  oneWayMinKm: 130,
  gstIncluded: false,
  nightAllowance: 250,
  local: { hours: 8, km: 80 },
};
const dzire = { perKm: 11, driverPerDay: 300, local: 2000, extraHour: 150 };
/** The same car with a one-way rate, as Rajkot's one-way operators sell a drop. */
const dzireOneWay = { ...dzire, oneWayPerKm: 12 };
const innova = { perKm: 18, driverPerDay: 400, local: 3000, extraHour: 250 };

describe("estimate: outstation", () => {
  it("bills the minimum a day when the km driven are fewer", () => {
    // Dwarka and back in 2 days: 450 km driven, 500 km billed.
    const e = estimate({ kind: "return", km: 225, days: 2 }, dzire, card)!;
    expect(e.billedKm).toBe(500);
    // (500 × 11 + 2 × 300) × 1.05 = 6405 → 6500
    expect(e.amount).toBe(6500);
    expect(e.days).toBe(2);
  });
  it("bills the km driven when they are more than the minimum", () => {
    const e = estimate({ kind: "return", km: 430, days: 2 }, dzire, card)!;
    expect(e.billedKm).toBe(860);
  });
  it("bills a car's one-way drop at its one-way rate, at least the minimum for a drop, in the days of the drive", () => {
    // Dwarka, 225 km and 4 h 15 min: (225 × 12 + 300) × 1.05 = 3150 → 3200, one day.
    expect(estimate({ kind: "one-way", km: 225, minutes: 255 }, dzireOneWay, card)).toEqual({
      amount: 3200,
      billedKm: 225,
      drivenKm: 225,
      days: 1,
      oneWay: "rate",
    });
    // Junagadh, 100 km: the minimum for a drop, 130 km.
    expect(estimate({ kind: "one-way", km: 100, minutes: 120 }, dzireOneWay, card)!.billedKm).toBe(130);
    // A drive longer than a day's takes two days, with two days' allowance.
    expect(estimate({ kind: "one-way", km: 700, minutes: 660 }, dzireOneWay, card)!.days).toBe(2);
  });
  it("bills a drop as a return trip for a car without a one-way rate, over the days its drive there and back takes", () => {
    // Dwarka and back: 8 h 30 min, one day; 450 km driven and billed.
    expect(estimate({ kind: "one-way", km: 225, minutes: 255 }, dzire, card)).toMatchObject({
      billedKm: 450,
      drivenKm: 450,
      days: 1,
      oneWay: "as-return",
    });
    // Surat, 430 km and 7 h 30 min each way: 15 hours there and back, more than a day's drive
    // (10 hours): two days, with two days' allowance, never one.
    const surat = estimate({ kind: "one-way", km: 430, minutes: 450 }, dzire, card)!;
    expect(surat.days).toBeGreaterThanOrEqual(2);
    expect(surat).toMatchObject({ billedKm: 860, drivenKm: 860, days: 2 });
    // (860 × 11 + 2 × 300) × 1.05 = 10,563 → 10,600
    expect(surat.amount).toBe(10_600);
    // Jamnagar and back (1 h 45 min each way) on the minimum of a day.
    expect(estimate({ kind: "one-way", km: 90, minutes: 105 }, dzire, card)).toMatchObject({ billedKm: 250, drivenKm: 180, days: 1 });
  });
  it("gives the km driven beside the km billed", () => {
    expect(estimate({ kind: "circuit", km: 743, days: 4 }, dzire, card)).toMatchObject({ drivenKm: 743, billedKm: 1000, days: 4 });
    expect(estimate({ kind: "return", km: 225, days: 2 }, dzire, card)).toMatchObject({ drivenKm: 450, billedKm: 500 });
  });
  it("adds the driver's allowance for each day", () => {
    const one = estimate({ kind: "circuit", km: 1000, days: 3 }, { perKm: 10, driverPerDay: 0 }, { ...card, gstIncluded: true })!;
    const withDriver = estimate({ kind: "circuit", km: 1000, days: 3 }, { perKm: 10, driverPerDay: 500 }, { ...card, gstIncluded: true })!;
    expect(one.amount).toBe(10_000);
    expect(withDriver.amount - one.amount).toBe(1500);
  });
  it("adds GST unless the rates include it", () => {
    const gross = estimate({ kind: "circuit", km: 1000, days: 1 }, { perKm: 10, driverPerDay: 0 }, card)!;
    const net = estimate({ kind: "circuit", km: 1000, days: 1 }, { perKm: 10, driverPerDay: 0 }, { ...card, gstIncluded: true })!;
    expect(net.amount).toBe(10_000);
    expect(gross.amount).toBe(10_000 * (1 + GST_RATE));
  });
  it("counts a circuit's km once, with the minimum over its days", () => {
    expect(estimate({ kind: "circuit", km: 900, days: 4 }, dzire, card)!.billedKm).toBe(1000);
    expect(estimate({ kind: "circuit", km: 1100, days: 4 }, dzire, card)!.billedKm).toBe(1100);
  });
  it("takes at least one day", () => {
    expect(estimate({ kind: "return", km: 90, days: 0 }, dzire, card)!.days).toBe(1);
  });
  it("rounds up to the step, never below the billed km times the rate", () => {
    for (const km of [1, 17, 90, 125, 225, 333, 430, 999]) {
      for (const days of [1, 2, 3, 5]) {
        for (const rate of [dzire, innova, { perKm: 23.5, driverPerDay: 450 }] as CarRate[]) {
          for (const c of [card, { ...card, gstIncluded: true }, { ...card, minKmPerDay: 300 }]) {
            const trips = [
              { kind: "one-way", km, minutes: km * 1.2 * days },
              { kind: "return", km, days },
              { kind: "circuit", km, days },
            ] as const;
            for (const r of [rate, { ...rate, oneWayPerKm: rate.perKm + 1 }]) {
              for (const trip of trips) {
                const e = estimate(trip, r, c)!;
                const perKm = e.oneWay === "rate" ? r.oneWayPerKm! : r.perKm;
                expect(e.amount % ROUND_TO).toBe(0);
                expect(e.billedKm).toBeGreaterThanOrEqual(e.drivenKm);
                expect(e.amount).toBeGreaterThanOrEqual(e.billedKm * perKm + e.days * r.driverPerDay);
                expect(e.amount - ROUND_TO).toBeLessThan(
                  (e.billedKm * perKm + e.days * r.driverPerDay) * (c.gstIncluded ? 1 : 1 + GST_RATE),
                );
              }
            }
          }
        }
      }
    }
  });
});

describe("estimate: in the city", () => {
  it("is the package's price within its km and hours", () => {
    // 2000 × 1.05 = 2100
    expect(estimate({ kind: "local", km: 60 }, dzire, card)).toEqual({ amount: 2100, billedKm: 80, drivenKm: 60, days: 1 });
  });
  it("adds the extra km and the extra hours", () => {
    // (2000 + 20 × 11 + 2 × 150) × 1.05 = 2646 → 2700
    expect(estimate({ kind: "local", km: 100, hours: 10 }, dzire, card)!.amount).toBe(2700);
  });
  it("gives no figure without a city package", () => {
    expect(estimate({ kind: "local", km: 60 }, dzire, { ...card, local: undefined })).toBeNull();
    expect(estimate({ kind: "local", km: 60 }, { perKm: 11, driverPerDay: 300 }, card)).toBeNull();
  });
});

describe("calendarDays", () => {
  it("counts both days, as a calendar day is billed", () => {
    expect(calendarDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(calendarDays("2026-12-01", "2026-12-02")).toBe(2);
    expect(calendarDays("2026-12-30", "2027-01-02")).toBe(4);
    expect(calendarDays("2028-02-28", "2028-03-01")).toBe(3);
  });
  it("is null for a missing or impossible date, or a return before the start", () => {
    expect(calendarDays("", "2026-12-01")).toBeNull();
    expect(calendarDays("2026-02-30", "2026-03-01")).toBeNull();
    expect(calendarDays("2026-12-02", "2026-12-01")).toBeNull();
  });
});

describe("the owner's price list: fixed fares and package prices", () => {
  const listed: RateCard = {
    ...card,
    fixed: [
      { place: "ahmedabad", cars: [3, 4], oneWay: 2500 },
      { place: "somnath", cars: [3], return: 4200 },
      { place: "dwarka", cars: [3], return: 6000, returnDays: 2 },
    ],
    packages: [{ tour: "saurashtra", cars: [3], amount: 13500 }],
  };
  const sedan = { ...dzireOneWay, car: 3 };
  const other = { ...dzireOneWay, car: 5 };
  const ahmedabad = { kind: "one-way", km: 220, minutes: 240, place: "ahmedabad" } as const;

  it("takes the fixed fare before the km for the cars it names, as it is (GST included), and says so", () => {
    const e = estimate(ahmedabad, sedan, listed)!;
    expect(e).toMatchObject({ amount: 2500, basis: "fixed", drivenKm: 220, billedKm: 220 });
    // The formula would be (220 × 12 + 300) × 1.05 = 3087 → 3100.
    expect(estimate(ahmedabad, sedan, card)!).toMatchObject({ amount: 3100 });
    expect(estimate(ahmedabad, sedan, card)!.basis).toBeUndefined();
  });
  it("prices by the km a car the fixed fare does not name, another place, a car without its number, and a trip of several stops", () => {
    expect(estimate(ahmedabad, other, listed)!.amount).toBe(estimate(ahmedabad, other, card)!.amount);
    expect(estimate({ ...ahmedabad, place: "surat" }, sedan, listed)!.basis).toBeUndefined();
    expect(estimate(ahmedabad, dzireOneWay, listed)!.basis).toBeUndefined();
    expect(estimate({ kind: "circuit", km: 500, days: 2 }, sedan, listed)!.basis).toBeUndefined();
  });
  it("takes a fixed one-way fare for a drop only, and a fixed return only for its own days", () => {
    expect(estimate({ kind: "return", km: 220, days: 1, place: "ahmedabad" }, sedan, listed)!.basis).toBeUndefined();
    expect(estimate({ kind: "one-way", km: 190, minutes: 225, place: "somnath" }, sedan, listed)!.basis).toBeUndefined();
    expect(estimate({ kind: "return", km: 190, days: 1, place: "somnath" }, sedan, listed)!).toMatchObject({
      amount: 4200,
      basis: "fixed",
    });
    expect(estimate({ kind: "return", km: 190, days: 2, place: "somnath" }, sedan, listed)!.basis).toBeUndefined();
    expect(estimate({ kind: "return", km: 225, days: 2, place: "dwarka" }, sedan, listed)!).toMatchObject({ amount: 6000, basis: "fixed" });
    expect(estimate({ kind: "return", km: 225, days: 1, place: "dwarka" }, sedan, listed)!.basis).toBeUndefined();
  });
  it("takes a tour's package price for the cars it names, with no km billed beyond those driven", () => {
    const tour = { kind: "circuit", km: 742, days: 6, tour: "saurashtra" } as const;
    expect(estimate(tour, sedan, listed)!).toMatchObject({ amount: 13500, basis: "package", drivenKm: 742, billedKm: 742, days: 6 });
    // By the km: 6 days × 250 km = 1,500 km billed.
    expect(estimate(tour, other, listed)!).toMatchObject({ billedKm: 1500 });
    expect(estimate({ ...tour, tour: "dwarka-somnath" }, sedan, listed)!.basis).toBeUndefined();
  });
});

describe("returns: the same day when the drive fits", () => {
  it("fits a day when there and back and the stop at the place are within the day's driving hours", () => {
    // 10 hours a day, a stop of 2 hours (the default): 4 hours each way fits, 4¼ does not.
    expect(fitsInADay(240, card)).toBe(true);
    expect(fitsInADay(255, card)).toBe(false);
    expect(fitsInADay(255, { ...card, dayTripStopHours: 1.5 })).toBe(true);
    expect(fitsInADay(180, { ...card, dayDriveHours: 8 })).toBe(true);
    expect(fitsInADay(181, { ...card, dayDriveHours: 8 })).toBe(false);
  });
  it("shows the same day, the owner's overnight return beside it, and a fixed return's days", () => {
    expect(returnOptions(105, card)).toEqual([1]);
    expect(returnOptions(225, card, { returnDays: 2 })).toEqual([1, 2]);
    expect(returnOptions(255, card, { returnDays: 2 })).toEqual([2]);
    expect(returnOptions(255, card, { returnDays: 2, sameDay: "always" })).toEqual([1, 2]);
    expect(returnOptions(105, card, { sameDay: "never", returnDays: 2 })).toEqual([2]);
    const fixed: RateCard = { ...card, fixed: [{ place: "dwarka", cars: [3], return: 6000, returnDays: 3 }] };
    expect(returnOptions(255, fixed, { slug: "dwarka", returnDays: 2 })).toEqual([2, 3]);
  });
  it("without an overnight return, gives the days the drive there and back takes", () => {
    // Surat, 7½ hours each way: 15 hours and the stop, two days of 10 hours.
    expect(returnOptions(450, card)).toEqual([2]);
    expect(shortestReturn(450, card)).toBe(2);
    expect(shortestReturn(225, card)).toBe(1);
    expect(shortestReturn(450, card, { sameDay: "always" })).toBe(1);
  });
});
