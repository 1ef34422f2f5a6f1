/**
 * Sample values stand in for details the business has not given yet. The build prints a
 * warning for each one still in place, so nobody deploys "+910000000000" by accident.
 */
import { isSamplePhone } from "./phone.ts";
import type { BusinessData } from "./schema.ts";

export function findSamples(b: BusinessData): string[] {
  const found: string[] = [];
  if (isSamplePhone(b.phone)) found.push(`business.phone is the sample ${b.phone}`);
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
  // The sample GSTIN passes the checksum (so the pages show one), with the PAN AAAAA0000A.
  if (b.gst.gstin?.slice(2, 12) === "AAAAA0000A") found.push(`business.gst.gstin is the sample ${b.gst.gstin}`);
  if (b.upi && /sample|example/i.test(b.upi)) found.push(`business.upi is the sample ${b.upi}`);
  return found;
}
