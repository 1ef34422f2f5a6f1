/**
 * A table of estimates: a row for each car, a column for each trip, each figure from the one
 * estimate (fare.ts) and written as rupees. The place pages (one way, return; the airport
 * transfer on the city's) and the tour pages (the whole tour) build theirs with it, so the
 * same trip in the same car shows the same figure on every page and in every language.
 */
import { roadTolls } from "#app/content/tours/plazas.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { type CarRate, type Estimate, estimate, type RateCard, type ReturnPlace, returnOptions, type Trip } from "./fare.ts";
import { rupees } from "./money.ts";
import { tripTolls } from "./tolls.ts";

export interface FareTableData {
  /** The first column's heading ("Car"), then each trip's. */
  columns: string[];
  /** Each row's heading (a car; a trip in a table `byTrip`), with its page when it has one, and its figures. */
  rows: { car: string; href?: string; amounts: string[] }[];
  /**
   * The columns whose fares the minimum a day lifts above the km driven (a return, a tour):
   * the same for every car, since the minimum is the card's. The pages say it under the table.
   */
  billed: {
    column: string;
    drivenKm: number;
    billedKm: number;
    days: number;
    /** The cars it is true of, where the price list gives the column's other cars theirs: the line names them. */
    cars?: string[];
  }[];
  /**
   * The columns where the owner's price list, not the km, gives some cars' figures (a fixed
   * fare, a tour's package), with those cars' row headings: the pages say it under the table.
   */
  listed?: { column: string; basis: "fixed" | "package"; cars: string[] }[];
}

/**
 * A place's trips from the city, as its fares show them: one way, then each return the rules
 * give (fare.ts, `returnOptions`: the same day when it fits, the owner's overnight one, a
 * fixed return's days). None without a rate card.
 */
export function placeTrips(
  place: ReturnPlace & { slug: string; distanceKm: number; drivingTime: string; tolls?: string[] },
  card: RateCard | null,
): Extract<Trip, { kind: "one-way" | "return" }>[] {
  if (!card) return [];
  const minutes = minutesOf(place.drivingTime);
  // The tolls of the road, where its plazas are listed: once one way; on a return, one and a
  // half times the same day, twice on a later one (tolls.ts).
  const tolls = roadTolls(place.tolls);
  const paid = (roundTrip: boolean, days = 1) => (tolls ? { tolls: tripTolls(tolls, roundTrip, days) } : {});
  return [
    { kind: "one-way", km: place.distanceKm, minutes, place: place.slug, ...paid(false) },
    ...returnOptions(minutes, card, place).map((days) => ({
      kind: "return" as const,
      km: place.distanceKm,
      days,
      place: place.slug,
      ...paid(true, days),
    })),
  ];
}

/**
 * Each car's figures for `trips`, a row a car by its `label`; the notes under the table name
 * the cars in a sentence by `textLabel` (the vans in the page's letters, “અર્બેનિયા (13
 * મુસાફર)”), else by the label.
 */
export function fareTable(
  carColumn: string,
  trips: { label: string; trip: Trip }[],
  cars: { id: number; label: string; textLabel?: string; href?: string }[],
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): FareTableData | null {
  if (!card) return null;
  const priced = cars.flatMap((car) => {
    const rate = rateOf(car.id);
    const estimates = rate ? trips.map((t) => estimate(t.trip, rate, card)) : [];
    // A car without a figure for every column (no city price) is left out, not shown half empty.
    return rate && estimates.every((e) => e !== null)
      ? [{ car: car.label, text: car.textLabel ?? car.label, href: car.href, estimates: estimates as Estimate[] }]
      : [];
  });
  if (!priced.length) return null;
  const rows = priced.map((p) => ({ car: p.car, ...(p.href ? { href: p.href } : {}), amounts: p.estimates.map((e) => rupees(e.amount)) }));
  // The km and the days of a return or a tour are the card's, the same for every car billed
  // by the km: the first such row's. A column priced wholly from the price list has none.
  const billed = trips.flatMap((t, i) => {
    const byKm = priced.filter((p) => !p.estimates[i].basis);
    const e = byKm[0]?.estimates[i];
    if (!e || (t.trip.kind !== "return" && t.trip.kind !== "circuit") || e.billedKm <= e.drivenKm) return [];
    // Beside a package or a fixed fare, an unnamed km line would read as true of those cars too.
    const mixed = byKm.length < priced.length;
    return [
      { column: t.label, drivenKm: e.drivenKm, billedKm: e.billedKm, days: e.days, ...(mixed ? { cars: byKm.map((p) => p.text) } : {}) },
    ];
  });
  const listed = trips.flatMap((t, i) => {
    const from = priced.filter((p) => p.estimates[i].basis);
    return from.length ? [{ column: t.label, basis: from[0].estimates[i].basis!, cars: from.map((p) => p.text) }] : [];
  });
  return { columns: [carColumn, ...trips.map((t) => t.label)], rows, billed, ...(listed.length ? { listed } : {}) };
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
    ...(table.listed ? { listed: table.listed } : {}),
  };
}

/** The rate card's two tables: outstation, and the city package's when the owner sells one. */
export interface RateTablesData {
  outstation: FareTableData;
  city: FareTableData | null;
  /** The city table's caption: "City, 8 hours or 80 km". */
  cityTitle: string;
}

/**
 * The rate card's two tables for `list` (each car named, and linked, by `name`): outstation
 * (the rate a km, the one-way rate when a car has one, "–" for one without, and the driver's
 * allowance a day) and, when the owner sells a city package, its price and extra hour. Two
 * narrow tables rather than one wide one: each fits a phone's width. Null without a rate card
 * or without a car that has rates. The cars page shows every car's; a car's page, its sizes'.
 */
export function rateTables<C extends { id: number }>(
  words: {
    car: string;
    perKmColumn: string;
    oneWayColumn: string;
    driverColumn: string;
    extraHourColumn: string;
    localColumn: (hours: number, km: number) => string;
  },
  list: C[],
  name: (car: C) => { label: string; href?: string },
  rateOf: (carId: number) => CarRate | undefined,
  card: RateCard | null,
): RateTablesData | null {
  if (!card) return null;
  const local = card.local;
  const money = (n: number | undefined) => (n === undefined ? "–" : rupees(n));
  const rated = list.flatMap((car) => {
    const rate = rateOf(car.id);
    return rate ? [{ ...name(car), rate }] : [];
  });
  if (!rated.length) return null;
  const row = (r: (typeof rated)[number], amounts: string[]) => ({ car: r.label, ...(r.href ? { href: r.href } : {}), amounts });
  const oneWay = rated.some((r) => r.rate.oneWayPerKm !== undefined);
  const outstation = {
    columns: [words.car, words.perKmColumn, ...(oneWay ? [words.oneWayColumn] : []), words.driverColumn],
    rows: rated.map((r) => row(r, [money(r.rate.perKm), ...(oneWay ? [money(r.rate.oneWayPerKm)] : []), money(r.rate.driverPerDay)])),
    billed: [],
  };
  const cityTitle = local ? words.localColumn(local.hours, local.km) : "";
  const city = local
    ? {
        columns: [words.car, cityTitle, words.extraHourColumn],
        rows: rated.map((r) => row(r, [money(r.rate.local), money(r.rate.extraHour)])),
        billed: [],
      }
    : null;
  return { outstation, city, cityTitle };
}

/**
 * The lines under a table of fares, in its language: where the minimum a day lifts the km
 * billed (a return, a tour), and where the owner's price list gives some cars' figures.
 */
export function tableNotes(
  table: FareTableData,
  words: {
    kmBilled: (driven: number, billed: number, days: number, min: number) => string;
    fixedNote: (column: string, cars: string) => string;
    packageNote: (column: string, cars: string) => string;
  },
  card: Pick<RateCard, "minKmPerDay">,
  /** Whether each km line names its column: a table of one column needs no name. */
  named = true,
): string[] {
  return [
    ...(table.listed ?? []).map((l) => (l.basis === "fixed" ? words.fixedNote : words.packageNote)(l.column, l.cars.join(", "))),
    ...table.billed.map((b) => {
      const line = words.kmBilled(b.drivenKm, b.billedKm, b.days, card.minKmPerDay);
      const cars = b.cars ? `${b.cars.join(", ")}: ` : "";
      return named ? `${b.column}${cars ? ` – ${cars}` : ": "}${line}` : `${cars}${line}`;
    }),
  ];
}
