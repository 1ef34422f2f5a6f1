/**
 * The tours against the roads table: every leg of every day is a known road, the days add up
 * to the tour's total, and a tour that names an unknown place, a leg without a road or a day
 * without its words stops the build with a message that names the tour and the day. (Their
 * fares: kinds/tours/data.test.ts.)
 */
import { describe, expect, it } from "vitest";
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import { placesData } from "#app/content/places/places.ts";
import { errorOf, withChange } from "#app/content/test-files.ts";
import { dayLegs, roadBetween } from "./roads.ts";
import { stops, tourFigures, tourPlaces, tours } from "./tours.ts";

describe("the tours", () => {
  it("are at least three, each from Rajkot and back, and each leg of each day is a road of the table", () => {
    expect(tours.length).toBeGreaterThanOrEqual(3);
    for (const tour of tours) {
      expect(tour.days.at(-1)!.night).toBe(placesData.city.slug);
      tour.days.forEach((_, i) => {
        for (const leg of dayLegs(placesData, roadsData, tour.days, i))
          expect(leg.road, `${tour.slug} day ${i + 1}: ${leg.from}–${leg.to}`).toBeDefined();
      });
    }
  });

  it("read a road either way, and a road from the city from the place's own distance", () => {
    expect(roadBetween(placesData, roadsData, "porbandar", "dwarka")).toEqual(roadBetween(placesData, roadsData, "dwarka", "porbandar"));
    expect(roadBetween(placesData, roadsData, "rajkot", "dwarka")!.km).toBe(placesData.places.find((p) => p.slug === "dwarka")!.distanceKm);
    expect(roadBetween(placesData, roadsData, "bet-dwarka", "sasan-gir")).toBeUndefined();
    // Via Jamnagar, Rajkot to Dwarka is the place's own 225 km.
    expect(
      roadBetween(placesData, roadsData, "rajkot", "jamnagar")!.km + roadBetween(placesData, roadsData, "jamnagar", "dwarka")!.km,
    ).toBe(225);
  });

  it("add their days up to their total: Dwarka and Somnath 720 km in 4 days, Saurashtra with Gir 742 km in 6, Junagadh and Somnath 375 km in 2", () => {
    const totals = Object.fromEntries(tours.map((t) => [t.slug, [tourFigures(t).km, t.days.length]]));
    expect(totals).toEqual({ "dwarka-somnath": [720, 4], saurashtra: [742, 6], "junagadh-somnath": [375, 2] });
    for (const tour of tours) {
      const { days, km } = tourFigures(tour);
      expect(days.reduce((s, d) => s + d.km, 0)).toBe(km);
    }
  });

  it("name their stops in three scripts: the places and the stops without a page", () => {
    for (const slug of ["bet-dwarka", "nageshwar", "gopi-talav", "rukmini-temple"]) {
      const stop = stops.get(slug)!;
      expect(stop.page).toBe(false);
      expect([stop.en, stop.gu, stop.hi].every((n) => n.trim().length > 0)).toBe(true);
    }
    // Sasan Gir, where the Saurashtra tour spends a night, is a place with its page: the tour lists it among its places.
    expect(stops.get("sasan-gir")).toMatchObject({ page: true, en: "Sasan Gir", gu: "સાસણ ગીર", hi: "सासन गिर" });
    expect(tourPlaces(tours.find((t) => t.slug === "saurashtra")!).map((p) => p.slug)).toContain("sasan-gir");
  });
});

describe("the build refuses, naming the tour and the day", () => {
  it("an unknown place", () => {
    expect(errorOf(withChange((f) => (f["tours.json"].tours[0].days[1].via = ["bet-dwarka", "okha"])))).toContain(
      'app/content/data/tours.json → Dwarka and Somnath → day 2: "okha" is not a place of app/content/data/places.json nor a stop of app/content/data/roads.json',
    );
  });

  it("a leg with no road in the table", () => {
    expect(errorOf(withChange((f) => (f["tours.json"].tours[0].days[2].via = [])))).toContain(
      "app/content/data/tours.json → Dwarka and Somnath → day 3: no road from Dwarka to Somnath in the roads table (app/content/data/roads.json); add it there",
    );
  });

  it("a last day that does not end in the city, and a day without its words", () => {
    const message = errorOf(withChange((f) => f["tours.json"].tours[2].days.push({ night: "junagadh" })));
    expect(message).toContain(
      'app/content/data/tours.json → Junagadh and Somnath → day 3 → night\'s stop: the last day must end in Rajkot (value: "junagadh")',
    );
    expect(message).toContain(
      "app/content/data/pages/tours.json → Junagadh and Somnath → days: has 2 days, app/content/data/tours.json has 3; every day needs its words",
    );
  });

  it("a road to a stop that does not exist, and a stop that takes a place's name", () => {
    const message = errorOf(
      withChange((f) => {
        f["roads.json"].roads[0].to = "dwarkaa";
        f["roads.json"].stops[0].slug = "porbandar";
      }),
    );
    expect(message).toContain('app/content/data/roads.json → the road jamnagar–dwarkaa → to: "dwarkaa" is not a place');
    expect(message).toContain('app/content/data/roads.json → stops → Bet Dwarka: "porbandar" is already the name of a place');
  });

  it("a tour without words, and words for a tour that is not there", () => {
    const message = errorOf(withChange((f) => (f["pages/tours.json"].tours[1].slug = "saurashtra-x")));
    expect(message).toContain('app/content/data/pages/tours.json → tours: has no words for "saurashtra"');
    expect(message).toContain(
      'app/content/data/pages/tours.json → Saurashtra with Gir → slug: "saurashtra-x" is not a tour in app/content/data/tours.json',
    );
  });
});
