/**
 * The questions page's answer about the airport gives the airport transfer's price as the
 * city's page computes it (the city package on the rate card), never a typed figure; the
 * home page's policies begin with the spec's four.
 */
import { describe, expect, it } from "vitest";
import { cars } from "#app/content/fleet/cars.ts";
import { homeCity } from "#app/content/places/places.ts";
import { LANGS } from "#app/content/languages.ts";
import { pageWords } from "#app/content/words/words.ts";
import { answerText } from "#app/lib/questions.ts";
import { placesPageData } from "#app/kinds/places/data.ts";
import { airportFares, questionsPageData } from "./data.ts";
import { termsPolicies } from "#app/lib/policies.ts";

const rupees = (s: string) => Number(s.replace(/[^\d]/g, ""));

describe("the airport transfer's answer", () => {
  it("gives the lowest and highest price of the city page's airport column, in every language", () => {
    for (const lang of LANGS) {
      const city = placesPageData(lang, homeCity.slug);
      const table = city && "fares" in city ? city.fares?.table : null;
      expect(table, lang).toBeTruthy();
      const amounts = table!.rows.map((r) => rupees(r.amounts[0]));
      expect(airportFares()).toEqual({ min: Math.min(...amounts), max: Math.max(...amounts) });
      const answer = answerText(questionsPageData(lang).questions.find((q) => q.id === "airport")!.answer);
      for (const figure of [Math.min(...amounts), Math.max(...amounts)]) expect(answer).toContain(`₹${figure.toLocaleString("en-IN")}`);
    }
  });
});

describe("the home page's policies", () => {
  it("begin with the spec's four: a free change or cancellation, no hidden charges, verified drivers, sanitized cars", () => {
    const words = pageWords("home", "en").policies;
    const shown = termsPolicies("en", words);
    expect(shown[0]).toBe("You can change the date or cancel at no charge up to 24 hours before the trip.");
    expect(shown[1]).toMatch(/^No hidden charges: we tell you every charge before the trip; tolls, parking and state tax are paid at cost/);
    expect(shown[2]).toMatch(/background-verified/);
    expect(shown[3]).toMatch(/sanitized before every trip/);
    // Then the other terms.
    expect(shown.slice(4).join(" ")).toMatch(
      /Cancelling within 24 hours of the trip costs 20% of the fare, kept from the advance\..*first 30 minutes/,
    );
  });
});

describe("the answer about a CNG car's boot", () => {
  it("names every car that runs on CNG with the bags its card gives, and no other, in every language", () => {
    const cng = cars.filter((c) => c.fuel === "cng");
    expect(cng.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const { carCard } = pageWords("cars", lang);
      const answer = answerText(questionsPageData(lang).questions.find((q) => q.id === "boot-and-roof")!.answer);
      for (const car of cng) expect(answer, `${lang} ${car.name}`).toContain(`${car.name} (${carCard.bags(car.luggage)})`);
      for (const car of cars.filter((c) => c.fuel !== "cng")) expect(answer).not.toContain(car.name);
    }
  });
});

describe("each of the home page's policies", () => {
  it("stands on its own: none begins by pointing at the one before it, in any language", () => {
    for (const lang of LANGS) {
      const shown = termsPolicies(lang, pageWords("home", lang).policies);
      expect(shown.length).toBeGreaterThan(4);
      for (const policy of shown) expect(policy, lang).not.toMatch(/^(After that|Then|તે પછી|પછી|उसके बाद|फिर)\b/u);
    }
    // The later cancellation says its own hours.
    expect(termsPolicies("gu", pageWords("home", "gu").policies).join(" ")).toMatch(/છેલ્લા 24 કલાકમાં કેન્સલ/);
  });
});
