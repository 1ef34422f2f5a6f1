import { describe, expect, it } from "vitest";
import { calendarDays, type CarRate, estimate, GST_RATE, type RateCard, ROUND_TO } from "./fare.ts";

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
