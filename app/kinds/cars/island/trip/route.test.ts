import { describe, expect, it } from "vitest";
import { plannerPlaces as placesData } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { circuit, type Leg, shortestRoad } from "./route.ts";
import type { PlannerPlace } from "./trip.ts";

const plannerPlaces: PlannerPlace[] = placesData;

/** A made-up table: A–C direct is longer than A–B–C. */
const legs: Leg[] = [
  { from: "a", to: "b", km: 40, minutes: 50 },
  { from: "b", to: "c", km: 50, minutes: 70 },
  { from: "c", to: "a", km: 120, minutes: 100 },
  { from: "c", to: "d", km: 10, minutes: 15 },
  { from: "x", to: "y", km: 5, minutes: 5 },
];

/** The site's own table: each place's road from Rajkot, and the roads of roads.json. */
const [city] = plannerPlaces;
const table: Leg[] = [
  ...plannerPlaces.flatMap((p) => (p.km ? [{ from: city.slug, to: p.slug, km: p.km, minutes: p.minutes! }] : [])),
  ...plannerRoads.roads,
];
const road = (a: string, b: string) =>
  plannerRoads.roads.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a)) ??
  (() => {
    const p = plannerPlaces.find((q) => q.slug === (a === city.slug ? b : a))!;
    return { km: p.km!, minutes: p.minutes! };
  })();

describe("shortestRoad", () => {
  it("takes a direct road when it is the shortest", () => {
    expect(shortestRoad(legs, "a", "b")).toEqual({ km: 40, minutes: 50 });
    expect(shortestRoad(legs, "b", "a")).toEqual({ km: 40, minutes: 50 });
  });

  it("goes through another place when that is shorter than the direct road, with that path's minutes", () => {
    expect(shortestRoad(legs, "a", "c")).toEqual({ km: 90, minutes: 120 });
    expect(shortestRoad(legs, "d", "a")).toEqual({ km: 100, minutes: 135 });
  });

  it("is null where no known road joins the two, or for a stop the table does not know", () => {
    expect(shortestRoad(legs, "a", "x")).toBeNull();
    expect(shortestRoad(legs, "a", "mumbai")).toBeNull();
  });

  it("is nothing from a stop to itself", () => {
    expect(shortestRoad(legs, "c", "c")).toEqual({ km: 0, minutes: 0 });
  });

  it("on the site's table: Dwarka to Somnath by Porbandar (105 + 130 km), not back through Rajkot (225 + 190 km)", () => {
    const porbandar = [road("dwarka", "porbandar"), road("porbandar", "somnath")];
    expect(shortestRoad(table, "dwarka", "somnath")).toEqual({
      km: porbandar[0].km + porbandar[1].km,
      minutes: porbandar[0].minutes + porbandar[1].minutes,
    });
    expect(porbandar[0].km + porbandar[1].km).toBeLessThan(road("rajkot", "dwarka").km + road("rajkot", "somnath").km);
    // Jamnagar–Dwarka has its own road, shorter than through Rajkot.
    const { km, minutes } = road("jamnagar", "dwarka");
    expect(shortestRoad(table, "jamnagar", "dwarka")).toEqual({ km, minutes });
  });
});

describe("circuit, office to office", () => {
  it("leaves the office, takes each stop in order and comes back", () => {
    // a → b: 40; b → d by c: 60; d → a by c and b (100), not by c's own road to a (130).
    expect(circuit(legs, "a", ["b", "d"])).toEqual({ km: 40 + 60 + 100, minutes: 50 + 85 + 135 });
  });

  it("counts a stop at the office as nothing", () => {
    expect(circuit(legs, "a", ["a", "b", "a"])).toEqual(circuit(legs, "a", ["b"]));
    expect(circuit(legs, "a", ["b"])).toEqual({ km: 80, minutes: 100 });
  });

  it("names the first stop that no known road reaches", () => {
    expect(circuit(legs, "a", ["b", "mumbai", "c"])).toEqual({ unknown: 1 });
    expect(circuit(legs, "a", ["x"])).toEqual({ unknown: 0 });
  });

  it("Jamnagar → Dwarka is Rajkot → Jamnagar → Dwarka → Rajkot", () => {
    const legsOf = [road("rajkot", "jamnagar"), road("jamnagar", "dwarka"), road("dwarka", "rajkot")];
    expect(circuit(table, "rajkot", ["jamnagar", "dwarka"])).toEqual({
      km: legsOf.reduce((s, l) => s + l.km, 0),
      minutes: legsOf.reduce((s, l) => s + l.minutes, 0),
    });
  });

  it("Rajkot → Dwarka → Somnath → Rajkot: Dwarka–Somnath by Porbandar, and back by Junagadh, shorter than Somnath's own road", () => {
    const back = road("somnath", "junagadh").km + road("junagadh", "rajkot").km;
    expect(back).toBeLessThan(road("somnath", "rajkot").km);
    const km = road("rajkot", "dwarka").km + road("dwarka", "porbandar").km + road("porbandar", "somnath").km + back;
    expect(circuit(table, "rajkot", ["rajkot", "dwarka", "somnath", "rajkot"])).toMatchObject({ km });
  });
});
