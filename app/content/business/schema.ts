/**
 * The schema of `data/business.json` (the owner's "Business details"): the business's name,
 * phone, e-mail, owner, address, hours and social accounts.
 */
import { z } from "zod";
import { E164, hhmm, https, inEachScript, type SchemaKit, text } from "#app/content/schema-kit.ts";

/** A Google Business Profile's review link: on google.com (or a country's google domain) or g.page. */
export function isGoogleReviewUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "g.page" || /(^|\.)google\.(com|co\.in)$/.test(host);
  } catch {
    return false;
  }
}

export function businessSchema({ picture }: SchemaKit) {
  return z.object({
    name: inEachScript(text.max(60, "must be at most 60 characters"), "the legal name").meta({
      title: "Business name",
      hint: "At the top and bottom of every page, in its titles and in the WhatsApp greetings, in each language's script: નવકાર ટૂર્સ એન્ડ ટ્રાવેલ્સ, नवकार टूर्स एंड ट्रैवल्स. The English one is the legal name, for search engines.",
    }),
    shortName: inEachScript(text.max(20, "must be at most 20 characters")).meta({
      title: "Short name",
      hint: "Under the app icon on a phone (the English one), in each language's script.",
    }),
    phone: z.string().regex(E164, "must start with + and the country code, digits only, e.g. +919876543210").meta({
      title: "Phone number",
      hint: "With + and the country code, no spaces: +919876543210. Calls and WhatsApp messages go to this number.",
    }),
    email: z
      .email("must be an e-mail address")
      .meta({ title: "E-mail", hint: "In the footer, and where the owner page's “Mail Now” writes to." }),
    owner: z
      .object({
        name: inEachScript(text).meta({
          title: "Owner's name",
          hint: "On the owner page and wherever {owner} is written, in each language's script.",
        }),
        image: picture("owner").meta({ title: "Owner's portrait", hint: "The photo at the top of the owner page." }),
      })
      .meta({ title: "Owner", hint: "Shown on the owner page and in the site's details for search engines." }),
    address: z
      .object({
        street: inEachScript(text).meta({
          title: "Street",
          hint: "Shop or building and road, as on a letter, in each language's script: કાલાવડ રોડ, कालावड रोड. Under “Visit Us” on the home page; the English one also leads the map link.",
        }),
        city: text.meta({ title: "City", hint: "Your city in the service areas, in English." }),
        region: text.meta({ title: "State", hint: "In English, e.g. Gujarat." }),
        postalCode: z
          .string()
          .regex(/^\d{6}$/, "must be a 6-digit PIN code")
          .meta({ title: "PIN code", hint: "Six digits, e.g. 360005." }),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, "must be a 2-letter country code, e.g. IN")
          .meta({ title: "Country code", hint: "Two capital letters: IN for India." }),
        countryName: text.meta({ title: "Country", hint: "In English, e.g. India." }),
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
        opens: hhmm.meta({ title: "Opens at", hint: "24-hour time, e.g. 06:00" }),
        closes: hhmm.meta({ title: "Closes at", hint: "24-hour time, e.g. 23:00" }),
      })
      .meta({
        title: "Office hours",
        hint: "The hours in the footer, under “Business Hours” on the home page and in its “Open now” label (ઑફિસનો સમય).",
      }),
    social: z
      .object({
        company: z
          .object({
            label: text.meta({ title: "Name of the site", hint: "The link's words, e.g. Instagram." }),
            url: https.meta({ title: "Address (https://…)" }),
          })
          .meta({ title: "The company's social account", hint: "Linked from the about page." }),
        owner: z
          .object({
            label: text.meta({ title: "Name of the site", hint: "The link's words, e.g. Facebook." }),
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
  });
}

/** business.json as stored. */
export type BusinessData = z.infer<ReturnType<typeof businessSchema>>;
