import { cars } from "#app/content/fleet/cars.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { rupees } from "#app/lib/money.ts";
import { FareNotes } from "./fare-notes.tsx";
import { FareTable } from "./fare-table.tsx";
import { useWords } from "./words.tsx";

export const RATE_CARD_ID = "rates";

/**
 * The owner's rate card on the cars page, as plain HTML after the cars: each car's rate a km
 * and driver's allowance a day, and the city package's price and extra hour when he sells
 * one; then what every fare includes and leaves out. Nothing without a rate card.
 */
export function RateCard({ label }: { label: CarsWords["carCard"]["label"] }) {
  const { fares } = useWords();
  if (!rateCard) return null;
  const local = rateCard.local;
  const money = (n: number | undefined) => (n === undefined ? "–" : rupees(n));
  const rated = cars.flatMap((car) => {
    const rate = carRate(car.id);
    return rate ? [{ car: label(car.name, car.capacity), rate }] : [];
  });
  // Two narrow tables rather than one wide one: each fits a phone's width. The one-way rate
  // when a car has one ("–": its drop is billed as a return trip, as the notes say).
  const oneWay = rated.some((r) => r.rate.oneWayPerKm !== undefined);
  const outstation = {
    columns: [fares.car, fares.perKmColumn, ...(oneWay ? [fares.oneWayColumn] : []), fares.driverColumn],
    rows: rated.map((r) => ({
      car: r.car,
      amounts: [money(r.rate.perKm), ...(oneWay ? [money(r.rate.oneWayPerKm)] : []), money(r.rate.driverPerDay)],
    })),
    billed: [],
  };
  const city = local && {
    columns: [fares.car, fares.localColumn(local.hours, local.km), fares.extraHourColumn],
    rows: rated.map((r) => ({ car: r.car, amounts: [money(r.rate.local), money(r.rate.extraHour)] })),
    billed: [],
  };
  return (
    <section id={RATE_CARD_ID} aria-labelledby="rates-title" className="mt-14 scroll-mt-20">
      <h2 id="rates-title" className="text-2xl font-bold">
        {fares.rateCardTitle}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.rateCardIntro}</p>
      <div className="grid items-start gap-x-8 lg:grid-cols-2">
        <FareTable table={outstation} caption={fares.rateCardTitle} />
        {city && <FareTable table={city} caption={fares.localColumn(local.hours, local.km)} />}
      </div>
      <FareNotes className="mt-5" />
    </section>
  );
}
