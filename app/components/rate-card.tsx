import { cars } from "~/content/cars";
import type { CarsWords } from "~/content/cars-words";
import { carRate, rateCard } from "~/content/rates";
import { rupees } from "~/lib/money";
import { FareNotes } from "./fare-notes";
import { FareTable } from "./fare-table";
import { useWords } from "./words";

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
  const columns = [fares.car, fares.perKmColumn, fares.driverColumn, ...(local ? [fares.localColumn(local.hours, local.km), fares.extraHourColumn] : [])];
  const rows = cars.flatMap((car) => {
    const rate = carRate(car.id);
    if (!rate) return [];
    const money = (n: number | undefined) => (n === undefined ? "–" : rupees(n));
    return [{ car: label(car.name, car.capacity), amounts: [money(rate.perKm), money(rate.driverPerDay), ...(local ? [money(rate.local), money(rate.extraHour)] : [])] }];
  });
  return (
    <section id={RATE_CARD_ID} aria-labelledby="rates-title" className="mt-14 scroll-mt-20">
      <h2 id="rates-title" className="text-2xl font-bold">
        {fares.rateCardTitle}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.rateCardIntro}</p>
      <FareTable table={{ columns, rows }} caption={fares.rateCardTitle} />
      <FareNotes className="mt-5" />
    </section>
  );
}
