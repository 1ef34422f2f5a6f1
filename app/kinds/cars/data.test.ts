/** What a car model's page shows, from the fleet, the rate card and the one estimate. */
import { describe, expect, it } from "vitest";
import { carModels } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";
import { minutesOf } from "#app/content/business/time.ts";
import { tours } from "#app/content/tours/tours.ts";
import { editions } from "#app/content/words/words.ts";
import { estimate } from "#app/lib/fare.ts";
import { placeTrips } from "#app/lib/fare-table.ts";
import { rupees } from "#app/lib/money.ts";
import { carPageData, FARE_PLACES, farePlaces } from "./data.ts";
import { tourTrip } from "#app/lib/tour-links.ts";

describe("a car model's page", () => {
  it("exists for each model in each language, and not for an unknown one", () => {
    for (const lang of LANGS) for (const m of carModels) expect(carPageData(lang, m.slug)?.path).toBe(`/cars/${m.slug}`);
    expect(carPageData("en", "mumbai-bus")).toBeNull();
  });

  it("gives the fares to the first places of places.json, the ones travellers ask for most", () => {
    expect(farePlaces().map((p) => p.slug)).toEqual(["jamnagar", "dwarka", "junagadh", "somnath", "ahmedabad"]);
    expect(farePlaces()).toHaveLength(FARE_PLACES);
  });

  it("shows each size of the Tempo Traveller, with its seats, bags, AC, fuel, features, WhatsApp and planner link", () => {
    const model = carModels.find((m) => m.slug === "tempo-traveller")!;
    for (const lang of LANGS) {
      const data = carPageData(lang, "tempo-traveller")!;
      const { carCard } = editions[lang].cars;
      expect(data.sizes.map((s) => s.id)).toEqual(model.cars.map((c) => c.id));
      data.sizes.forEach((size, i) => {
        const car = model.cars[i];
        expect(size.label).toBe(carCard.label(car.name, car.capacity));
        expect(size.facts).toEqual({
          seats: carCard.seats(car.capacity),
          luggage: carCard.luggage(car.luggage),
          ac: carCard.ac(car.ac),
          fuel: carCard.fuel(car.fuel),
        });
        expect(size.features).toEqual(car.features.map((f) => f[lang]));
        const text = new URL(size.whatsapp.href).searchParams.get("text")!;
        expect(text).toContain("Tempo Traveller");
        expect(text).toContain(String(car.capacity));
        expect(size.plan.href).toBe(`${lang === "en" ? "" : `/${lang}`}/cars/?car=${car.id}#plan`);
      });
    }
  });

  it("takes every figure from the one estimate: each place one way and return, and every tour, a column for each size", () => {
    const card = rateCard!;
    const model = carModels.find((m) => m.slug === "urbania")!;
    const data = carPageData("gu", "urbania")!;
    const { fares } = editions.gu.words;
    expect(data.fares!.table.columns).toEqual([editions.gu.cars.carPage.tripColumn, ...data.sizes.map((s) => s.label)]);
    // Each place one way, then each of its returns (the same day, overnight): the rows in order.
    const trips = farePlaces().flatMap((place) => placeTrips(place, card).map((trip) => ({ place, trip })));
    expect(data.fares!.table.rows).toHaveLength(trips.length);
    trips.forEach(({ place, trip }, i) => {
      const row = data.fares!.table.rows[i];
      expect(row.car).toBe(`${place.gu} (${trip.kind === "one-way" ? fares.oneWay : fares.returnTrip(trip.days)})`);
      expect(row.href).toBe(`/gu/places/${place.slug}/`);
      expect(trip.kind === "one-way" || trip.days >= 1).toBe(true);
      model.cars.forEach((car, j) => expect(row.amounts[j]).toBe(rupees(estimate(trip, carRate(car.id)!, card)!.amount)));
    });
    // The first place one way is by the km, in the drive's minutes.
    expect(trips[0].trip).toEqual({
      kind: "one-way",
      km: farePlaces()[0].distanceKm,
      minutes: minutesOf(farePlaces()[0].drivingTime),
      place: farePlaces()[0].slug,
    });
    expect(data.tours!.table.rows).toHaveLength(tours.length);
    tours.forEach((tour, i) => {
      expect(data.tours!.table.rows[i].href).toBe(`/gu/tours/${tour.slug}/`);
      model.cars.forEach((car, j) => {
        expect(data.tours!.table.rows[i].amounts[j]).toBe(rupees(estimate(tourTrip(tour), carRate(car.id)!, card)!.amount));
      });
    });
    // The rate card's rows of its two sizes.
    expect(data.rates!.tables.outstation.rows.map((r) => r.amounts[0])).toEqual(model.cars.map((c) => rupees(carRate(c.id)!.perKm)));
  });

  it("names the model in Gujarati and Hindi sentences in their script, and keeps the Latin name on the sizes", () => {
    const written = { en: "Tempo Traveller", gu: "ટેમ્પો ટ્રાવેલર", hi: "टेम्पो ट्रैवलर" } as const;
    for (const lang of LANGS) {
      const data = carPageData(lang, "tempo-traveller")!;
      for (const sentence of [data.title, data.description, data.heading, data.intro]) {
        expect(sentence).toContain(written[lang]);
        if (lang !== "en") expect(sentence).not.toContain("Tempo Traveller");
      }
      for (const size of data.sizes) expect(size.label).toContain("Tempo Traveller");
    }
    // A model without a name in sentences keeps its Latin name there.
    expect(carPageData("gu", "innova-crysta")!.heading).toContain("Innova Crysta");
  });

  it("shows each photo once: a photo two sizes share is described by its number", () => {
    const data = carPageData("en", "urbania")!;
    expect(data.pictures).toEqual([{ name: "/cars/urbania.svg", alt: "Urbania, photo 1" }]);
    expect(carPageData("en", "swift-dzire")!.pictures).toEqual([{ name: "/cars/swift-dzire.svg", alt: "Swift Dzire, for 4 passengers" }]);
  });
});

describe("the fares' rows and notes in Gujarati and Hindi", () => {
  it("chain no colons: a row names its place and trip in brackets, a note has one colon at most", () => {
    for (const lang of PREFIXED_LANGS)
      for (const model of carModels) {
        const data = carPageData(lang, model.slug)!;
        for (const part of [data.fares, data.tours]) {
          if (!part) continue;
          for (const row of part.table.rows) expect(row.car, `${lang} ${model.slug}`).not.toContain(":");
          for (const note of part.notes) expect(note.split(":").length, `${lang}: ${note}`).toBeLessThanOrEqual(2);
        }
      }
  });
});
