/**
 * A table of estimates: a row for each car, a column for each trip, each figure from the one
 * estimate (fare.ts) and written as rupees. The place pages (one way, return; the airport
 * transfer on the city's) and the tour pages (the whole tour) build theirs with it, so the
 * same trip in the same car shows the same figure on every page and in every language.
 */
import { type CarRate, type Estimate, estimate, type RateCard, type Trip } from "./fare.ts";
import { rupees } from "./money.ts";

export interface FareTableData {
  /** The first column's heading ("Car"), then each trip's. */
  columns: string[];
  /** Each row's heading (a car; a trip in a table `byTrip`), with its page when it has one, and its figures. */
  rows: { car: string; href?: string; amounts: string[] }[];
  /**
   * The columns whose fares the minimum a day lifts above the km driven (a return, a tour):
   * the same for every car, since the minimum is the card's. The pages say it under the table.
   */
  billed: { column: string; drivenKm: number; billedKm: number; days: number }[];
}

export function fareTable(
  carColumn: string,
  trips: { label: string; trip: Trip }[],
  cars: { id: number; label: string; href?: string }[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): FareTableData | null {
  if (!card) return null;
  const priced = cars.flatMap((car) => {
    const rate = rateOf(car.id);
    const estimates = rate ? trips.map((t) => estimate(t.trip, rate, card)) : [];
    // A car without a figure for every column (no city price) is left out, not shown half empty.
    return rate && estimates.every((e) => e !== null) ? [{ car: car.label, href: car.href, estimates: estimates as Estimate[] }] : [];
  });
  if (!priced.length) return null;
  const rows = priced.map((p) => ({ car: p.car, ...(p.href ? { href: p.href } : {}), amounts: p.estimates.map((e) => rupees(e.amount)) }));
  // The km and the days of a return or a tour are the card's, the same for every car: the first row's.
  const billed = trips.flatMap((t, i) => {
    const e = priced[0].estimates[i];
    return (t.trip.kind === "return" || t.trip.kind === "circuit") && e.billedKm > e.drivenKm
      ? [{ column: t.label, drivenKm: e.drivenKm, billedKm: e.billedKm, days: e.days }]
      : [];
  });
  return { columns: [carColumn, ...trips.map((t) => t.label)], rows, billed };
}

/**
 * The same figures turned round: a row for each trip (headed by its column's label, linked to
 * `links[i]` when given) and a column for each car, after `tripColumn`. A car's page shows
 * its sizes side by side so.
 */
export function byTrip(table: FareTableData, tripColumn: string, links: (string | undefined)[] = []): FareTableData {
  return {
    columns: [tripColumn, ...table.rows.map((r) => r.car)],
    rows: table.columns.slice(1).map((trip, i) => ({
      car: trip,
      ...(links[i] ? { href: links[i] } : {}),
      amounts: table.rows.map((r) => r.amounts[i]),
    })),
    billed: table.billed,
  };
}
