/** Seats a group can trust: each car's passengers against its model's figure from the maker. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, real } from "#app/content/test-files.ts";
import { findSeatsAboveMaker, MAKER_SEATS, makerSeatsOf } from "./makers.ts";

const { fleet } = checkContent(real, allImages);

describe("the makers' passenger counts", () => {
  it("give the usual count beside the driver of the issue's four models: Baleno 4, Aura 4, XL6 5, Innova Crysta 6", () => {
    expect(["baleno", "aura", "nexa-xl6", "innova-crysta"].map((slug) => makerSeatsOf(slug)?.passengers)).toEqual([4, 4, 5, 6]);
    for (const m of MAKER_SEATS) expect(m.sources.length, m.model).toBeGreaterThan(0);
  });

  it("warn, naming the car, for each of the sample's four cars that list the spec's figures", () => {
    const warnings = findSeatsAboveMaker(fleet.cars);
    expect(warnings.map((w) => w.slice(0, w.indexOf(" lists")))).toEqual([
      "car 1, Innova Crysta,",
      "car 4, Baleno,",
      "car 5, Nexa XL6,",
      "car 6, AURA,",
    ]);
    expect(warnings[1]).toBe(
      "car 4, Baleno, lists 5 passengers, but Maruti Suzuki seats 4 beside the driver in the Baleno: the planner would offer it to a group of 5. Set its “Passenger seats” to what you would promise a customer",
    );
    expect(warnings[0]).toContain("the 8-seat version, with a bench in the middle row, takes 7");
  });

  it("stay quiet for a car at or below its model's figure, and for a model not in the table", () => {
    expect(
      findSeatsAboveMaker([
        { id: 4, name: "Baleno", seats: 4 },
        { id: 9, name: "Dzire", seats: 3 },
      ]),
    ).toEqual([]);
    expect(
      findSeatsAboveMaker([
        { id: 13, name: "Kia Carens", seats: 7 },
        { id: 12, name: "Tempo Traveller", seats: 29 },
      ]),
    ).toEqual([]);
  });
});
