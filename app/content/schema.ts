/**
 * The content schema: the one gate for every data file in `data/`. It runs at build time
 * (the content check, scripts/content-check.ts) and in the unit tests, never in a visitor's
 * browser; the pages take their types from it (`z.infer`), and the editor's field rules are
 * generated from it (scripts/build/editor-config.ts). `title` and `hint` in `.meta()` are
 * what the owner reads in the editor: a title in plain words, and a hint that says where on
 * the site the words appear (a test fails on a field labelled by its code name with no hint).
 */
import { z } from "zod";
import { IMAGE_EXTENSIONS } from "#app/images/formats.ts";
import { NAME_PLACEHOLDERS, placeholdersIn } from "./templates.ts";

/** Metadata the editor's configuration is generated from. */
export interface FieldMeta {
  title?: string;
  hint?: string;
  /** Placeholders a template must use (besides the names every text may use). */
  placeholders?: string[];
  /** A picture: the editor offers an upload into this folder of app/assets/images. */
  picture?: PictureFolder;
  /** The same in every language (a picture's file name): the editor copies it across. */
  sameInEveryLanguage?: boolean;
  /** A list's item, for the editor's "Add …" button: "Car". */
  singular?: string;
  /**
   * Chosen from a list, not typed: "stops" offers your city, the places and the named stops
   * of the roads table (scripts/build/editor-config.ts builds the choices from the data).
   */
  choose?: "stops";
  /** A list's item folded, as the editor shows it: "Car {{fields.car}}: ₹{{fields.perKm}} a km". */
  summary?: string;
}
declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's way to type .meta()
  interface GlobalMeta extends FieldMeta {}
}

/**
 * The folders of app/assets/images, one per kind of picture: each is processed at the
 * widths its pages show it at (app/images/*.ts), so a picture must sit in its kind's folder.
 */
export const PICTURE_FOLDERS = ["cars", "owner", "posters", "banner", "hero", "places"] as const;
export type PictureFolder = (typeof PICTURE_FOLDERS)[number];
const PICTURE_FILE = new RegExp(`^[^/]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

export const E164 = /^\+[1-9]\d{7,14}$/;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_SEATS = 60;
/** A web address's last part: lower-case Latin letters and digits, joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A driving time, hours and minutes: "4:30". */
export const DURATION = /^\d{1,2}:[0-5]\d$/;
/** A Wikidata entry's address: https://www.wikidata.org/wiki/Q and its number. */
export const WIKIDATA = /^https:\/\/www\.wikidata\.org\/wiki\/Q[1-9]\d*$/;

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(", ");

/**
 * A text in which placeholders may appear: `required` ones must, `optional` ones may, and
 * `{business}` and `{owner}` may in any text. Anything else in braces is refused, so that a
 * typo like `{nmae}` never reaches a page.
 */
function template(required: readonly string[] = [], optional: readonly string[] = []) {
  const allowed = [...NAME_PLACEHOLDERS, ...required, ...optional];
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, ctx) => {
      const used = placeholdersIn(value);
      for (const name of used.filter((n) => !allowed.includes(n))) {
        ctx.addIssue({ code: "custom", message: `unknown placeholder {${name}}: this text can use ${list(allowed)}` });
      }
      for (const name of required.filter((n) => !used.includes(n))) {
        ctx.addIssue({ code: "custom", message: `must use the placeholder {${name}}` });
      }
    })
    .meta(required.length || optional.length ? { placeholders: [...required, ...optional] } : {});
}

/** Plain words: no placeholders but the names. */
const text = template();
/** Words with placeholders, e.g. `words("count")` for "Seats: {count} passengers". */
const words = (...required: string[]) => template(required);
/**
 * Words that change with a number: `other` is required; `one` (for one, in English) may
 * leave out the number itself ("Showing 1 car") but must keep the other placeholders. In
 * Gujarati and Hindi `one` is also used for 0, so there it keeps the number too (load.ts).
 */
const plural = (count: string, ...others: string[]) =>
  z
    .object({
      one: template(others, [count]).optional().meta({ title: "For one", hint: `Where the words change for one: “1 car”, “1 ગાડી”, “1 गाड़ी”. In Gujarati and Hindi it is also used for 0: keep {${count}}. Leave it empty if the words for more are right for 1 too.` }),
      other: template([count, ...others]).meta({ title: "For more than one" }),
    })
    .meta({ hint: `Written once for one and once for more; ${list([count, ...others]).replace(/, ([^,]*)$/, " and $1")} ${others.length ? "are" : "is"} filled in.` });
/**
 * A name or an address in each language's script, as the owner's name: the Gujarati and
 * Hindi pages show their own, never the Latin letters. `english` says what the English one
 * is for, if more than the English pages ("the legal name").
 */
/** No Latin letter: a pattern, so that the editor refuses one before saving, as the build does. */
const NOT_LATIN = /^[^A-Za-z]*$/;
const inEachScript = (field: z.ZodString, english?: string) =>
  z.object({
    en: field.meta({ title: english ? `In English (${english})` : "In English" }),
    gu: field.regex(NOT_LATIN, "must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં), not Latin letters").meta({ title: "In Gujarati" }),
    hi: field.regex(NOT_LATIN, "must be written in Hindi letters (हिन्दी अक्षरों में), not Latin letters").meta({ title: "In Hindi" }),
  }, { error: "must be written in each language: English, Gujarati and Hindi (en, gu, hi)" });
const https = z.url({ protocol: /^https$/, message: "must be an https:// address" });
const hhmm = z.string().regex(HHMM, "must be a 24-hour time HH:MM, e.g. 06:00 or 23:00");

/** `imageExists(path)` tells whether a file is at that path under app/assets/images. */
export function makeSchemas(imageExists: (path: string) => boolean) {
  const picture = (folder: PictureFolder) =>
    z
      .string()
      .min(1, "must name a picture")
      .superRefine((value, ctx) => {
        const [dir, file] = [value.slice(0, value.lastIndexOf("/")), value.slice(value.lastIndexOf("/") + 1)];
        if (dir !== `/${folder}` || !PICTURE_FILE.test(file)) {
          ctx.addIssue({ code: "custom", message: `must be a JPEG, PNG, WebP or SVG file in the folder ${folder}/, e.g. "/${folder}/photo.jpg"` });
        } else if (!imageExists(value.slice(1))) {
          ctx.addIssue({ code: "custom", message: `no picture "${value}" in app/assets/images/ (was it uploaded?)` });
        }
      })
      .meta({ picture: folder, sameInEveryLanguage: true });
  const pictureWithAlt = (folder: PictureFolder) => z.object({
    image: picture(folder).meta({ title: "Picture" }),
    alt: text.meta({ title: "What the picture shows", hint: "Read aloud to blind visitors and shown if the picture cannot load." }),
  });

  /** What a page's tab and its search result show. */
  const pageHead = {
    title: text.meta({ title: "Title (browser tab and search results)", hint: "On the browser's tab, and the blue link in Google's results." }),
    description: text.meta({ title: "Description (search results)", hint: "The grey lines under that link in Google's results." }),
  };

  const business = z.object({
    name: inEachScript(text.max(60, "must be at most 60 characters"), "the legal name").meta({ title: "Business name", hint: "At the top and bottom of every page, in its titles and in the WhatsApp greetings, in each language's script: નવકાર ટૂર્સ એન્ડ ટ્રાવેલ્સ, नवकार टूर्स एंड ट्रैवल्स. The English one is the legal name, for search engines." }),
    shortName: inEachScript(text.max(20, "must be at most 20 characters")).meta({ title: "Short name", hint: "Under the app icon on a phone (the English one), in each language's script." }),
    phone: z.string().regex(E164, "must start with + and the country code, digits only, e.g. +919876543210").meta({ title: "Phone number", hint: "With + and the country code, no spaces: +919876543210. Calls and WhatsApp messages go to this number." }),
    email: z.email("must be an e-mail address").meta({ title: "E-mail", hint: "In the footer, and where the owner page's “Mail Now” writes to." }),
    owner: z.object({
      name: inEachScript(text).meta({ title: "Owner's name", hint: "On the owner page and wherever {owner} is written, in each language's script." }),
      image: picture("owner").meta({ title: "Owner's portrait", hint: "The photo at the top of the owner page." }),
    }).meta({ title: "Owner", hint: "Shown on the owner page and in the site's details for search engines." }),
    address: z.object({
      street: inEachScript(text).meta({ title: "Street", hint: "Shop or building and road, as on a letter, in each language's script: કાલાવડ રોડ, कालावड रोड. Under “Visit Us” on the home page; the English one also leads the map link." }),
      city: text.meta({ title: "City", hint: "Your city in the service areas, in English." }),
      region: text.meta({ title: "State", hint: "In English, e.g. Gujarat." }),
      postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code").meta({ title: "PIN code", hint: "Six digits, e.g. 360005." }),
      country: z.string().regex(/^[A-Z]{2}$/, "must be a 2-letter country code, e.g. IN").meta({ title: "Country code", hint: "Two capital letters: IN for India." }),
      countryName: text.meta({ title: "Country", hint: "In English, e.g. India." }),
    }).meta({ title: "Address", hint: "The office's address: under “Visit Us” on the home page (its map link leads there) and in the site's details for search engines. The street in each language; the rest in English." }),
    hours: z.object({
      utcOffset: z.string().regex(/^[+-]([01]\d|2[0-3]):[0-5]\d$/, "must be an offset from UTC like +05:30").meta({ title: "Time zone", hint: "+05:30 is India." }),
      opens: hhmm.meta({ title: "Opens at", hint: "24-hour time, e.g. 06:00" }),
      closes: hhmm.meta({ title: "Closes at", hint: "24-hour time, e.g. 23:00" }),
    }).meta({ title: "Office hours", hint: "The hours in the footer, under “Business Hours” on the home page and in its “Open now” label (ઑફિસનો સમય)." }),
    social: z.object({
      company: z.object({ label: text.meta({ title: "Name of the site", hint: "The link's words, e.g. Instagram." }), url: https.meta({ title: "Address (https://…)" }) }).meta({ title: "The company's social account", hint: "Linked from the about page." }),
      owner: z.object({ label: text.meta({ title: "Name of the site", hint: "The link's words, e.g. Facebook." }), url: https.meta({ title: "Address (https://…)" }) }).meta({ title: "The owner's social account", hint: "Linked from the owner page." }),
    }).meta({ title: "Social accounts", hint: "Copy the address from the browser's address bar on the profile page." }),
  });

  /** A place's name in each script: the home page's list and the place pages name it so. */
  const placeNames = {
    en: text.meta({ title: "Name in English" }),
    gu: text.meta({ title: "Name in Gujarati" }),
    hi: text.meta({ title: "Name in Hindi" }),
  };
  const slug = z
    .string()
    .regex(SLUG, "must be lower-case letters a–z and digits, words joined by single hyphens, e.g. dwarka or bet-dwarka")
    .meta({ title: "Web address name", hint: "The end of the page's address, e.g. dwarka for /places/dwarka. Changing it changes the address." });

  /**
   * The places the business drives to: its own city, whose page is about rides in and
   * around it, and the others, each with the road distance and driving time from the city.
   * Their words (why people go) are each language's place pages' words.
   */
  const placePicture = picture("places").meta({ title: "Picture", hint: "A photo or drawing of the place, shown on its page. What it shows is written in each language's words." });
  /** A town on the road, in each script. */
  // An optional list's "singular" (the editor's "Add Town" button) sits on the list itself,
  // inside `.optional()`: the editor reads a wrapper's title and hint, the list's own rules.
  const town = z.object(placeNames).meta({ title: "Town" });
  const places = z.object({
    city: z.object({
      slug,
      ...placeNames,
      image: placePicture,
      airportKm: z
        .number({ error: "must be a number of kilometres" })
        .int("must be a whole number of kilometres")
        .min(1, "must be 1–200 km")
        .max(200, "must be 1–200 km")
        .optional()
        .meta({ title: "Airport: distance from the city (km)", hint: "By road, from the city centre. Leave empty if you do not want the city's page to say it." }),
      airportMinutes: z
        .number({ error: "must be a number of minutes" })
        .int("must be a whole number of minutes")
        .min(5, "must be 5–240 minutes")
        .max(240, "must be 5–240 minutes")
        .optional()
        .meta({ title: "Airport: driving time (minutes)", hint: "How long the drive from the city centre usually takes, as you know it. Leave empty if you do not want the city's page to say it." }),
    }).meta({ title: "Your city", hint: "Where the office is; its page is about rides in and around the city." }),
    places: z
      .array(
        z.object({
          slug,
          ...placeNames,
          distanceKm: z
            .number({ error: "must be a number of kilometres" })
            .int("must be a whole number of kilometres")
            .min(1, "must be 1–5000 km")
            .max(5000, "must be 1–5000 km")
            .meta({ title: "Distance by road (km)", hint: "From your city, as a map's route shows it. Pages say it is approximate." }),
          drivingTime: z
            .string({ error: "must be a time like 4:30" })
            .regex(DURATION, "must be hours and minutes like 4:30 (minutes 00–59)")
            .refine((t) => t !== "0:00" && t !== "00:00", "must be longer than 0:00")
            .meta({ title: "Driving time (hours:minutes)", hint: "The usual time by car without stops, e.g. 4:30. Pages say it is approximate." }),
          returnDays: z
            .number({ error: "must be a number of days" })
            .int("must be a whole number of days")
            .min(1, "must be 1–10 days")
            .max(10, "must be 1–10 days")
            .meta({ title: "Days for a return trip", hint: "How many calendar days a return trip to this place usually takes: 1 if it is a day trip. The place's page shows the return fare for these days." }),
          image: placePicture,
          via: z
            .array(town)
            .max(8, "must name at most 8 towns")
            .meta({ singular: "Town" })
            .optional()
            .meta({ title: "Towns on the way", hint: "The towns the usual road passes, in order from your city. Leave empty to show no road." }),
          combines: z
            .array(z.string().regex(SLUG, "must be a web address name of a place, e.g. somnath").meta({ title: "Place" }))
            .max(4, "must name at most 4 places")
            .meta({ singular: "Place" })
            .optional()
            .meta({ title: "Goes well with", hint: "Other places that fit in the same trip, by their web address names, e.g. somnath." }),
          links: z
            .array(z.object({
              note: z.number({ error: "must be a note's number" }).int("must be a note's number").min(1, "must be a note's number, from 1").meta({ title: "Note", hint: "Its number in \"Before you go\": 1 for the first." }),
              url: https.meta({ title: "Official page (https://…)", hint: "Where travellers can check the times themselves. Only https:// addresses." }),
            }))
            .max(6, "must hold at most 6 links")
            .meta({ singular: "Official page" })
            .optional()
            .meta({ title: "Before you go: official pages", hint: "For a note of \"Before you go\" (in the place's words) that has an official page: the note's number and the page." }),
          wikidata: https
            .regex(WIKIDATA, "must be a Wikidata entry's address, e.g. https://www.wikidata.org/wiki/Q1234")
            .optional()
            .meta({ title: "Wikidata entry (https://…)", hint: "For a place whose name is shared (Dwarka is also in Delhi): its Wikidata page tells search engines which place is meant." }),
        }),
      )
      .min(1, "must name at least one place")
      .meta({ title: "Places you drive to", singular: "Place", hint: "Each has its own page, in the order the home page and the places page list them." }),
  }).superRefine((p, ctx) => {
    const seen = new Map<string, string>([[p.city.slug, "your city"]]);
    p.places.forEach((place, i) => {
      const first = seen.get(place.slug);
      if (first !== undefined) ctx.addIssue({ code: "custom", path: ["places", i, "slug"], message: `"${place.slug}" is already the address of ${first}` });
      else seen.set(place.slug, place.en);
    });
    p.places.forEach((place, i) => {
      place.links?.forEach((link, j) => {
        if (place.links!.findIndex((l) => l.note === link.note) !== j) ctx.addIssue({ code: "custom", path: ["places", i, "links", j, "note"], message: `note ${link.note} already has its page` });
      });
      place.combines?.forEach((other, j) => {
        if (!seen.has(other)) ctx.addIssue({ code: "custom", path: ["places", i, "combines", j], message: `"${other}" is not a place in the list` });
        else if (other === place.slug) ctx.addIssue({ code: "custom", path: ["places", i, "combines", j], message: "must name another place" });
      });
    });
  });

  /**
   * A place of the site (by its web address name) or a named stop of the roads table: where a
   * road starts or ends, and where a tour's day passes or spends the night. The content check
   * refuses a name that is neither (app/content/load.ts); the editor offers only those.
   */
  const stopName = (title: string, hint: string) =>
    z.string().regex(SLUG, "must be the web address name of a place or a stop, e.g. dwarka or bet-dwarka").meta({ title, hint, choose: "stops" });
  const drivingTime = z
    .string({ error: "must be a time like 4:30" })
    .regex(DURATION, "must be hours and minutes like 4:30 (minutes 00–59)")
    .refine((t) => t !== "0:00" && t !== "00:00", "must be longer than 0:00");

  /**
   * The roads between places that the tours use, each way: km and driving time. A road from
   * your city to a place is that place's own distance in the service areas, written once
   * there. A stop that has no page of its own (Bet Dwarka) is named here in each script.
   */
  const roads = z.object({
    stops: z
      .array(z.object({
        slug: slug.meta({ title: "Short name", hint: "Lower-case letters and hyphens, e.g. bet-dwarka: the tours name the stop by it." }),
        ...placeNames,
      }))
      .meta({ title: "Stops without a page", singular: "Stop", hint: "Temples and towns the tours visit that have no page of their own, e.g. Bet Dwarka." }),
    roads: z
      .array(z.object({
        from: stopName("From", "A place or a stop; the road counts both ways."),
        to: stopName("To", "The other end."),
        km: z
          .number({ error: "must be a number of kilometres" })
          .int("must be a whole number of kilometres")
          .min(1, "must be 1–2000 km")
          .max(2000, "must be 1–2000 km")
          .meta({ title: "Distance by road (km)", hint: "As a map's route shows it; tours add up their days from these." }),
        drivingTime: drivingTime.meta({ title: "Driving time (hours:minutes)", hint: "The usual time by car without stops, e.g. 2:30." }),
        sources: z
          // Not shown on the site, so an http:// page is as good a source as any.
          .array(z.url({ protocol: /^https?$/, message: "must be a web address, http:// or https://" }).meta({ title: "Page (https://…)" }))
          .max(4, "must give at most 4 pages")
          .meta({ singular: "Page" })
          .optional()
          .meta({ title: "Where the distance was checked", hint: "Pages that give this distance, for whoever checks it later. Not shown on the site." }),
      }))
      .meta({ title: "Roads", singular: "Road", hint: "Every road between two stops of a tour, except from your city (the service areas give those)." }),
  }).superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.roads.forEach((road, i) => {
      const key = [road.from, road.to].sort().join(" ");
      if (road.from === road.to) ctx.addIssue({ code: "custom", path: ["roads", i, "to"], message: "must be another place than “From”" });
      else if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["roads", i], message: `the road between ${road.from} and ${road.to} is already in the table` });
      seen.add(key);
    });
  });

  /**
   * The tours: each day goes from the last night's stop (your city on day 1) through its
   * places to the night's stop; the last day ends in your city. Their words (name, what is
   * seen each day) are the tours pages' words, one entry per tour, by its web address name.
   */
  const tours = z.object({
    tours: z
      .array(z.object({
        slug: slug.meta({ title: "Web address name", hint: "The end of the tour's address, e.g. dwarka-somnath for /tours/dwarka-somnath. Changing it changes the address." }),
        days: z
          .array(z.object({
            via: z
              .array(stopName("Place", "A place or a stop, in the order of the day."))
              .max(6, "must name at most 6 places")
              .meta({ singular: "Place" })
              .optional()
              .meta({ title: "Places on the way", hint: "Where the day stops before the night's stop, in order. Leave empty for a day that drives straight there." }),
            night: stopName("Night's stop", "Where the day ends and the night is spent; on the last day, your city."),
          }))
          .min(1, "must have at least one day")
          .max(15, "must have at most 15 days")
          .meta({ title: "Days", singular: "Day", hint: "In order; each day starts where the last one ended (day 1 from your city). Each day's words are in the tours pages' words." }),
      }))
      .meta({ title: "Tours", singular: "Tour", hint: "Each has its own page, in the order the tours page lists them." }),
  }).superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.tours.forEach((tour, i) => {
      if (seen.has(tour.slug)) ctx.addIssue({ code: "custom", path: ["tours", i, "slug"], message: `"${tour.slug}" is already the address of another tour` });
      seen.add(tour.slug);
    });
  });

  const car = z.object({
    id: z.number().int("must be a whole number").min(1, "must be a whole number from 1").meta({ title: "Number", hint: "Each car has its own number; the trip planner's links use it." }),
    name: text.max(40, "must be at most 40 characters").meta({ title: "Model name", hint: "In Latin letters, as on the car." }),
    seats: z.number().int("must be a whole number").min(1, `must be 1–${MAX_SEATS} seats`).max(MAX_SEATS, `must be 1–${MAX_SEATS} seats`).meta({ title: "Passenger seats", hint: "Without the driver." }),
    image: picture("cars").meta({ title: "Photo", hint: "The car's photo on the cars page (and the home page if popular). A phone photo, JPEG, PNG or WebP." }),
    popular: z.boolean().meta({ title: "Popular (on the home page)", hint: "Choose three cars." }),
  });

  const fleet = z.object({
    cars: z.array(car).min(1, "the fleet must not be empty").meta({ title: "Cars", singular: "Car", hint: "In the order the cars page shows them." }),
    groups: z
      .array(z.object({
        min: z.number().int().min(1, `must be 1–${MAX_SEATS}`).max(MAX_SEATS, `must be 1–${MAX_SEATS}`).meta({ title: "From" }),
        max: z.number().int().min(1, `must be 1–${MAX_SEATS}`).max(MAX_SEATS, `must be 1–${MAX_SEATS}`).meta({ title: "To" }),
      }))
      .min(1)
      // The filter's CSS (app.css) has a rule for each of up to seven groups.
      .max(7, "the cars page's filter has room for seven group sizes at most")
      .meta({ title: "Group sizes of the filter", hint: "Their names are among the cars page's words." }),
  }).superRefine((f, ctx) => {
    const seen = new Map<number, number>();
    f.cars.forEach((c, i) => {
      const first = seen.get(c.id);
      if (first !== undefined) ctx.addIssue({ code: "custom", path: ["cars", i, "id"], message: `duplicate number ${c.id}: the ${ordinal(first + 1)} car in the list (${f.cars[first].name}) has it too; this is the ${ordinal(i + 1)}` });
      else seen.set(c.id, i);
    });
    const popular = f.cars.filter((c) => c.popular).length;
    if (popular !== 3) ctx.addIssue({ code: "custom", path: ["cars"], message: `mark exactly three cars as popular (now ${popular})` });
  });

  /**
   * The owner's rate card (data/rates.json): what applies to every car, then each car's
   * rates by its number in the fleet. lib/fare.ts turns it into every figure on the site.
   */
  const rupeesField = (min: number, max: number) =>
    z.number({ error: "must be a number of rupees" }).min(min, `must be ₹${min}–₹${max}`).max(max, `must be ₹${min}–₹${max}`);
  const rates = z.object({
    show: z.boolean().meta({ title: "Show fares on the site", hint: "Off: no price appears anywhere on the site, and visitors call or send a WhatsApp message to ask." }),
    minKmPerDay: z
      .number({ error: "must be a number of kilometres" })
      .int("must be a whole number of kilometres")
      .min(0, "must be 0–600 km")
      .max(600, "must be 0–600 km")
      .meta({ title: "Minimum km a day (outstation)", hint: "The km billed at least for each calendar day out of the city, e.g. 250 or 300. 0 for no minimum." }),
    oneWayAsReturn: z.boolean().meta({ title: "Charge a one-way drop as a return trip", hint: "On: a one-way trip is billed for the km there and back (the car comes back empty). Off: only the km one way, with the minimum a day." }),
    gstIncluded: z.boolean().meta({ title: "The rates include GST", hint: "Off: 5% GST is added to every estimate, and the rate card says so." }),
    nightAllowance: rupeesField(0, 3000)
      .int("must be whole rupees")
      .optional()
      .meta({ title: "Night allowance (₹ a night)", hint: "For the driver, when he drives between 10 PM and 6 AM. It is not in the estimates; the pages name it beside them. Leave empty if you charge none." }),
    local: z
      .object({
        hours: z.number({ error: "must be a number of hours" }).int("must be whole hours").min(1, "must be 1–24 hours").max(24, "must be 1–24 hours").meta({ title: "Hours", hint: "E.g. 8." }),
        km: z.number({ error: "must be a number of kilometres" }).int("must be whole km").min(1, "must be 1–500 km").max(500, "must be 1–500 km").meta({ title: "Km", hint: "E.g. 80." }),
      })
      .optional()
      .meta({ title: "City package", hint: "If you sell city hire as a package (8 hours or 80 km, say): its hours and km. Each car's price is below. Leave empty if you do not." }),
    cars: z
      .array(z.object({
        car: z.number({ error: "must be a car's number" }).int("must be a car's number").min(1, "must be a car's number, from 1").meta({ title: "Car's number", hint: "Its number under Cars, e.g. 3 for the third car you added." }),
        perKm: rupeesField(1, 200).meta({ title: "Rate a km (₹)", hint: "Outstation, e.g. 11 for a Dzire, 18 for an Innova Crysta. Paise allowed: 10.5." }),
        driverPerDay: rupeesField(0, 3000).int("must be whole rupees").meta({ title: "Driver's allowance (₹ a day)", hint: "For each calendar day of an outstation trip, e.g. 300." }),
        local: rupeesField(100, 50000).int("must be whole rupees").optional().meta({ title: "City package price (₹)", hint: "For the city package's hours and km. Leave empty if this car is not hired in the city." }),
        extraHour: rupeesField(0, 5000).int("must be whole rupees").optional().meta({ title: "Extra hour in the city (₹)", hint: "For each hour beyond the city package. Extra km are at the rate a km." }),
      }))
      .meta({ title: "Each car's rates", singular: "Car's rates", summary: "Car {{fields.car}}: ₹{{fields.perKm}} a km, driver ₹{{fields.driverPerDay}} a day", hint: "One entry for every car under Cars, by its number." }),
  }).superRefine((r, ctx) => {
    const seen = new Set<number>();
    r.cars.forEach((c, i) => {
      if (seen.has(c.car)) ctx.addIssue({ code: "custom", path: ["cars", i, "car"], message: `car ${c.car} already has its rates` });
      seen.add(c.car);
      if (r.local && c.local === undefined) ctx.addIssue({ code: "custom", path: ["cars", i, "local"], message: "missing: the rate card has a city package, so each car needs its price" });
    });
  });

  const shared = z.object({
    navLabels: z.object({
      home: text.meta({ title: "Home page link", hint: "E.g. “Home”." }),
      cars: text.meta({ title: "Cars page link", hint: "E.g. “Book a car”." }),
      about: text.meta({ title: "About page link", hint: "E.g. “About”." }),
      owner: text.meta({ title: "Owner page link", hint: "E.g. “Owner”." }),
      places: text.meta({ title: "Places link", hint: "In the footer and the places pages' path." }),
      tours: text.meta({ title: "Tours page link", hint: "In the menu, after the cars page's link, e.g. “Tours”." }),
    }).meta({ title: "Menu", hint: "The links of the menu at the top of every page (મેનુ) and of the footer." }),
    shell: z.object({
      skipLink: text.meta({ title: "“Skip to main content” link", hint: "Hidden until a keyboard user presses Tab: the first link on every page." }),
      homeLinkLabel: text.meta({ title: "Logo link's name", hint: "Read aloud to blind visitors for the business name at the top left, which leads home." }),
      menu: text.meta({ title: "Menu button", hint: "The button that opens the menu on a phone (મેનુ બટન)." }),
      navLabel: text.meta({ title: "Menu's name", hint: "Read aloud to blind visitors before the menu's links." }),
      language: text.meta({ title: "Language button", hint: "Beside the language choice (English, ગુજરાતી, हिन्दी) at the top." }),
      callShort: text.meta({ title: "Call button (phone)", hint: "The Call button in the bar at the bottom of a phone's screen (ફોનની નીચેની પટ્ટીમાં)." }),
      callLong: text.meta({ title: "Call button (header)", hint: "The Call button at the top right of every page on a computer, and under the trip planner." }),
      whatsappShort: text.meta({ title: "WhatsApp button", hint: "The WhatsApp button in the bar at the bottom of a phone's screen and under the trip planner." }),
      quickActionsLabel: text.meta({ title: "Call bar's name", hint: "Read aloud to blind visitors for the Call and WhatsApp bar at the bottom of a phone's screen." }),
      footerTagline: text.meta({ title: "Footer: one line about the business", hint: "Under the name at the bottom of every page, and on the pictures shared on WhatsApp and Facebook." }),
      footerContact: text.meta({ title: "Footer: contact heading", hint: "Above the phone number and e-mail at the bottom of every page." }),
      footerPages: text.meta({ title: "Footer: pages heading", hint: "Above the links to the pages at the bottom of every page." }),
      footerHours: template([], ["opens", "closes"]).meta({ title: "Footer hours", hint: "{opens} and {closes} are filled in from the office hours." }),
      legalNotice: text.meta({ title: "Footer: rights notice", hint: "After “© year, business name” on the last line of every page." }),
      analyticsNotice: text.meta({ title: "Footer: how visits are counted", hint: "Under the last line of every page, only while the site counts visits (ANALYTICS is set): one plain sentence saying what is counted and what is not (મુલાકાતોની ગણતરી)." }),
      opensNewTab: text.meta({ title: "“Opens in a new tab”", hint: "Read aloud to blind visitors after a link that opens WhatsApp, a map or a social site." }),
      themeSwitchLight: text.meta({ title: "Switch to light theme", hint: "The name of the sun/moon button at the top, read aloud and shown when pointed at." }),
      themeSwitchDark: text.meta({ title: "Switch to dark theme", hint: "The same button, when the page is light." }),
      themeSwitchUnknown: text.meta({ title: "Switch theme", hint: "The same button, before the page knows its theme." }),
    }).meta({ title: "Header, footer and buttons", hint: "The words at the top and bottom of every page (ઉપર અને નીચેના શબ્દો)." }),
    messages: z.object({
      general: text.meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp." }),
      feedback: text.meta({ title: "Feedback message", hint: "Prefilled when a visitor taps “Message on WhatsApp” under “Share your feedback” on the about page." }),
      mailSubject: text.meta({ title: "E-mail subject", hint: "Prefilled when a visitor taps “Mail Now” on the owner page." }),
      mailBody: text.meta({ title: "E-mail text", hint: "Prefilled under that subject." }),
      car: plural("seats", "car").meta({ title: "WhatsApp message about a car", hint: "Prefilled when a visitor taps “Message Now” on a car; {car} and {seats} are filled in. Write it so that it fits every car, a car or a Tempo Traveller: “મારે ગાડી બુક કરાવવી છે: {car}”." }),
    }).meta({ title: "Prefilled messages", hint: "What the visitor's WhatsApp or e-mail shows, ready to send (તૈયાર મેસેજ)." }),
    fares: z.object({
      rateCardTitle: text.meta({ title: "Rate card: title", hint: "Above the rate card on the cars page." }),
      rateCardIntro: text.meta({ title: "Rate card: introduction", hint: "Under that title." }),
      car: text.meta({ title: "Column: car", hint: "The first column of the rate card and of a place's fares." }),
      perKmColumn: text.meta({ title: "Column: rate a km" }),
      driverColumn: text.meta({ title: "Column: driver's allowance a day" }),
      localColumn: words("hours", "km").meta({ title: "Column: city package", hint: "{hours} and {km} are the package's, e.g. “City, {hours} hours or {km} km”." }),
      extraHourColumn: text.meta({ title: "Column: extra hour in the city" }),
      perKm: words("rate").meta({ title: "Rate a km, on each car", hint: "On each car's box on the cars page; {rate} is the rate, e.g. “{rate} a km”." }),
      minKm: words("km").meta({ title: "Minimum a day", hint: "Under the rate card and beside every estimate; {km} is the minimum km a day." }),
      oneWayAsReturn: text.meta({ title: "One-way drop billed as a return trip", hint: "Under the rate card, when you charge it so." }),
      oneWayAlone: text.meta({ title: "One-way drop billed one way", hint: "Under the rate card, when you charge only the km one way." }),
      gstIncluded: text.meta({ title: "The rates include GST" }),
      gstExtra: words("percent").meta({ title: "GST is added", hint: "{percent} is 5." }),
      night: words("amount").meta({ title: "Night allowance", hint: "Shown when you charge one; {amount} is the allowance." }),
      notIncludedTitle: text.meta({ title: "Not included: title", hint: "Above the list of what no fare includes." }),
      notIncluded: z.array(text.meta({ title: "What is not included" })).min(1, "must name at least one thing").max(8, "must name at most 8 things").meta({ title: "Not included", singular: "Thing not included", hint: "Paid at cost on the way: tolls, parking, permits. One short line each." }),
      estimateNote: text.meta({ title: "An estimate, not a quote", hint: "Beside every fare on the site." }),
      faresTitle: words("from").meta({ title: "A place's fares: title", hint: "On every place's page; {from} is your city." }),
      oneWay: text.meta({ title: "Column: one way" }),
      returnTrip: plural("days").meta({ title: "Column: return", hint: "{days} is the place's days for a return trip." }),
      airport: text.meta({ title: "Column: airport transfer", hint: "On your city's page, from the city package." }),
      estimate: words("amount", "car").meta({ title: "The planner's estimate", hint: "Under the planner when both places are known; {amount} is the estimate, {car} the car it is for." }),
      billed: words("km").meta({ title: "The km of an estimate", hint: "After the planner's estimate; {km} is the km billed." }),
      messageLine: text.meta({ title: "Estimate in the message", hint: "Before the estimate in the planner's WhatsApp message." }),
    }).meta({ title: "Fares", hint: "The words around every price on the site: the rate card on the cars page, each place's fares and the planner's estimate (ભાડું)." }),
    hours: z.object({
      time: z.object({
        format: template(["hour", "minute"], ["period"]).meta({ title: "How a time is written", hint: "{hour} (1–12), {minute} and {period}, e.g. {hour}:{minute} {period}" }),
        periods: z
          .array(z.object({ from: hhmm.meta({ title: "From", hint: "24-hour time this part of the day starts, e.g. 12:00." }), word: text.meta({ title: "Word", hint: "E.g. AM, PM, or સવારે." }) }))
          .min(1)
          .refine((p) => p[0]?.from === "00:00", "the first must start at 00:00")
          .refine((p) => p.every((x, i) => i === 0 || x.from > p[i - 1].from), "must be in order of time")
          .meta({ title: "Parts of the day", hint: "AM and PM, or morning, noon, evening and night." }),
      }).meta({ title: "Times" }),
      open: words("time").meta({ title: "Open now", hint: "Under “Business Hours” on the home page while the office is open; {time} is the closing time." }),
      closed: words("time").meta({ title: "Closed now", hint: "Under “Business Hours” on the home page while the office is closed; {time} is the opening time." }),
    }).meta({ title: "Open now label", hint: "The label under “Business Hours” on the home page that says whether the office is open now." }),
  });

  const home = z.object({
    homePage: z.object({
      ...pageHead,
      heroTitle: text.meta({ title: "Headline", hint: "The large words at the top of the home page (મુખ્ય શીર્ષક), also on its picture when shared on WhatsApp." }),
      heroText: text.meta({ title: "Text under the headline", hint: "The sentence under the headline at the top of the home page." }),
      heroCta: text.meta({ title: "Headline button", hint: "The button under the headline; it leads to the cars page." }),
      heroImage: picture("hero").meta({ title: "Headline picture", hint: "The wide picture behind the headline." }),
      heroImageAlt: text.meta({ title: "What the headline picture shows", hint: "Read aloud to blind visitors and shown if the picture cannot load." }),
      popularTitle: text.meta({ title: "Popular cars: title", hint: "Above the three popular cars on the home page (લોકપ્રિય ગાડીઓ)." }),
      popularText: text.meta({ title: "Popular cars: text", hint: "Under that title." }),
      popularMore: text.meta({ title: "Popular cars: link to all cars", hint: "The link under the three popular cars on the home page." }),
      testimonialsTitle: text.meta({ title: "Customers' words: title", hint: "Above the three customers' quotes on the home page." }),
      areasTitle: text.meta({ title: "Service areas title", hint: "Above the list of places on the home page." }),
      areasText: text.meta({ title: "Service areas text", hint: "Under that title, before the places." }),
      howTitle: text.meta({ title: "How to book: title", hint: "Above the three numbered steps on the home page." }),
      howSteps: z.array(z.object({
        title: text.meta({ title: "Step's title", hint: "In bold beside the step's number." }),
        text: text.meta({ title: "Step's text", hint: "Under the step's title." }),
      })).length(3, "must hold three steps").meta({ title: "How to book: steps", singular: "Step", hint: "The three numbered steps, in order." }),
      howCall: text.meta({ title: "How to book: call button", hint: "The Call button under the steps." }),
      howPlan: text.meta({ title: "How to book: planner link", hint: "The link under the steps to the trip planner on the cars page." }),
      hoursTitle: text.meta({ title: "Hours: title", hint: "Above the office hours on the home page." }),
      hoursDays: text.meta({ title: "Hours: days", hint: "Above the times, e.g. “Every day”." }),
      hoursTime: template(["opens", "closes"]).meta({ title: "Hours: times", hint: "{opens} and {closes} are filled in from the office hours, e.g. “{opens} to {closes}”." }),
      hoursEmergency: text.meta({ title: "Hours: emergency calls", hint: "The line under the times, e.g. “Emergency travel calls: 24/7” (ઇમરજન્સી કૉલ)." }),
      ctaTitle: text.meta({ title: "Call to action: title", hint: "The large words in the dark box near the end of the home page." }),
      ctaText: text.meta({ title: "Call to action: text", hint: "Under that title." }),
      ctaButton: text.meta({ title: "Call to action: button", hint: "The button in that box; it leads to the cars page." }),
      visitTitle: text.meta({ title: "Visit us: title", hint: "Above the office's address near the end of the home page (અમારી મુલાકાત લો)." }),
      visitLine: text.meta({ title: "Visit us: line under the address", hint: "In bold under the address, e.g. “All types of Cars Available on Rental Basis”." }),
      directions: text.meta({ title: "Directions link", hint: "The button under the address that opens the map." }),
      policiesTitle: text.meta({ title: "Policies: title", hint: "Above the list of policies at the end of the home page." }),
    }).meta({ title: "Home page", hint: "The words of the home page, from top to bottom (હોમ પેજ)." }),
    testimonials: z.array(z.object({
      quote: text.meta({ title: "What the customer said", hint: "In quotation marks on the home page." }),
      author: text.meta({ title: "Customer's name and town", hint: "Under the quote, e.g. “Priya Patel, Ahmedabad”." }),
    })).length(3, "must hold three").meta({ title: "What customers say", singular: "Testimonial", hint: "The three quotes on the home page, under “What Customers Say”." }),
    policies: z.array(text.meta({ title: "Policy" })).min(1).meta({ title: "Our policies", singular: "Policy", hint: "The list at the end of the home page, one sentence each." }),
    places: z.object({
      state: text.meta({ title: "Your state's name", hint: "In the address under “Visit Us” on the home page, e.g. Gujarat." }),
      country: text.meta({ title: "Your country's name", hint: "After the state in that address, e.g. India." }),
      alsoOutside: text.meta({ title: "Also outside the state", hint: "After the list of places on the home page." }),
    }).meta({ title: "Place names", hint: "Names that the home page writes in this language." }),
  });

  const cars = z.object({
    carsPage: z.object({
      ...pageHead,
      heading: text.meta({ title: "Heading", hint: "The large words at the top of the cars page." }),
      intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
      filterLabel: text.meta({ title: "Filter's name", hint: "Read aloud to blind visitors before the group-size buttons (All, Up to 4, …)." }),
      filters: z.array(text.meta({ title: "Filter name" })).min(1).meta({ title: "Filter names", singular: "Filter name", hint: "The group-size buttons above the cars, one per group size, in the same order (All, Up to 4, 5–7, …). In Gujarati and Hindi a range: 1–4, 5–7, with the dash –." }),
      showingAll: plural("total").meta({ title: "Showing all cars", hint: "Under the filter when “All” is chosen; {total} is the number of cars." }),
      showingSome: plural("count", "total").meta({ title: "Showing some cars", hint: "Under the filter when a group size is chosen; {count} of {total} cars." }),
      planJump: text.meta({ title: "Link to the planner", hint: "The link at the top of the cars page that jumps down to the trip planner." }),
      planner: z.object({
        title: text.meta({ title: "Title", hint: "Above the trip planner, the form under the cars (આપનો પ્રવાસ પ્લાન કરો)." }),
        intro: text.meta({ title: "Introduction", hint: "Under the planner's title." }),
        pickup: text.meta({ title: "Pickup place: label", hint: "Above the box for where the trip starts." }),
        drop: text.meta({ title: "Drop place: label", hint: "Above the box for where the trip ends." }),
        tripType: text.meta({ title: "One way or round trip: label", hint: "Above the two choices below." }),
        oneWay: text.meta({ title: "“One way” choice", hint: "Beside its round button." }),
        roundTrip: text.meta({ title: "“Round trip” choice", hint: "Beside its round button; it shows the return date." }),
        date: text.meta({ title: "Travel date: label", hint: "Above the date box." }),
        returnDate: text.meta({ title: "Return date: label", hint: "Shown for a round trip." }),
        time: text.meta({ title: "Pickup time: label", hint: "Above the time box." }),
        passengers: text.meta({ title: "Passengers: label", hint: "Above the box for the number of passengers." }),
        car: text.meta({ title: "Car: label", hint: "Above the list of cars to choose from." }),
        anyCar: text.meta({ title: "“Any car” choice", hint: "The first choice of that list." }),
        name: text.meta({ title: "Your name: label", hint: "Above the box for the visitor's name." }),
        nameLine: text.meta({ title: "Name in the message", hint: "Before the visitor's name in the WhatsApp message the planner writes." }),
        optional: text.meta({ title: "“optional”", hint: "In brackets after the labels of the boxes a visitor may leave empty." }),
        send: text.meta({ title: "Send button", hint: "The green button that opens WhatsApp with the trip." }),
        call: text.meta({ title: "Call button", hint: "Beside the Send button." }),
        privacy: text.meta({ title: "Privacy note", hint: "The small line under the buttons." }),
        noScript: text.meta({ title: "Without JavaScript", hint: "Shown instead of the form on a phone that cannot run it." }),
        errors: z.object({
          pickupMissing: text.meta({ title: "Pickup place left empty" }),
          dropMissing: text.meta({ title: "Drop place left empty" }),
          tooLong: words("max").meta({ title: "Too many letters", hint: "{max} is filled in with the longest allowed." }),
          dateMissing: text.meta({ title: "Travel date left empty" }),
          datePast: text.meta({ title: "Travel date before today" }),
          returnMissing: text.meta({ title: "Return date left empty" }),
          returnBeforeDate: text.meta({ title: "Return date before the travel date" }),
          passengersMissing: text.meta({ title: "Passengers left empty" }),
          passengersWhole: text.meta({ title: "Passengers not a whole number from 1 to 60" }),
          passengersTooMany: text.meta({ title: "More than 60 passengers" }),
        }).meta({ title: "Messages at the fields", hint: "Shown in red under a box of the planner when it is filled in wrongly and the visitor taps Send." }),
        greeting: text.meta({ title: "Message: first line", hint: "The first line of the WhatsApp message the planner writes." }),
        closing: text.meta({ title: "Message: last line", hint: "The last line of that message." }),
      }).meta({ title: "Trip planner", hint: "The form under the cars that writes a WhatsApp message with the trip (પ્રવાસ પ્લાન કરવાનું ફોર્મ)." }),
    }).meta({ title: "Cars page", hint: "The words of the cars page, from top to bottom (ગાડીઓનું પેજ)." }),
    carCard: z.object({
      seats: plural("count").meta({ title: "Seats", hint: "On each car, e.g. “Seats: 7 passengers”; {count} is the car's seats." }),
      label: plural("seats", "name").meta({ title: "Car's name with seats", hint: "How a car is named in lists and search results, e.g. “Ertiga (6 seats)”." }),
      alt: plural("seats", "name").meta({ title: "What the car's photo shows", hint: "Read aloud to blind visitors for each car's photo." }),
      call: text.meta({ title: "Call button", hint: "On each car (કૉલ બટન)." }),
      message: text.meta({ title: "WhatsApp button", hint: "On each car, beside Call." }),
      callLabel: words("car").meta({ title: "Call button, read aloud", hint: "What blind visitors hear for that button; {car} is the car's name." }),
      messageLabel: words("car").meta({ title: "WhatsApp button, read aloud", hint: "What blind visitors hear for that button; {car} is the car's name." }),
      plan: text.meta({ title: "Plan a trip link", hint: "On each car: it fills the planner with that car." }),
      planLabel: words("car").meta({ title: "Plan a trip link, read aloud", hint: "What blind visitors hear for that link; {car} is the car's name." }),
      fits: text.meta({ title: "Fits the group", hint: "On a car big enough for the passengers typed in the planner." }),
      tooSmall: words("car").meta({ title: "Too small for the group", hint: "On a car too small for them; {car} is the smallest car that fits." }),
      noneFits: text.meta({ title: "No car fits the group", hint: "On every car when no single car seats the passengers typed in the planner." }),
    }).meta({ title: "Car cards", hint: "The words on each car's box on the cars page (દરેક ગાડીના બોક્સ પર)." }),
  });

  const about = z.object({
    aboutPage: z.object({
      ...pageHead,
      heading: text.meta({ title: "Heading", hint: "The large words at the top of the about page." }),
      paragraphs: z.array(text.meta({ title: "Paragraph" })).min(1).meta({ title: "About the business", singular: "Paragraph", hint: "The paragraphs under the heading, in order." }),
      socialText: text.meta({ title: "Before the social link", hint: "Followed by the company's social account, e.g. “See our latest trips and offers on Instagram”." }),
      feedbackTitle: text.meta({ title: "Feedback: title", hint: "Above the invitation to send feedback." }),
      feedbackText: text.meta({ title: "Feedback: text", hint: "Under that title, above the WhatsApp button." }),
      feedbackLink: text.meta({ title: "Feedback: WhatsApp button", hint: "It opens WhatsApp with the feedback message of “Words on every page”." }),
      galleryTitle: text.meta({ title: "Pictures: title", hint: "Above the wide picture and the four posters." }),
      banner: pictureWithAlt("banner").meta({ title: "Wide picture", hint: "The wide picture above the posters." }),
      posters: z.array(pictureWithAlt("posters")).length(4, "must hold four posters").meta({ title: "Posters", singular: "Poster", hint: "The four pictures of the services, in order." }),
    }).meta({ title: "About page", hint: "The words of the about page, from top to bottom (અમારા વિશે)." }),
  });

  const owner = z.object({
    ownerPage: z.object({
      ...pageHead,
      role: text.meta({ title: "Role", hint: "Under the owner's name at the top of the owner page, e.g. “Founder and owner”." }),
      portraitAlt: text.meta({ title: "What the portrait shows", hint: "Read aloud to blind visitors for the owner's photo." }),
      bio: z.array(text.meta({ title: "Paragraph" })).min(1).meta({ title: "About the owner", singular: "Paragraph", hint: "The paragraphs beside the photo, in order. Write them so that they fit any name: in Gujarati “… {owner} દ્વારા …”, never “{owner}એ”." }),
      socialText: text.meta({ title: "Before the social link", hint: "Followed by the owner's social account, e.g. “Follow him on Facebook”." }),
      mailText: text.meta({ title: "Before the e-mail button", hint: "E.g. “Write to the owner directly:”." }),
      mailLink: text.meta({ title: "E-mail button", hint: "It opens the visitor's e-mail with the subject and text of “Words on every page”." }),
      achievementsTitle: text.meta({ title: "Achievements: title", hint: "Above the four achievements." }),
      galleryTitle: text.meta({ title: "Pictures: title", hint: "Above the three pictures at the end of the owner page." }),
      gallery: z.array(pictureWithAlt("owner")).length(3, "must hold three pictures").meta({ title: "Pictures", singular: "Picture", hint: "The three pictures at the end of the owner page, in order." }),
    }).meta({ title: "Owner page", hint: "The words of the owner page, from top to bottom (માલિક વિશે)." }),
    achievements: z.array(z.object({
      title: text.meta({ title: "Award or honour", hint: "In bold, e.g. “Gauseva Gold Medal”." }),
      description: text.meta({ title: "What it was for", hint: "The line under it." }),
    })).length(4, "must hold four").meta({ title: "Achievements", singular: "Achievement", hint: "The four boxes under “Achievements” on the owner page." }),
  });

  const notFound = z.object({
    notFoundPage: z.object({
      title: text.meta({ title: "Title (browser tab)" }),
      description: text.meta({ title: "Description", hint: "For search engines; rarely seen." }),
      heading: text.meta({ title: "Heading", hint: "The large words on the page shown for an address that does not exist." }),
      text: text.meta({ title: "Text", hint: "Under the heading." }),
      home: text.meta({ title: "Home page button", hint: "Under the text; it leads to the home page." }),
      cars: text.meta({ title: "Cars page button", hint: "Beside it; it leads to the cars page." }),
    }).meta({ title: "Page not found", hint: "The page a visitor sees when an address is mistyped (ખોટું સરનામું)." }),
  });

  const offline = z.object({
    offlinePage: z.object({
      title: text.meta({ title: "Title (browser tab)" }),
      heading: text.meta({ title: "Heading", hint: "The large words on the page shown when the phone has no internet." }),
      text: text.meta({ title: "Text", hint: "Under the heading." }),
      call: text.meta({ title: "Call button", hint: "Under the text: a call works without the internet." }),
      hours: template(["opens", "closes"]).meta({ title: "Hours", hint: "Under the Call button; {opens} and {closes} are filled in from the office hours." }),
      retry: text.meta({ title: "Try again button", hint: "It reloads the page." }),
    }).meta({ title: "Offline page", hint: "The page a visitor sees without internet, for a page not saved on the phone yet (ઇન્ટરનેટ વગર)." }),
  });

  /** The places page and each place's page. */
  const placesWords = z.object({
    placesPage: z.object({
      ...pageHead,
      heading: text.meta({ title: "Heading", hint: "The large words at the top of the places page." }),
      intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
      cityLine: text.meta({ title: "Under your city's name", hint: "What its page is about, e.g. rides in the city." }),
      outside: text.meta({ title: "Outside the state", hint: "Shown with the Call and WhatsApp buttons." }),
      outsideMessage: text.meta({ title: "WhatsApp message about a trip outside the state" }),
    }).meta({ title: "Places page", hint: "The page that lists every place you drive to (સ્થળોનું પેજ)." }),
    placePage: z.object({
      title: words("from", "to").meta({ title: "Title (browser tab and search results)" }),
      description: words("from", "to", "km").meta({ title: "Description (search results)" }),
      heading: words("from", "to").meta({ title: "Heading", hint: "The large words at the top of a place's page; {from} is your city, {to} the place." }),
      distance: words("km").meta({ title: "Distance", hint: "{km} is filled in from the place's distance." }),
      time: plural("hours", "minutes").meta({ title: "Driving time", hint: "{hours} and {minutes} are filled in from the place's driving time; Hindi has its form for one hour (“1 घंटा 15 मिनट”)." }),
      timeHours: words("hours").meta({ title: "Driving time in whole hours", hint: "When the minutes are 00." }),
      approximate: text.meta({ title: "Why the figures are approximate" }),
      whyTitle: words("to").meta({ title: "Why people go: title" }),
      carsTitle: text.meta({ title: "Which car: title" }),
      carsText: text.meta({ title: "Which car: text" }),
      group: words("group").meta({ title: "A group size", hint: "{group} is a filter name of the cars page, e.g. 5–7." }),
      planTitle: text.meta({ title: "Plan this trip: title" }),
      planText: text.meta({ title: "Plan this trip: text" }),
      plan: text.meta({ title: "Plan this trip: button" }),
      message: words("from", "to").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on the page." }),
      allPlaces: text.meta({ title: "Link to all places" }),
      routeTitle: text.meta({ title: "The road: title" }),
      routeText: words("from", "to").meta({ title: "The road: text", hint: "Before the towns on the way; {from} and {to} are filled in." }),
      stopsTitle: text.meta({ title: "Stops on the way: title" }),
      notesTitle: text.meta({ title: "Before you go: title" }),
      checkFirst: text.meta({ title: "Before you go: check first", hint: "Under the notes: times change, so check before you travel." }),
      officialLink: text.meta({ title: "Before you go: link to the official page", hint: "After a note that has an official page, e.g. Official site." }),
      tripTitle: text.meta({ title: "Day trip or overnight: title" }),
      combinesTitle: text.meta({ title: "Goes well with", hint: "Before the links to the places that fit in the same trip." }),
      terms: z
        .object({
          title: text.meta({ title: "Title", hint: "The heading over your terms, e.g. “How we work”." }),
          items: z.array(text.meta({ title: "Term" })).min(1, "must hold at least one term").max(8, "must hold at most 8 terms").meta({ title: "Terms", singular: "Term", hint: "One short sentence each." }),
        })
        .optional()
        .meta({ title: "Your terms (optional)", hint: "One-way or round trip, waiting, what the fare includes, luggage, cancellation: in your own words. Every place's page shows them; leave empty to show nothing." }),
    }).meta({ title: "Each place's page", hint: "The words of every place's page, e.g. Rajkot to Dwarka; each place's own words are under “Words for each place”." }),
    cityPage: z.object({
      title: words("city").meta({ title: "Title (browser tab and search results)" }),
      description: words("city").meta({ title: "Description (search results)" }),
      heading: words("city").meta({ title: "Heading", hint: "The large words at the top of your city's page; {city} is its name." }),
      whyTitle: words("city").meta({ title: "What we drive you to: title" }),
      message: words("city").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on the page." }),
      airportTitle: text.meta({ title: "Airport: title" }),
      airport: words("km").meta({ title: "Airport: distance", hint: "{km} is filled in from your city's airport distance; shown only when that is set." }),
      airportTime: words("minutes").meta({ title: "Airport: driving time", hint: "{minutes} is filled in from your city's airport driving time; shown only when that is set." }),
      airportPickup: text.meta({ title: "Airport: where pickups happen" }),
    }).meta({ title: "Your city's page", hint: "The page about rides in and around your city." }),
    places: z
      .array(z.object({
        slug: z.string().regex(SLUG, "must be a web address name from the service areas").meta({ title: "Place", hint: "The web address name of a service area, e.g. dwarka.", sameInEveryLanguage: true }),
        intro: text.meta({ title: "Introduction" }),
        reasons: z.array(text.meta({ title: "Reason" })).min(2, "must give 2 to 4 reasons").max(4, "must give 2 to 4 reasons").meta({ title: "Why people go", singular: "Reason", hint: "Two to four well-known reasons, one sentence each. No prices or offers." }),
        imageAlt: text.meta({ title: "What the picture shows", hint: "Read aloud to blind visitors and shown if the picture cannot load." }),
        stops: z
          .array(z.object({ name: text.meta({ title: "Name of the stop", hint: "A temple or town on the way, e.g. Virpur (Jalaram temple)." }), text: text.meta({ title: "Why stop", hint: "One sentence: what the stop is and where, e.g. On the highway past Gondal." }) }))
          .max(4, "must give at most 4 stops")
          .meta({ singular: "Stop" })
          .optional()
          .meta({ title: "Stops on the way", hint: "Up to four places worth a stop on the road, one sentence each." }),
        notes: z
          .array(text.meta({ title: "Note" }))
          .max(6, "must give at most 6 notes")
          .meta({ singular: "Note" })
          .optional()
          .meta({ title: "Before you go", hint: "Times and closures that decide when to leave, one sentence each. A note's official page, if it has one, is in the service areas, by the note's number." }),
        trip: text.optional().meta({ title: "Day trip or overnight", hint: "One or two sentences: whether the trip fits in a day, and what to combine it with." }),
      }))
      .meta({ title: "Words for each place", singular: "Place", hint: "One entry for every service area, your city included." }),
  });


  /** The tours page, each tour's page, and the tours' parts of the home page and the place pages. */
  const toursWords = z.object({
    toursPage: z.object({
      ...pageHead,
      heading: text.meta({ title: "Heading", hint: "The large words at the top of the tours page." }),
      intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
      days: plural("count").meta({ title: "Number of days", hint: "Under each tour's name, e.g. “4 days”; {count} is filled in." }),
      more: words("tour").meta({ title: "Link to a tour, read aloud", hint: "What blind visitors hear for each tour's link; {tour} is its name." }),
      from: words("fare", "car").meta({ title: "The fare from the smallest car", hint: "Under each tour when fares show, e.g. “From ₹9,100 (Swift Dzire)”; {fare} is the lowest fare for the whole tour, {car} that car." }),
    }).meta({ title: "Tours page", hint: "The page that lists every tour (ટૂરનું પેજ)." }),
    tourPage: z.object({
      title: words("tour").meta({ title: "Title (browser tab and search results)", hint: "{tour} is the tour's name." }),
      description: words("tour", "days", "km").meta({ title: "Description (search results)", hint: "{tour} is the tour's name, {days} its days, {km} its total km." }),
      day: words("day").meta({ title: "A day's heading", hint: "E.g. “Day 1”; {day} is its number." }),
      distance: words("km").meta({ title: "A day's distance", hint: "{km} is the day's km, added up from the roads table." }),
      time: plural("hours", "minutes").meta({ title: "A day's driving time", hint: "{hours} and {minutes} are added up from the roads table; Hindi has its form for one hour (“1 घंटा 15 मिनट”)." }),
      timeHours: words("hours").meta({ title: "A day's driving time in whole hours", hint: "When the minutes are 00." }),
      night: words("place").meta({ title: "The night's stop", hint: "Under each day but the last; {place} is where the night is spent." }),
      home: words("city").meta({ title: "The last day's end", hint: "Under the last day; {city} is your city." }),
      approximate: text.meta({ title: "Why the figures are approximate", hint: "Under the days." }),
      totalTitle: text.meta({ title: "The whole tour: title" }),
      total: words("km").meta({ title: "The whole tour: distance", hint: "{km} is the sum of the days." }),
      totalDays: plural("count").meta({ title: "The whole tour: days", hint: "{count} is the number of days." }),
      placesTitle: text.meta({ title: "Places on this tour: title", hint: "Before the links to the pages of the tour's places." }),
      notesTitle: text.meta({ title: "Before you go: title", hint: "Over a day's notes." }),
      checkFirst: text.meta({ title: "Check first", hint: "Under the days: times change, so check before you travel." }),
      faresTitle: text.meta({ title: "Fares: title", hint: "Over the fare of the whole tour for each car, when fares show." }),
      faresText: text.meta({ title: "Fares: text", hint: "Under that title: how the fare is counted." }),
      bookTitle: text.meta({ title: "Book this tour: title" }),
      bookText: text.meta({ title: "Book this tour: text" }),
      message: words("tour", "days", "places").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on a tour's page; {tour} is its name, {days} its days, {places} the places day by day." }),
      messageDay: words("day", "places").meta({ title: "WhatsApp message: one day", hint: "One line of {places} in the message above; {day} is the day's number, {places} its places." }),
      allTours: text.meta({ title: "Link to all tours" }),
      plan: text.meta({ title: "Plan this tour button", hint: "Beside WhatsApp: it opens the trip planner of the cars page with the tour chosen." }),
    }).meta({ title: "Each tour's page", hint: "The words of every tour's page; each tour's own words are under “Words for each tour”." }),
    planner: z.object({
      tour: text.meta({ title: "Tour", hint: "In the trip planner when a tour is chosen, and before its name in the message, e.g. “Tour”." }),
      other: text.meta({ title: "Plan another trip", hint: "The link under the chosen tour that empties the choice." }),
    }).meta({ title: "A tour in the trip planner", hint: "What the cars page's planner says when a tour's “Plan this tour” opened it." }),
    homeSection: z.object({
      title: text.meta({ title: "Title", hint: "Over the tours, after the places on the home page." }),
      text: text.meta({ title: "Text", hint: "Under that title." }),
      all: text.meta({ title: "Link to all tours", hint: "Under the tours." }),
    }).meta({ title: "Tours on the home page", hint: "The part of the home page that shows the tours." }),
    placeSection: z.object({
      title: words("to").meta({ title: "Title", hint: "On a place's page, over the tours that include it; {to} is the place." }),
    }).meta({ title: "Tours on a place's page", hint: "Shown on the page of every place a tour includes." }),
    tours: z
      .array(z.object({
        slug: z.string().regex(SLUG, "must be a tour's web address name").meta({ title: "Tour", hint: "The web address name of a tour, e.g. dwarka-somnath.", sameInEveryLanguage: true }),
        name: text.max(60, "must be at most 60 characters").meta({ title: "Name", hint: "The tour's name, e.g. Dwarka and Somnath." }),
        intro: text.meta({ title: "Introduction", hint: "One or two sentences under the name." }),
        days: z
          .array(z.object({
            seen: text.meta({ title: "What is seen", hint: "One to three sentences: the day's temples and sights, in order, with the times that matter." }),
            notes: z
              .array(text.meta({ title: "Note" }))
              .max(4, "must give at most 4 notes")
              .meta({ singular: "Note" })
              .optional()
              .meta({ title: "Before you go", hint: "Closures and times that decide the day, one sentence each." }),
          }))
          .min(1, "must have at least one day")
          .meta({ title: "Days", singular: "Day", hint: "One entry per day of the tour, in the same order as in Tours." }),
      }))
      .meta({ title: "Words for each tour", singular: "Tour", hint: "One entry for every tour." }),
  });

  return { business, places, roads, tours, fleet, rates, shared, home, cars, about, owner, notFound, offline, placesWords, toursWords };
}

export type Schemas = ReturnType<typeof makeSchemas>;
export type Business = z.infer<Schemas["business"]>;
export type Fleet = z.infer<Schemas["fleet"]>;
export type Rates = z.infer<Schemas["rates"]>;
export type Places = z.infer<Schemas["places"]>;
export type SharedWordsData = z.infer<Schemas["shared"]>;
export type HomeWords = z.infer<Schemas["home"]>;
export type CarsWordsData = z.infer<Schemas["cars"]>;
export type AboutWords = z.infer<Schemas["about"]>;
export type OwnerWords = z.infer<Schemas["owner"]>;
export type NotFoundWords = z.infer<Schemas["notFound"]>;
export type OfflineWords = z.infer<Schemas["offline"]>;
export type PlacesWordsData = z.infer<Schemas["placesWords"]>;
export type Roads = z.infer<Schemas["roads"]>;
export type Tours = z.infer<Schemas["tours"]>;
export type ToursWordsData = z.infer<Schemas["toursWords"]>;
