/** terms.json against its schema, and its sample values. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { findTermsSamples } from "./samples.ts";

describe("the terms", () => {
  it("refuses figures out of range, naming the field", () => {
    expect(errorOf(withChange((f) => (f["terms.json"].waitingMinutes = 500)))).toContain(
      "app/content/data/terms.json → waitingMinutes: must be 5–240 minutes (value: 500)",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].cancellation.hours = 0)))).toContain(
      "terms.json → cancellation.hours: must be 1–168 hours",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].advance.percent = 150)))).toContain(
      "terms.json → advance.percent: must be 1–100 (%)",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].driverDetailsHours = 2.5)))).toContain(
      "terms.json → driverDetailsHours: must be whole hours",
    );
  });

  it("asks for the charge's figure, and refuses a way to pay it does not know", () => {
    expect(errorOf(withChange((f) => (f["terms.json"].cancellation = { hours: 24, kind: "amount" })))).toContain(
      "terms.json → cancellation.amount: missing: the charge is an amount, so give it in ₹",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].cancellation.kind = "half")))).toContain(
      "terms.json → cancellation.kind: must be one of: none, amount, percent",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].payment = ["upi", "cheque"])))).toContain(
      'terms.json → payment → item 2: must be one of: upi, bank, cash, card (value: "cheque")',
    );
    expect(errorOf(withChange((f) => (f["terms.json"].payment = [])))).toContain("terms.json → payment: must name at least one way to pay");
  });

  it("asks for the rules for pets and luggage in each language's script", () => {
    expect(errorOf(withChange((f) => delete f["terms.json"].pets.gu))).toContain("terms.json → pets.gu: missing: write it in Gujarati too");
    expect(errorOf(withChange((f) => (f["terms.json"].extraLuggage.hi = "Extra bags")))).toContain(
      "terms.json → extraLuggage.hi: must be written in Hindi letters",
    );
  });
});

describe("the sample terms", () => {
  const terms = checkContent(real, allImages).terms;
  it("make the build warn, naming what to change", () => {
    expect(findTermsSamples(terms).join()).toMatch(/the terms are the samples \(free cancellation up to 24 hours.*\): set your own/);
  });
  it("are quiet once one figure is the owner's", () => {
    expect(findTermsSamples({ ...terms, waitingMinutes: 45 })).toEqual([]);
    expect(findTermsSamples({ ...terms, pets: { ...terms.pets, en: "No pets, please." } })).toEqual([]);
  });
});
