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
  it("knows a place named first, before a comma or a space, with only words that name it after", () => {
    for (const typed of ["Dwarka, Gujarat", "Dwarka temple", "Dwarka (Gujarat) 361335", "દ્વારકા મંદિર", "द्वारका, गुजरात"])
      expect(knownPlace(typed, places)?.slug, typed).toBe("dwarka");
    const airport = { slug: "rajkot-airport", en: "Rajkot Airport", gu: "રાજકોટ એરપોર્ટ", hi: "राजकोट एयरपोर्ट", names: ["Hirasar"] };
    expect(knownPlace("Rajkot Airport, Hirasar", [...places, airport])?.slug).toBe("rajkot-airport");
  });
  it("knows no place where the words name more than one: the fare is quoted, never a known place's", () => {
    expect(knownPlace("Rajkot station & gate #2", places)?.slug).toBe("rajkot");
    expect(knownPlace("Dwarka, Hotel Sea View", places)?.slug).toBe("dwarka");
    for (const typed of [
      "Dwarka - then on to Delhi",
      "Dwarka and Somnath",
      "Dwarka Somnath",
      "Dwarka via Jamnagar",
      "દ્વારકા પછી દિલ્હી",
      "द्वारका होकर दिल्ली",
    ])
      expect(knownPlace(typed, places), typed).toBeUndefined();
  });
  it("does not take a name that only begins like a place", () => {
    expect(knownPlace("Dwarkadhish", places)).toBeUndefined();
    expect(knownPlace("Mumbai Central", places)).toBeUndefined();
    expect(knownPlace("", places)).toBeUndefined();
  });
});
