import { describe, expect, it } from "vitest";
import { homeAirport, placesData } from "#app/content/places/places.ts";
import { plazasOf, roadTolls } from "#app/content/tours/plazas.ts";
import { tours, tourTolls, tourTollsOn } from "#app/content/tours/tours.ts";
import roadsData from "#app/content/data/roads.json" with { type: "json" };
import { addTolls, tollClass, tripTolls } from "./tolls.ts";

const plazas = [
  { slug: "a", en: "A", gu: "એ", hi: "ए", road: "NH 47", car: 75, van: 120, source: "a test", checked: "2026-11" },
  { slug: "b", en: "B", gu: "બી", hi: "बी", road: "NH 47", car: 40, van: 65, source: "a test", checked: "2026-11" },
];

describe("the tolls on the way", () => {
  it("add up the plazas a road passes, by class", () => {
    expect(roadTolls(["a", "b"], plazas)).toEqual({ car: 115, van: 185 });
  });
  it("are none on a road listed without plazas, and unknown on a road not listed or naming an unknown plaza", () => {
    expect(roadTolls([], plazas)).toEqual({ car: 0, van: 0 });
    expect(roadTolls(undefined, plazas)).toBeNull();
    expect(roadTolls(["a", "z"], plazas)).toBeNull();
    expect(plazasOf(["b", "a"], plazas)!.map((p) => p.slug)).toEqual(["b", "a"]);
  });
  it("are paid one and a half times on a return the same day, rounded to ₹5, twice on a later one, and along two roads one after the other", () => {
    expect(tripTolls({ car: 75, van: 120 }, true)).toEqual({ car: 115, van: 180 });
    expect(tripTolls({ car: 40, van: 65 }, true, 1)).toEqual({ car: 60, van: 100 });
    expect(tripTolls({ car: 75, van: 120 }, true, 2)).toEqual({ car: 150, van: 240 });
    expect(tripTolls({ car: 75, van: 120 }, false)).toEqual({ car: 75, van: 120 });
    expect(addTolls({ car: 75, van: 120 }, { car: 40, van: 65 })).toEqual({ car: 115, van: 185 });
    expect(addTolls({ car: 75, van: 120 }, null)).toBeNull();
  });
  it("are known, with a source and the month checked, on the road to Ahmedabad and to the airport", () => {
    const ahmedabad = placesData.places.find((p) => p.slug === "ahmedabad")!;
    expect(roadTolls(ahmedabad.tolls)!.car).toBeGreaterThan(0);
    for (const plaza of plazasOf(ahmedabad.tolls)!) {
      expect(plaza.source.length, plaza.slug).toBeGreaterThan(20);
      expect(plaza.checked).toMatch(/^\d{4}-\d{2}$/);
    }
    expect(roadTolls(homeAirport!.tolls)).not.toBeNull();
  });
  it("charge a Tempo Traveller as a van and a 7-seater as a car", () => {
    expect([tollClass(4), tollClass(7), tollClass(8), tollClass(12)]).toEqual(["car", "car", "car", "van"]);
  });
});

describe("the tolls of a whole tour", () => {
  const tour = { slug: "t", days: [{ night: "junagadh" }, { night: "rajkot" }] };
  const roads = { stops: [], roads: [], plazas: [...(roadsData.plazas ?? [])] };
  it("add up every leg's plazas, there and back", () => {
    const junagadh = placesData.places.find((p) => p.slug === "junagadh")!;
    const one = roadTolls(junagadh.tolls)!;
    expect(tourTollsOn(placesData, roads, tour)).toEqual({ car: 2 * one.car, van: 2 * one.van });
  });
  it("are unknown while any leg's plazas are not listed, as on the sample's tours by Jamnagar", () => {
    expect(tourTollsOn(placesData, roads, { slug: "t", days: [{ night: "dwarka" }, { night: "rajkot" }] })).toBeNull();
    for (const t of tours.filter((t) => t.days.some((d) => d.via?.includes("jamnagar")))) expect(tourTolls(t), t.slug).toBeNull();
  });
  it("count a road between two places both ways: Junagadh and Somnath, there and back by another road", () => {
    const fee = (slugs: string[]) => roadTolls(slugs)!;
    const [toJunagadh, onward, home] = [
      fee(["bharudi", "pithadiya"]),
      fee(["gadoi", "dari"]),
      fee(["bharudi", "pithadiya", "gadoi", "dari"]),
    ];
    expect(tourTolls(tours.find((t) => t.slug === "junagadh-somnath")!)).toEqual({
      car: toJunagadh.car + onward.car + home.car,
      van: toJunagadh.van + onward.van + home.van,
    });
  });
});
