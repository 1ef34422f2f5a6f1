import { describe, expect, it } from "vitest";
import { knownPlace } from "./known-place.ts";

const places = [
  { slug: "rajkot", en: "Rajkot", gu: "રાજકોટ", hi: "राजकोट" },
  { slug: "dwarka", en: "Dwarka", gu: "દ્વારકા", hi: "द्वारका" },
  { slug: "somnath", en: "Somnath", gu: "સોમનાથ", hi: "सोमनाथ" },
];

describe("knownPlace", () => {
  it("knows a place by its name in any script, whatever its case and spaces", () => {
    for (const typed of ["Dwarka", "dwarka", "  DWARKA ", "દ્વારકા", "द्वारका"]) expect(knownPlace(typed, places)?.slug).toBe("dwarka");
  });
  it("knows a place named first, before a comma or a space", () => {
    expect(knownPlace("Dwarka, Gujarat", places)?.slug).toBe("dwarka");
    expect(knownPlace("રાજકોટ એરપોર્ટ", places)?.slug).toBe("rajkot");
  });
  it("does not take a name that only begins like a place", () => {
    expect(knownPlace("Dwarkadhish", places)).toBeUndefined();
    expect(knownPlace("Mumbai Central", places)).toBeUndefined();
    expect(knownPlace("", places)).toBeUndefined();
  });
});
