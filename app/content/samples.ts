/**
 * Sample values stand in for details the business has not given yet. The build prints a
 * warning for each one still in place, so nobody deploys "+910000000000" by accident.
 */
import type { Business } from "./business.ts";
import type { Fleet, Rates } from "./schema.ts";

export function findSamples(b: Business): string[] {
  const found: string[] = [];
  if (/^\+910+$/.test(b.phone)) found.push(`business.phone is the sample ${b.phone}`);
  if (/@example\.(com|org|net)$/.test(b.email)) found.push(`business.email is the sample ${b.email}`);
  // The samples are written in each script: "Sample", "સેમ્પલ", "सैंपल".
  const samples = { "owner.name": b.owner.name, "address.street": b.address.street };
  for (const [field, value] of Object.entries(samples)) {
    for (const [lang, text] of Object.entries(value)) {
      if (/sample|સેમ્પલ|सैंपल/i.test(text)) found.push(`business.${field}.${lang} is the sample "${text}"`);
    }
  }
  for (const [key, account] of Object.entries(b.social)) {
    if (/\.example\b/.test(account.url)) found.push(`business.social.${key}.url is the sample ${account.url}`);
  }
  return found;
}

/**
 * The sample rate card's rates a km, car by car, and its minimum a day: typical of the
 * region's published cards (docs/decisions/017), but not the owner's. While the card still
 * has exactly these and shows fares, the build warns; any change of the owner's ends it.
 */
const SAMPLE_RATES = "250|18,13,11,11,14,11,26,30,21,23,28,30";

export function findRateSamples(r: Rates): string[] {
  const signature = `${r.minKmPerDay}|${r.cars.map((c) => c.perKm).join(",")}`;
  return r.show && signature === SAMPLE_RATES ? ["the rate card has the sample rates (₹11 a km for a Dzire, ₹18 for an Innova Crysta…): set your own, or turn “Show fares on the site” off"] : [];
}

/** Cars that show no price while fares show, because the rate card has no rates for them. */
export function findRateGaps(r: Rates, fleet: Fleet): string[] {
  if (!r.show) return [];
  return fleet.cars.filter((c) => !r.cars.some((x) => x.car === c.id)).map((c) => `car ${c.id}, ${c.name} has no rates, so no price shows for it: give it its rates`);
}
