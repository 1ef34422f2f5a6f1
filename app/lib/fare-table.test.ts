import { describe, expect, it } from "vitest";
import type { RateCard } from "./fare.ts";
import { byTrip, fareTable, rateTables, tableNotes } from "./fare-table.ts";

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

describe("tableNotes", () => {
  const words = {
    kmBilled: (driven: number, billed: number, days: number, min: number) =>
      `${driven} km driven; billed as ${billed.toLocaleString("en-IN")} km (${days} days × ${min} km)`,
    fixedNote: (column: string, list: string) => `${column}: a fixed fare: ${list}.`,
    packageNote: (column: string, list: string) => `${column}: a package price: ${list}.`,
  };
  const tour = [{ label: "The whole tour", trip: { kind: "circuit", km: 742, days: 6, tour: "saurashtra" } as const }];
  const packaged: RateCard = { ...card, packages: [{ tour: "saurashtra", cars: [3], amount: 13500 }] };

  it("names the cars the km line is true of when the price list gives the others theirs", () => {
    const table = fareTable("Car", tour, cars, (id) => ({ ...rates.get(id)!, car: id }), packaged)!;
    expect(table.rows.map((r) => r.amounts[0])[0]).toBe("₹13,500");
    expect(tableNotes(table, words, packaged, false)).toEqual([
      "The whole tour: a package price: Swift Dzire (4 seats).",
      "Innova Crysta (7 seats): 742 km driven; billed as 1,500 km (6 days × 250 km)",
    ]);
    expect(tableNotes(table, words, packaged)[1]).toBe(
      "The whole tour – Innova Crysta (7 seats): 742 km driven; billed as 1,500 km (6 days × 250 km)",
    );
  });

  it("names no car when every car in the column is billed by the km", () => {
    const table = fareTable("Car", tour, cars, (id) => rates.get(id), card)!;
    expect(tableNotes(table, words, card, false)).toEqual(["742 km driven; billed as 1,500 km (6 days × 250 km)"]);
  });
});

describe("byTrip", () => {
  it("turns the table round: a row for each trip, linked where given, and a column for each car", () => {
    const table = fareTable("Car", dwarka, cars, (id) => rates.get(id), card)!;
    expect(byTrip(table, "Trip", ["/places/dwarka/"])).toEqual({
      columns: ["Trip", "Swift Dzire (4 seats)", "Innova Crysta (7 seats)"],
      rows: [
        { car: "One way", href: "/places/dwarka/", amounts: ["₹5,600", "₹9,000"] },
        { car: "Return in 2 days", amounts: ["₹6,500", "₹10,300"] },
      ],
      billed: table.billed,
    });
  });

  it("keeps a car's page as its row's link", () => {
    const linked = cars.map((c) => ({ ...c, href: `/cars/${c.id}/` }));
    expect(fareTable("Car", dwarka, linked, (id) => rates.get(id), card)!.rows.map((r) => r.href)).toEqual(["/cars/3/", "/cars/1/"]);
  });
});

describe("rateTables", () => {
  const words = {
    car: "Car",
    perKmColumn: "Rate a km",
    oneWayColumn: "One way, a km",
    driverColumn: "Driver's allowance a day",
    extraHourColumn: "Extra hour",
    localColumn: (hours: number, km: number) => `City, ${hours} hours or ${km} km`,
  };
  const name = (c: { id: number; label: string }) => ({ label: c.label });
  it("writes each car's rates, the city package's when the card has one, and a dash for what a car lacks", () => {
    const tables = rateTables(words, cars, name, (id) => rates.get(id), card)!;
    expect(tables.outstation).toEqual({
      columns: ["Car", "Rate a km", "Driver's allowance a day"],
      rows: [
        { car: "Swift Dzire (4 seats)", amounts: ["₹11", "₹300"] },
        { car: "Innova Crysta (7 seats)", amounts: ["₹18", "₹400"] },
      ],
      billed: [],
    });
    expect(tables.city?.rows).toEqual([
      { car: "Swift Dzire (4 seats)", amounts: ["₹2,000", "–"] },
      { car: "Innova Crysta (7 seats)", amounts: ["–", "–"] },
    ]);
    expect(tables.cityTitle).toBe("City, 8 hours or 80 km");
  });
  it("gives nothing without a card, or without a car that has rates", () => {
    expect(rateTables(words, cars, name, (id) => rates.get(id), null)).toBeNull();
    expect(rateTables(words, cars, name, () => undefined, card)).toBeNull();
    expect(rateTables(words, cars, name, (id) => rates.get(id), { ...card, local: undefined })!.city).toBeNull();
  });
});
