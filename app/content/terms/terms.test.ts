/** terms.json against its schema, and its sample values. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { findTermsSamples } from "./samples.ts";
import { cancellationProblem } from "./schema.ts";

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
    expect(
      errorOf(withChange((f) => (f["terms.json"].cancellation = { ...f["terms.json"].cancellation, kind: "amount", percent: undefined }))),
    ).toContain("terms.json → cancellation.amount: missing: the charge is an amount, so give it in ₹");
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

describe("a late cancellation against the advance", () => {
  it("keeps at most the advance: a rule held in the terms themselves", () => {
    const pct = (percent: number) => ({ kind: "percent", percent });
    const rs = (amount: number) => ({ kind: "amount", amount });
    expect(cancellationProblem(pct(20), pct(20))).toBeNull();
    expect(cancellationProblem(pct(10), pct(20))).toBeNull();
    expect(cancellationProblem(rs(500), rs(1000))).toBeNull();
    expect(cancellationProblem({ kind: "none" }, { kind: "none" })).toBeNull();
    expect(cancellationProblem(pct(25), pct(20))?.message).toBe(
      "must be at most the advance (20%): a late cancellation keeps at most what was paid",
    );
    expect(cancellationProblem(rs(1500), rs(1000))?.path).toBe("cancellation.amount");
    expect(cancellationProblem(rs(500), { kind: "none" })?.message).toMatch(/while no advance is taken/);
    expect(cancellationProblem(pct(10), rs(1000))?.message).toMatch(/must be given as the advance is \(in ₹\)/);
  });

  it("the sample's agree, and the content check refuses a charge above the advance, naming the field", () => {
    const { terms } = checkContent(real, allImages);
    expect(cancellationProblem(terms.cancellation, terms.advance)).toBeNull();
    expect(errorOf(withChange((f) => (f["terms.json"].cancellation.percent = 25)))).toContain(
      "app/content/data/terms.json → cancellation.percent: must be at most the advance (20%)",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].advance = { kind: "none" })))).toContain(
      "terms.json → cancellation.kind: must be “No charge” while no advance is taken",
    );
  });

  it("refuses a state tax without its source, or a choice it does not know", () => {
    expect(errorOf(withChange((f) => (f["terms.json"].stateTaxes[0].source = "rajputanacabs.in")))).toContain(
      "terms.json → stateTaxes → item 1 → source: must be an https:// address",
    );
    expect(errorOf(withChange((f) => (f["terms.json"].waitingCharge = "minute")))).toContain(
      "terms.json → waitingCharge: must be one of: none, halfHour, hour",
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
