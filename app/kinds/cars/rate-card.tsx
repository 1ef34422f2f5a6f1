import { cars } from "#app/content/fleet/cars.ts";
import { homeCity, placesData } from "#app/content/places/places.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { carHref } from "#app/lib/cars.ts";
import { fareTable, placeTrips, rateTables, type RateTablesData, tableNotes } from "#app/lib/fare-table.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { FareNotes } from "#app/components/fare-notes.tsx";
import { FareTable } from "#app/components/fare-table.tsx";
import { useWords } from "#app/components/words.tsx";
import { LATER_STYLES_ATTRIBUTE } from "#app/inline/stylesheet.ts";

export const RATE_CARD_ID = "rates";

/**
 * The owner's rate card on the cars page, as plain HTML after the cars: each car's rate a km
 * and driver's allowance a day, and the city package's price and extra hour when he sells
 * one, each car linked to its model's page; then what every fare includes and leaves out.
 * Nothing without a rate card.
 */
export function RateCard({ label, fareRow }: { label: CarsWords["carCard"]["label"]; fareRow: CarsWords["carPage"]["fareRow"] }) {
  const { fares, lang } = useWords();
  const name = (car: (typeof cars)[number]) => ({
    id: car.id,
    label: label(car.name, car.capacity),
    textLabel: label(car.textName[lang], car.capacity),
    href: carHref(lang, car),
  });
  const tables = rateTables(fares, cars, name, carRate, rateCard);
  if (!tables) return null;
  // The trips the owner sells at a fixed fare, every car's figure for each (the km where a car has none).
  const fixedTrips = placesData.places.flatMap((place) =>
    placeTrips(place, rateCard).flatMap((trip) =>
      rateCard?.fixed?.some(
        (f) => f.place === place.slug && (trip.kind === "one-way" ? f.oneWay : (f.returnDays ?? 1) === trip.days && f.return),
      )
        ? [{ label: fareRow(place[lang], trip.kind === "one-way" ? fares.oneWay : fares.returnTrip(trip.days)), trip }]
        : [],
    ),
  );
  const fixed = fixedTrips.length ? fareTable(fares.car, fixedTrips, cars.map(name), carRate, rateCard) : null;
  return (
    <section
      id={RATE_CARD_ID}
      aria-labelledby="rates-title"
      className="render-later [--later-size:160rem] lg:[--later-size:72rem] mt-14 scroll-mt-20"
      // The last part of the cars page: its rules come with the stylesheet (decision 029).
      {...{ [LATER_STYLES_ATTRIBUTE]: "" }}
    >
      <h2 id="rates-title" className="text-2xl font-bold">
        {fares.rateCardTitle}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.rateCardIntro}</p>
      <RateTables tables={tables} />
      {fixed && (
        <div data-testid="fixed-fares" className="mt-8 max-w-2xl">
          <h3 className="text-lg font-bold">{fares.faresTitle(homeCity[lang])}</h3>
          <FareTable table={fixed} caption={fares.faresTitle(homeCity[lang])} notes={tableNotes(fixed, fares, rateCard!)} />
        </div>
      )}
      <FareNotes className="mt-5" />
    </section>
  );
}

/** The rate card's two tables (lib/fare-table.ts, `rateTables`), side by side on a wide screen. */
export function RateTables({ tables }: { tables: RateTablesData }) {
  const { fares } = useWords();
  return (
    <div className="grid items-start gap-x-8 lg:grid-cols-2">
      <FareTable table={tables.outstation} caption={fares.rateCardTitle} />
      {tables.city && <FareTable table={tables.city} caption={tables.cityTitle} />}
    </div>
  );
}
