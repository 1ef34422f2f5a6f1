import { describe, expect, it } from "vitest";
import { plannerPlaces } from "#app/content/places/places.ts";
import { plannerRoads } from "#app/content/tours/tours.ts";
import { MAX_STOPS, type Trip } from "#app/kinds/cars/island/trip/trip.ts";
import { readTripLink, tripQuery } from "./trip-link.ts";

const known = [...plannerPlaces, ...plannerRoads.stops];
const named = (lang: "en" | "gu") => (slug: string) => known.find((p) => p.slug === slug)?.[lang];
const read = (query: string, lang: "en" | "gu" = "en") =>
  readTripLink(new URLSearchParams(query), { today: "2026-12-07", carIds: ["1", "3"], named: named(lang) });
const trip: Trip & { stays: string[] } = {
  pickup: "Rajkot",
  drop: "Dwarka",
  stops: ["Somnath", "Rajkot, near the station"],
  roundTrip: true,
  date: "2026-12-20",
  returnDate: "2026-12-22",
  time: "05:30",
  passengers: "4",
  carId: "3",
  name: "",
  stays: ["90", "60"],
};

describe("a trip as a link", () => {
  it("round-trips every field, a known place by its web address name and any other as typed", () => {
    const query = tripQuery(trip, known, 5400);
    expect(query).toBe(
      "pickup=rajkot&drop=dwarka&stop=somnath&stop=Rajkot%2C+near+the+station&date=2026-12-20&back=2026-12-22&time=05%3A30&n=4&car=3&stay=90&stay=60&fare=5400",
    );
    expect(read(query)).toEqual({
      trip: { ...trip, name: undefined, stops: ["Somnath", "Rajkot, near the station"], fare: 5400 },
      unread: [],
      past: false,
    });
    // The same link on a Gujarati page names the places in Gujarati.
    expect(read(query, "gu").trip).toMatchObject({ pickup: "રાજકોટ", drop: "દ્વારકા", stops: ["સોમનાથ", "Rajkot, near the station"] });
  });

  it("a Gujarati trip's link is as short as an English one's", () => {
    const gu = tripQuery({ ...trip, pickup: "રાજકોટ", drop: "દ્વારકા", stops: [] }, known);
    expect(gu).toContain("pickup=rajkot&drop=dwarka");
    expect(gu.length).toBeLessThan(120);
  });

  it("a round trip without its return date yet, and a one-way trip", () => {
    expect(read(tripQuery({ ...trip, returnDate: "", stays: [] }, known)).trip).toMatchObject({ roundTrip: true });
    expect(read(tripQuery({ ...trip, roundTrip: false, returnDate: "", stays: [] }, known)).trip.roundTrip).toBeUndefined();
  });

  it("a link cut off or edited by hand gives what it can, and names the rest", () => {
    expect(read("pickup=rajkot&drop=dwarka&date=2026-12")).toEqual({
      trip: { pickup: "Rajkot", drop: "Dwarka" },
      unread: ["date"],
      past: false,
    });
    expect(read("pickup=rajkot&drop=dwa").trip.drop).toBe("dwa");
    expect(read("time=25:00&n=4x&car=99&stay=7&date=2026-02-30").unread.sort()).toEqual(["carId", "date", "passengers", "stays", "time"]);
    expect(read("date=2026-12-20&back=2026-12-19").unread).toEqual(["returnDate"]);
    const many = Array.from({ length: MAX_STOPS + 3 }, () => "stop=somnath").join("&");
    expect(read(many)).toMatchObject({ unread: ["stops"] });
    expect(read(many).trip.stops).toHaveLength(MAX_STOPS);
  });

  it("a date in the past is not kept: the visitor chooses a new one", () => {
    expect(read("drop=dwarka&date=2026-12-06")).toEqual({ trip: { drop: "Dwarka" }, unread: [], past: true });
  });
});
