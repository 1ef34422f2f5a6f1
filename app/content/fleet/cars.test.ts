/** The cars as the pages read them: each model's web address name, and the sizes that share a model's page. */
import { LANGS } from "#app/content/languages.ts";
import { describe, expect, it } from "vitest";
import { type Car, carModels, cars, modelSlug, modelsOf } from "./cars.ts";

const car = (id: number, name: string, capacity: number): Car => ({
  id,
  name,
  textName: { en: name, gu: name, hi: name },
  model: modelSlug(name),
  capacity,
  luggage: { large: 1, small: 1 },
  ac: true,
  fuel: "petrol",
  features: [],
  image: "/cars/x.svg",
  pictures: [],
  phone: "+910000000000",
});

describe("a model's web address name", () => {
  it.each([
    ["Innova Crysta", "innova-crysta"],
    ["Tempo Traveller", "tempo-traveller"],
    ["Nexa XL6", "nexa-xl6"],
    ["AURA", "aura"],
    ["Swift  Dzire ", "swift-dzire"],
    ["Maruti Suzuki Ertiga (new)", "maruti-suzuki-ertiga-new"],
    ["Force Urbania – 17", "force-urbania-17"],
  ])("%s → %s", (name, slug) => expect(modelSlug(name)).toBe(slug));
});

describe("the models", () => {
  it("groups the cars of one name, in the order of each model's first car, each model's sizes from the fewest seats", () => {
    const list = [car(1, "Urbania", 17), car(2, "Dzire", 4), car(3, "urbania", 13), car(4, "Tempo Traveller", 12)];
    expect(modelsOf(list).map((m) => [m.slug, m.name, m.cars.map((c) => c.id)])).toEqual([
      ["urbania", "Urbania", [3, 1]],
      ["dzire", "Dzire", [2]],
      ["tempo-traveller", "Tempo Traveller", [4]],
    ]);
  });

  it("names a model in a sentence as the first of its cars to give a name in that language, else by its Latin name", () => {
    const named = { ...car(5, "Tempo Traveller", 17), textName: { en: "Tempo Traveller", gu: "ટેમ્પો ટ્રાવેલર", hi: "Tempo Traveller" } };
    const [tempo, dzire] = modelsOf([car(4, "Tempo Traveller", 12), named, car(2, "Dzire", 4)]);
    expect(tempo.textName).toEqual({ en: "Tempo Traveller", gu: "ટેમ્પો ટ્રાવેલર", hi: "Tempo Traveller" });
    expect(dzire.textName).toEqual({ en: "Dzire", gu: "Dzire", hi: "Dzire" });
    // The sample fleet names the two vans in the page's letters, and no other model.
    expect(carModels.filter((m) => m.textName.gu !== m.name).map((m) => [m.textName.gu, m.textName.hi])).toEqual([
      ["અર્બેનિયા", "अर्बानिया"],
      ["ટેમ્પો ટ્રાવેલર", "टेम्पो ट्रैवलर"],
    ]);
  });

  it("makes eight models of the sample fleet's twelve cars: Urbania 13 and 17 one, the four Tempo Travellers one", () => {
    expect(carModels.map((m) => m.slug)).toEqual([
      "innova-crysta",
      "ertiga",
      "swift-dzire",
      "baleno",
      "nexa-xl6",
      "aura",
      "urbania",
      "tempo-traveller",
    ]);
    expect(carModels.find((m) => m.slug === "urbania")!.cars.map((c) => c.capacity)).toEqual([13, 17]);
    expect(carModels.find((m) => m.slug === "tempo-traveller")!.cars.map((c) => c.capacity)).toEqual([12, 17, 26, 29]);
    expect(carModels.flatMap((m) => m.cars)).toHaveLength(cars.length);
  });

  it("gives every car its bags, AC and features in three languages", () => {
    for (const c of cars) {
      expect(c.luggage.large + c.luggage.small, c.name).toBeGreaterThan(0);
      expect(typeof c.ac).toBe("boolean");
      for (const f of c.features) expect(Object.keys(f).sort()).toEqual([...LANGS].sort());
    }
  });
});
