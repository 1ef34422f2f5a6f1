import { describe, expect, it } from "vitest";
import type { RateCard } from "./fare.ts";
import { fareTable } from "./fare-table.ts";

const card: RateCard = { minKmPerDay: 250, dayDriveHours: 10, oneWayMinKm: 130, gstIncluded: false, local: { hours: 8, km: 80 } };
const rates = new Map([
  [3, { perKm: 11, driverPerDay: 300, local: 2000 }],
  [1, { perKm: 18, driverPerDay: 400 }],
]);
const cars = [
  { id: 3, label: "Swift Dzire (4 seats)" },
  { id: 1, label: "Innova Crysta (7 seats)" },
];
const dwarka = [
  { label: "One way", trip: { kind: "one-way", km: 225, minutes: 255 } as const },
  { label: "Return in 2 days", trip: { kind: "return", km: 225, days: 2 } as const },
];

describe("fareTable", () => {
  it("gives each car its estimate for each trip, in rupees", () => {
    expect(fareTable("Car", dwarka, cars, (id) => rates.get(id), card)).toEqual({
      columns: ["Car", "One way", "Return in 2 days"],
      rows: [
        // (450 × 11 + 300) × 1.05 = 5512.5 → 5600; (500 × 11 + 600) × 1.05 = 6405 → 6500
        { car: "Swift Dzire (4 seats)", amounts: ["₹5,600", "₹6,500"] },
        // (450 × 18 + 400) × 1.05 = 8925 → 9000; (500 × 18 + 800) × 1.05 = 10290 → 10300
        { car: "Innova Crysta (7 seats)", amounts: ["₹9,000", "₹10,300"] },
      ],
      // The return's 450 km driven are billed as 2 days × 250 km; the drop's km are its own.
      billed: [{ column: "Return in 2 days", drivenKm: 450, billedKm: 500, days: 2 }],
    });
  });
  it("names no km billed where the km driven are more than the minimum", () => {
    const surat = [{ label: "Return in 2 days", trip: { kind: "return", km: 430, days: 2 } as const }];
    expect(fareTable("Car", surat, cars, (id) => rates.get(id), card)!.billed).toEqual([]);
  });
  it("leaves out a car with no figure for a column, and is null without a rate card or rows", () => {
    const airport = [{ label: "Airport", trip: { kind: "local", km: 60 } as const }];
    expect(fareTable("Car", airport, cars, (id) => rates.get(id), card)!.rows.map((r) => r.car)).toEqual(["Swift Dzire (4 seats)"]);
    expect(fareTable("Car", dwarka, cars, (id) => rates.get(id), null)).toBeNull();
    expect(fareTable("Car", airport, cars, () => undefined, card)).toBeNull();
  });
});
