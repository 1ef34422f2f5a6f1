/**
 * The sample terms: typical of published ones (docs/decisions/020), not the owner's. While
 * terms.json still has exactly these, the build warns (as for the sample phone,
 * business/samples.ts); any change of the owner's ends it.
 */
import type { TermsData } from "./schema.ts";

/** The sample's figures, by field: what the warning names. */
export const SAMPLE_TERMS = {
  "cancellation.hours": 24,
  "cancellation.kind": "percent",
  "cancellation.percent": 20,
  waitingMinutes: 30,
  "advance.kind": "percent",
  "advance.percent": 20,
  driverDetailsHours: 8,
  "pets.en":
    "Small pets may come along if you tell us when you book; bring a carrier or a sheet for the seat. Cleaning the car after the trip, if it needs it, is charged at cost.",
} as const;

const valueAt = (t: TermsData, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), t);

export function findTermsSamples(t: TermsData): string[] {
  const same = Object.entries(SAMPLE_TERMS).every(([path, value]) => valueAt(t, path) === value);
  return same
    ? [
        "the terms are the samples (free cancellation up to 24 hours before, then 20% of the fare, the advance; 30 minutes' free waiting; 20% advance; the driver's number 8 hours before; the rule for pets): set your own",
      ]
    : [];
}
