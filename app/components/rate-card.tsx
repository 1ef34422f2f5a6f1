import { type Car, cars } from "#app/content/fleet/cars.ts";
import type { CarsWords, SharedWords } from "#app/content/words/shape.ts";
import { carHref } from "#app/lib/cars.ts";
import type { FareTableData } from "#app/lib/fare-table.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { rupees } from "#app/lib/money.ts";
import { FareNotes } from "./fare-notes.tsx";
import { FareTable } from "./fare-table.tsx";
import { useWords } from "./words.tsx";

export const RATE_CARD_ID = "rates";

/**
 * The owner's rate card on the cars page, as plain HTML after the cars: each car's rate a km
 * and driver's allowance a day, and the city package's price and extra hour when he sells
 * one, each car linked to its model's page; then what every fare includes and leaves out.
 * Nothing without a rate card.
 */
export function RateCard({ label }: { label: CarsWords["carCard"]["label"] }) {
  const { fares, lang } = useWords();
  const tables = rateTables(fares, cars, (car) => ({ label: label(car.name, car.capacity), href: carHref(lang, car) }));
  if (!tables) return null;
  return (
    <section id={RATE_CARD_ID} aria-labelledby="rates-title" className="mt-14 scroll-mt-20">
      <h2 id="rates-title" className="text-2xl font-bold">
        {fares.rateCardTitle}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.rateCardIntro}</p>
      <RateTables tables={tables} />
      <FareNotes className="mt-5" />
    </section>
  );
}

/**
 * The rate card's two tables for `list` (each car named and linked by `name`): outstation
 * (the rate a km, the one-way rate when a car has one, the driver's allowance a day) and, when
 * the owner sells a city package, its price and extra hour. Null without a rate card or
 * without a car that has rates. The cars page shows every car's; a car's page, its sizes'.
 */
export function rateTables(
  fares: SharedWords["fares"],
  list: Car[],
  name: (car: Car) => { label: string; href?: string },
): { outstation: FareTableData; city: FareTableData | null; cityTitle: string } | null {
  if (!rateCard) return null;
  const local = rateCard.local;
  const money = (n: number | undefined) => (n === undefined ? "–" : rupees(n));
  const rated = list.flatMap((car) => {
    const rate = carRate(car.id);
    return rate ? [{ ...name(car), rate }] : [];
  });
  if (!rated.length) return null;
  const row = (r: (typeof rated)[number], amounts: string[]) => ({ car: r.label, ...(r.href ? { href: r.href } : {}), amounts });
  // Two narrow tables rather than one wide one: each fits a phone's width. The one-way rate
  // when a car has one ("–": its drop is billed as a return trip, as the notes say).
  const oneWay = rated.some((r) => r.rate.oneWayPerKm !== undefined);
  const outstation = {
    columns: [fares.car, fares.perKmColumn, ...(oneWay ? [fares.oneWayColumn] : []), fares.driverColumn],
    rows: rated.map((r) => row(r, [money(r.rate.perKm), ...(oneWay ? [money(r.rate.oneWayPerKm)] : []), money(r.rate.driverPerDay)])),
    billed: [],
  };
  const city = local
    ? {
        columns: [fares.car, fares.localColumn(local.hours, local.km), fares.extraHourColumn],
        rows: rated.map((r) => row(r, [money(r.rate.local), money(r.rate.extraHour)])),
        billed: [],
      }
    : null;
  return { outstation, city, cityTitle: local ? fares.localColumn(local.hours, local.km) : "" };
}

/** The two tables of `rateTables`, side by side on a wide screen. */
export function RateTables({ tables }: { tables: NonNullable<ReturnType<typeof rateTables>> }) {
  const { fares } = useWords();
  return (
    <div className="grid items-start gap-x-8 lg:grid-cols-2">
      <FareTable table={tables.outstation} caption={fares.rateCardTitle} />
      {tables.city && <FareTable table={tables.city} caption={tables.cityTitle} />}
    </div>
  );
}
