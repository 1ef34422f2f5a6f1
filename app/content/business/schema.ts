/**
 * The schema of `data/business.json` (the owner's "Business details"): the business's name,
 * phone, e-mail, owner, address, hours and social accounts.
 */
import { z } from "zod";
import { E164, hhmm, https, inEachScript, name, type SchemaKit, textOf } from "#app/content/schema-kit.ts";
import { isAllDay } from "./all-day.ts";
import { phoneProblem } from "./phone.ts";

/** A Google Business Profile's review link: on google.com (or a country's google domain) or g.page. */
export function isGoogleReviewUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "g.page" || /(^|\.)google\.(com|co\.in)$/.test(host);
  } catch {
    return false;
  }
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** A GSTIN's shape: the state's two digits, the PAN (5 letters, 4 digits, a letter), the entity's number, Z, the check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN's check character from its first 14: each character's value (base 36) times 1 and 2 in turn, each product's base-36 digits summed. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right shape whose last character is its check character. */
export const isGstin = (gstin: string) => GSTIN.test(gstin) && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];

/** A UPI ID (virtual payment address): a name of letters, digits, dots, hyphens or underscores, @, and the bank's handle. */
export const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export function businessSchema({ picture }: SchemaKit) {
  const fields = z.object({
    name: inEachScript(name, "the legal name").meta({
      title: "Business name",
      hint: "At the top and bottom of every page, in its titles and in the WhatsApp greetings, in each language's script: નવકાર ટૂર્સ એન્ડ ટ્રાવેલ્સ, नवकार टूर्स एंड ट्रैवल्स. The English one is the legal name, for search engines.",
    }),
    shortName: inEachScript(textOf("name", 20)).meta({
      title: "Short name",
      hint: "Under the app icon on a phone (the English one), in each language's script.",
    }),
    phone: z.string().regex(E164, "must start with + and the country code, digits only, e.g. +919876543210").meta({
      title: "Phone number",
      hint: "With + and the country code, no spaces: +91 and then the 10 digits, e.g. +919876543210. Calls and WhatsApp messages go to this number.",
    }),
    email: z
      .email("must be an e-mail address")
      .meta({ title: "E-mail", hint: "In the footer, and where the owner page's “Mail Now” writes to." }),
    owner: z
      .object({
        name: inEachScript(name).meta({
          title: "Owner's name",
          hint: "On the owner page and wherever {owner} is written, in each language's script.",
        }),
        image: picture("owner").meta({ title: "Owner's portrait", hint: "The photo at the top of the owner page." }),
      })
      .meta({ title: "Owner", hint: "Shown on the owner page and in the site's details for search engines." }),
    address: z
      .object({
        street: inEachScript(textOf("address")).meta({
          title: "Street",
          hint: "Shop or building and road, as on a letter, in each language's script: કાલાવડ રોડ, कालावड रोड. Under “Visit Us” on the home page; the English one also leads the map link.",
        }),
        city: name.meta({ title: "City", hint: "Your city in the service areas, in English." }),
        region: name.meta({ title: "State", hint: "In English, e.g. Gujarat." }),
        postalCode: z
          .string()
          .regex(/^\d{6}$/, "must be a 6-digit PIN code")
          .meta({ title: "PIN code", hint: "Six digits, e.g. 360005." }),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, "must be a 2-letter country code, e.g. IN")
          .meta({ title: "Country code", hint: "Two capital letters: IN for India." }),
        countryName: name.meta({ title: "Country", hint: "In English, e.g. India." }),
      })
      .meta({
        title: "Address",
        hint: "The office's address: under “Visit Us” on the home page (its map link leads there) and in the site's details for search engines. The street in each language; the rest in English.",
      }),
    hours: z
      .object({
        utcOffset: z
          .string()
          .regex(/^[+-]([01]\d|2[0-3]):[0-5]\d$/, "must be an offset from UTC like +05:30")
          .meta({ title: "Time zone", hint: "+05:30 is India." }),
        opens: hhmm.meta({ title: "Opens at", hint: "24-hour time, e.g. 06:00. Open round the clock? Set both to 00:00." }),
        closes: hhmm.meta({
          title: "Closes at",
          hint: "24-hour time, e.g. 23:00. Open past midnight? Closes at e.g. 02:00: open from the opening time until 2 at night.",
        }),
      })
      .superRefine((h, ctx) => {
        // 00:00 to 00:00 is open 24 hours; an opening after the closing is open past midnight (app/lib/hours.ts).
        if (h.opens === h.closes && !isAllDay(h))
          ctx.addIssue({
            code: "custom",
            message: `opens and closes at the same time (${h.opens}): for an office open round the clock, set both to 00:00`,
          });
      })
      .meta({
        title: "Office hours",
        hint: "The hours in the footer, under “Business Hours” on the home page and in its “Open now” label (કામકાજનો સમય).",
      }),
    social: z
      .object({
        company: z
          .object({
            label: name.meta({ title: "Name of the site", hint: "The link's words, e.g. Instagram." }),
            url: https.meta({ title: "Address (https://…)" }),
          })
          .meta({ title: "The company's social account", hint: "Linked from the about page." }),
        owner: z
          .object({
            label: name.meta({ title: "Name of the site", hint: "The link's words, e.g. Facebook." }),
            url: https.meta({ title: "Address (https://…)" }),
          })
          .meta({ title: "The owner's social account", hint: "Linked from the owner page." }),
      })
      .meta({ title: "Social accounts", hint: "Copy the address from the browser's address bar on the profile page." }),
    reviewUrl: https
      .refine(
        isGoogleReviewUrl,
        "must be your Google review link: an https:// address on google.com or g.page, e.g. https://g.page/r/…/review",
      )
      .optional()
      .meta({
        title: "Google review link",
        hint: "From your Google Business Profile: “Ask for reviews” gives the link. When given, the home page and the questions page show “Review us on Google”. Leave empty if you have none.",
      }),
    gst: z
      .object({
        registered: z.boolean().meta({
          title: "Registered for GST",
          hint: "On: every estimate adds GST as the rate card says, and your GSTIN shows on the questions page and in the footer with “GST bill on request”. Off: no GST is added anywhere.",
        }),
        gstin: z
          .string()
          .regex(GSTIN, "must be a GSTIN: 15 capital letters and digits, e.g. 24ABCDE1234F1Z5")
          .refine(isGstin, "is not a valid GSTIN: its last character does not match the rest; copy it again from your GST certificate")
          .optional()
          .meta({ title: "GSTIN", hint: "The 15 characters on your GST registration certificate, e.g. 24ABCDE1234F1Z5." }),
      })
      .superRefine((gst, ctx) => {
        if (gst.registered && gst.gstin === undefined)
          ctx.addIssue({ code: "custom", path: ["gstin"], message: "missing: the business is registered for GST, so give its GSTIN" });
      })
      .meta({ title: "GST", hint: "Whether the business is registered for GST, and its GSTIN." }),
    upi: z
      .string()
      .regex(UPI_ID, "must be a UPI ID like name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank's handle")
      .optional()
      .meta({
        title: "UPI ID",
        hint: "Where travellers pay by UPI, e.g. navkartours@okaxis. The questions page and the about page show it with its QR code, and on a phone a “Pay by UPI” button. Leave empty if you take no UPI.",
      }),
  });
  return fields.superRefine((b, ctx) => {
    // The pattern above takes any country's number; this one asks for one of the office's country.
    const problem = E164.test(b.phone) ? phoneProblem(b.phone, b.address.country) : undefined;
    if (problem) ctx.addIssue({ code: "custom", path: ["phone"], message: problem });
  });
}

/** business.json as stored. */
export type BusinessData = z.infer<ReturnType<typeof businessSchema>>;
