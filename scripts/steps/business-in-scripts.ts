/**
 * No script holds the business's record (decision 033): the cars page's planner gets what it
 * needs of the business in its data file, and a script that imports the business file (or a
 * module that does) carries all of it to every visitor who wakes it: the GSTIN, the UPI ID,
 * the address. `npm run check:output` fails the build when a built script holds one of them.
 */
import type { Business } from "#app/content/business/business.ts";
import { LANGS } from "#app/content/languages.ts";

/** A value of the record as the check looks for it, and what it is. */
export interface RecordValue {
  what: string;
  value: string;
}

/**
 * The values of the business's record no script needs: the GSTIN, the UPI ID and the street
 * of the address in each language (the city and the postal code alone say little, and a
 * number could match by chance). Values the owner left empty are not looked for.
 */
export function recordValues(business: Business): RecordValue[] {
  const values: RecordValue[] = [
    { what: "the GSTIN", value: business.gst.gstin ?? "" },
    { what: "the UPI ID", value: business.upi ?? "" },
    ...LANGS.map((lang) => ({ what: `the address (${lang})`, value: business.address.street[lang] })),
  ];
  return values.filter((v) => v.value.trim().length >= 5);
}

/** A text as a bundler may write it in a string: each character beyond ASCII as \uXXXX. */
const escaped = (text: string) => text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** Each script that holds a value of the record, as written or escaped, with what it holds ("assets/x.js holds the GSTIN"). */
export function scriptsHoldingRecord(scripts: { file: string; text: string }[], values: RecordValue[]): string[] {
  return scripts.flatMap(({ file, text }) => {
    const lower = text.toLowerCase();
    return values
      .filter(({ value }) => [value, escaped(value)].some((form) => lower.includes(form.toLowerCase())))
      .map(({ what }) => `${file} holds ${what}`);
  });
}
