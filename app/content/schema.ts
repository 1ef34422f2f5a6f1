/**
 * The content schema: the one gate for every data file in `data/`. It runs at build time
 * (the content check, scripts/content-check.ts) and in the unit tests, never in a visitor's
 * browser; the pages take their types from it (`z.infer`), and the editor's field rules are
 * generated from it (scripts/build/admin-config.ts). `title` and `hint` in `.meta()` are
 * what the owner reads in the editor; without a title the editor shows the key in words.
 */
import { z } from "zod";
import { IMAGE_EXTENSIONS } from "../images/formats.ts";
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
 * leave out the number itself ("Showing 1 car") but must keep the other placeholders.
 */
const plural = (count: string, ...others: string[]) =>
  z
    .object({ one: template(others, [count]).optional().meta({ title: "For one" }), other: template([count, ...others]).meta({ title: "For more than one" }) })
    .meta({ hint: `Written once for one and once for more; ${list([count, ...others]).replace(/, ([^,]*)$/, " and $1")} ${others.length ? "are" : "is"} filled in.` });
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
    title: text.meta({ title: "Title (browser tab and search results)" }),
    description: text.meta({ title: "Description (search results)" }),
  };

  const business = z.object({
    name: text.max(60, "must be at most 60 characters").meta({ title: "Business name", hint: "As it appears on every page, in Latin letters." }),
    shortName: text.max(20, "must be at most 20 characters").meta({ title: "Short name", hint: "Under the app icon on a phone." }),
    phone: z.string().regex(E164, "must start with + and the country code, digits only, e.g. +919876543210").meta({ title: "Phone number", hint: "With + and the country code, no spaces: +919876543210. Calls and WhatsApp messages go to this number." }),
    email: z.email("must be an e-mail address").meta({ title: "E-mail" }),
    owner: z.object({
      name: z.object({
        en: text.meta({ title: "In English" }),
        gu: text.meta({ title: "In Gujarati" }),
        hi: text.meta({ title: "In Hindi" }),
      }).meta({ title: "Owner's name" }),
      image: picture("owner").meta({ title: "Owner's portrait" }),
    }).meta({ title: "Owner" }),
    address: z.object({
      street: text.meta({ title: "Street" }),
      city: text.meta({ title: "City", hint: "Your city in the service areas, in English." }),
      region: text.meta({ title: "State" }),
      postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code").meta({ title: "PIN code" }),
      country: z.string().regex(/^[A-Z]{2}$/, "must be a 2-letter country code, e.g. IN").meta({ title: "Country code", hint: "Two capital letters: IN for India." }),
      countryName: text.meta({ title: "Country" }),
    }).meta({ title: "Address" }),
    hours: z.object({
      utcOffset: z.string().regex(/^[+-]([01]\d|2[0-3]):[0-5]\d$/, "must be an offset from UTC like +05:30").meta({ title: "Time zone", hint: "+05:30 is India." }),
      opens: hhmm.meta({ title: "Opens at", hint: "24-hour time, e.g. 06:00" }),
      closes: hhmm.meta({ title: "Closes at", hint: "24-hour time, e.g. 23:00" }),
    }).meta({ title: "Office hours" }),
    social: z.object({
      company: z.object({ label: text.meta({ title: "Name of the site" }), url: https.meta({ title: "Address (https://…)" }) }).meta({ title: "The company's social account" }),
      owner: z.object({ label: text.meta({ title: "Name of the site" }), url: https.meta({ title: "Address (https://…)" }) }).meta({ title: "The owner's social account" }),
    }).meta({ title: "Social accounts" }),
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
          image: placePicture,
          via: z
            .array(town)
            .max(8, "must name at most 8 towns")
            .optional()
            .meta({ title: "Towns on the way", singular: "Town", hint: "The towns the usual road passes, in order from your city. Leave empty to show no road." }),
          combines: z
            .array(z.string().regex(SLUG, "must be a web address name of a place, e.g. somnath").meta({ title: "Place" }))
            .max(4, "must name at most 4 places")
            .optional()
            .meta({ title: "Goes well with", singular: "Place", hint: "Other places that fit in the same trip, by their web address names, e.g. somnath." }),
          links: z
            .array(z.object({
              note: z.number({ error: "must be a note's number" }).int("must be a note's number").min(1, "must be a note's number, from 1").meta({ title: "Note", hint: "Its number in \"Before you go\": 1 for the first." }),
              url: https.meta({ title: "Official page (https://…)", hint: "Where travellers can check the times themselves. Only https:// addresses." }),
            }))
            .max(6, "must hold at most 6 links")
            .optional()
            .meta({ title: "Before you go: official pages", singular: "Official page", hint: "For a note of \"Before you go\" (in the place's words) that has an official page: the note's number and the page." }),
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

  const car = z.object({
    id: z.number().int("must be a whole number").min(1, "must be a whole number from 1").meta({ title: "Number", hint: "Each car has its own number; the trip planner's links use it." }),
    name: text.max(40, "must be at most 40 characters").meta({ title: "Model name", hint: "In Latin letters, as on the car." }),
    seats: z.number().int("must be a whole number").min(1, `must be 1–${MAX_SEATS} seats`).max(MAX_SEATS, `must be 1–${MAX_SEATS} seats`).meta({ title: "Passenger seats", hint: "Without the driver." }),
    image: picture("cars").meta({ title: "Photo" }),
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
      if (first !== undefined) ctx.addIssue({ code: "custom", path: ["cars", i, "id"], message: `duplicate number ${c.id} (also car ${first + 1})` });
      else seen.set(c.id, i);
    });
    const popular = f.cars.filter((c) => c.popular).length;
    if (popular !== 3) ctx.addIssue({ code: "custom", path: ["cars"], message: `mark exactly three cars as popular (now ${popular})` });
  });

  const shared = z.object({
    navLabels: z.object({ home: text, cars: text, about: text, owner: text, places: text.meta({ title: "Places", hint: "In the footer and the places pages' path." }) }).meta({ title: "Menu" }),
    shell: z.object({
      skipLink: text.meta({ title: "Skip link", hint: "For keyboard users: the first link on every page." }),
      homeLinkLabel: text.meta({ title: "Logo link's name" }),
      menu: text.meta({ title: "Menu button" }),
      navLabel: text.meta({ title: "Menu's name" }),
      language: text.meta({ title: "Language button" }),
      callShort: text,
      callLong: text,
      whatsappShort: text.meta({ title: "WhatsApp short" }),
      quickActionsLabel: text.meta({ title: "Call bar's name" }),
      footerTagline: text,
      footerContact: text,
      footerPages: text,
      footerHours: template([], ["opens", "closes"]).meta({ title: "Footer hours", hint: "{opens} and {closes} are filled in from the office hours." }),
      legalNotice: text,
      opensNewTab: text.meta({ title: "Opens in a new tab" }),
      themeSwitchLight: text.meta({ title: "Switch to light theme" }),
      themeSwitchDark: text.meta({ title: "Switch to dark theme" }),
      themeSwitchUnknown: text.meta({ title: "Switch theme" }),
    }).meta({ title: "Header, footer and buttons" }),
    messages: z.object({
      general: text.meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp." }),
      feedback: text.meta({ title: "Feedback message" }),
      mailSubject: text.meta({ title: "E-mail subject" }),
      mailBody: text.meta({ title: "E-mail text" }),
      car: plural("seats", "car").meta({ title: "WhatsApp message about a car" }),
    }).meta({ title: "Prefilled messages" }),
    hours: z.object({
      time: z.object({
        format: template(["hour", "minute"], ["period"]).meta({ title: "How a time is written", hint: "{hour} (1–12), {minute} and {period}, e.g. {hour}:{minute} {period}" }),
        periods: z
          .array(z.object({ from: hhmm.meta({ title: "From" }), word: text.meta({ title: "Word" }) }))
          .min(1)
          .refine((p) => p[0]?.from === "00:00", "the first must start at 00:00")
          .refine((p) => p.every((x, i) => i === 0 || x.from > p[i - 1].from), "must be in order of time")
          .meta({ title: "Parts of the day", hint: "AM and PM, or morning, noon, evening and night." }),
      }).meta({ title: "Times" }),
      open: words("time").meta({ title: "Open now" }),
      closed: words("time").meta({ title: "Closed now" }),
    }).meta({ title: "Open now label" }),
  });

  const home = z.object({
    homePage: z.object({
      ...pageHead,
      heroTitle: text.meta({ title: "Headline" }),
      heroText: text,
      heroCta: text.meta({ title: "Headline button" }),
      heroImage: picture("hero").meta({ title: "Headline picture" }),
      heroImageAlt: text.meta({ title: "What the headline picture shows" }),
      popularTitle: text,
      popularText: text,
      popularMore: text,
      testimonialsTitle: text,
      areasTitle: text.meta({ title: "Service areas title" }),
      areasText: text.meta({ title: "Service areas text" }),
      howTitle: text.meta({ title: "How to book: title" }),
      howSteps: z.array(z.object({ title: text, text })).length(3, "must hold three steps").meta({ title: "How to book: steps" }),
      howCall: text.meta({ title: "How to book: call button" }),
      howPlan: text.meta({ title: "How to book: planner link" }),
      hoursTitle: text,
      hoursDays: text,
      hoursTime: template(["opens", "closes"]).meta({ title: "Hours time" }),
      hoursEmergency: text,
      ctaTitle: text.meta({ title: "Call to action: title" }),
      ctaText: text.meta({ title: "Call to action: text" }),
      ctaButton: text.meta({ title: "Call to action: button" }),
      visitTitle: text,
      visitLine: text,
      directions: text.meta({ title: "Directions link" }),
      policiesTitle: text,
    }).meta({ title: "Home page" }),
    testimonials: z.array(z.object({ quote: text, author: text })).length(3, "must hold three").meta({ title: "What customers say", singular: "Testimonial" }),
    policies: z.array(text).min(1).meta({ title: "Our policies", singular: "Policy" }),
    places: z.object({ state: text, country: text, alsoOutside: text.meta({ title: "Also outside the state" }) }).meta({ title: "Place names" }),
  });

  const cars = z.object({
    carsPage: z.object({
      ...pageHead,
      heading: text,
      intro: text,
      filterLabel: text,
      filters: z.array(text).min(1).meta({ title: "Filter names", hint: "One per group size, in the same order." }),
      showingAll: plural("total").meta({ title: "Showing all cars" }),
      showingSome: plural("count", "total").meta({ title: "Showing some cars" }),
      planJump: text.meta({ title: "Link to the planner" }),
      planner: z.object({
        title: text, intro: text, pickup: text, drop: text, tripType: text, oneWay: text, roundTrip: text,
        date: text, returnDate: text, time: text, passengers: text, car: text, anyCar: text, name: text,
        nameLine: text.meta({ title: "Name in the message" }),
        optional: text, send: text, call: text, privacy: text,
        noScript: text.meta({ title: "Without JavaScript" }),
        errors: z.object({
          pickupMissing: text, dropMissing: text,
          tooLong: words("max"),
          dateMissing: text, datePast: text, returnMissing: text, returnBeforeDate: text,
          passengersMissing: text, passengersWhole: text, passengersTooMany: text,
        }).meta({ title: "Messages at the fields" }),
        greeting: text.meta({ title: "Message: first line" }),
        closing: text.meta({ title: "Message: last line" }),
      }).meta({ title: "Trip planner" }),
    }).meta({ title: "Cars page" }),
    carCard: z.object({
      seats: plural("count"),
      label: plural("seats", "name").meta({ title: "Car's name with seats" }),
      alt: plural("seats", "name").meta({ title: "What the car's photo shows" }),
      call: text, message: text,
      callLabel: words("car"), messageLabel: words("car"),
      plan: text, planLabel: words("car"),
      fits: text, tooSmall: words("car"), noneFits: text,
    }).meta({ title: "Car cards" }),
  });

  const about = z.object({
    aboutPage: z.object({
      ...pageHead,
      heading: text,
      paragraphs: z.array(text).min(1),
      socialText: text, feedbackTitle: text, feedbackText: text, feedbackLink: text, galleryTitle: text,
      banner: pictureWithAlt("banner"),
      posters: z.array(pictureWithAlt("posters")).length(4, "must hold four posters"),
    }).meta({ title: "About page" }),
  });

  const owner = z.object({
    ownerPage: z.object({
      ...pageHead,
      role: text,
      portraitAlt: text.meta({ title: "What the portrait shows" }),
      bio: z.array(text).min(1).meta({ title: "About the owner" }),
      socialText: text, mailText: text, mailLink: text, achievementsTitle: text, galleryTitle: text,
      gallery: z.array(pictureWithAlt("owner")).length(3, "must hold three pictures"),
    }).meta({ title: "Owner page" }),
    achievements: z.array(z.object({ title: text, description: text })).length(4, "must hold four").meta({ title: "Achievements", singular: "Achievement" }),
  });

  const notFound = z.object({
    notFoundPage: z.object({ title: text, description: text, heading: text, text, home: text, cars: text }).meta({ title: "Page not found" }),
  });

  const offline = z.object({
    offlinePage: z.object({ title: text, heading: text, text, call: text, hours: template(["opens", "closes"]), retry: text }).meta({ title: "Offline page" }),
  });

  /** The places page and each place's page. */
  const placesWords = z.object({
    placesPage: z.object({
      ...pageHead,
      heading: text,
      intro: text,
      cityLine: text.meta({ title: "Under your city's name", hint: "What its page is about, e.g. rides in the city." }),
      outside: text.meta({ title: "Outside the state", hint: "Shown with the Call and WhatsApp buttons." }),
      outsideMessage: text.meta({ title: "WhatsApp message about a trip outside the state" }),
    }).meta({ title: "Places page" }),
    placePage: z.object({
      title: words("from", "to").meta({ title: "Title (browser tab and search results)" }),
      description: words("from", "to", "km").meta({ title: "Description (search results)" }),
      heading: words("from", "to"),
      distance: words("km").meta({ title: "Distance", hint: "{km} is filled in from the place's distance." }),
      time: template(["hours"], ["minutes"]).meta({ title: "Driving time", hint: "{hours} and {minutes} are filled in from the place's driving time." }),
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
          title: text.meta({ title: "Title" }),
          items: z.array(text.meta({ title: "Term" })).min(1, "must hold at least one term").max(8, "must hold at most 8 terms").meta({ title: "Terms", singular: "Term", hint: "One short sentence each." }),
        })
        .optional()
        .meta({ title: "Your terms (optional)", hint: "One-way or round trip, waiting, what the fare includes, luggage, cancellation: in your own words. Every place's page shows them; leave empty to show nothing." }),
    }).meta({ title: "Each place's page" }),
    cityPage: z.object({
      title: words("city").meta({ title: "Title (browser tab and search results)" }),
      description: words("city").meta({ title: "Description (search results)" }),
      heading: words("city"),
      whyTitle: words("city").meta({ title: "What we drive you to: title" }),
      message: words("city").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on the page." }),
      airportTitle: text.meta({ title: "Airport: title" }),
      airport: words("km").meta({ title: "Airport: distance", hint: "{km} is filled in from your city's airport distance; shown only when that is set." }),
      airportPickup: text.meta({ title: "Airport: where pickups happen" }),
    }).meta({ title: "Your city's page" }),
    places: z
      .array(z.object({
        slug: z.string().regex(SLUG, "must be a web address name from the service areas").meta({ title: "Place", hint: "The web address name of a service area, e.g. dwarka.", sameInEveryLanguage: true }),
        intro: text.meta({ title: "Introduction" }),
        reasons: z.array(text.meta({ title: "Reason" })).min(2, "must give 2 to 4 reasons").max(4, "must give 2 to 4 reasons").meta({ title: "Why people go", singular: "Reason", hint: "Two to four well-known reasons, one sentence each. No prices or offers." }),
        imageAlt: text.meta({ title: "What the picture shows", hint: "Read aloud to blind visitors and shown if the picture cannot load." }),
        stops: z
          .array(z.object({ name: text.meta({ title: "Name" }), text: text.meta({ title: "Why stop" }) }))
          .max(4, "must give at most 4 stops")
          .optional()
          .meta({ title: "Stops on the way", singular: "Stop", hint: "Up to four places worth a stop on the road, one sentence each." }),
        notes: z
          .array(text.meta({ title: "Note" }))
          .max(6, "must give at most 6 notes")
          .optional()
          .meta({ title: "Before you go", singular: "Note", hint: "Times and closures that decide when to leave, one sentence each. A note's official page, if it has one, is in the service areas, by the note's number." }),
        trip: text.optional().meta({ title: "Day trip or overnight", hint: "One or two sentences: whether the trip fits in a day, and what to combine it with." }),
      }))
      .meta({ title: "Words for each place", singular: "Place", hint: "One entry for every service area, your city included." }),
  });

  return { business, places, fleet, shared, home, cars, about, owner, notFound, offline, placesWords };
}

export type Schemas = ReturnType<typeof makeSchemas>;
export type Business = z.infer<Schemas["business"]>;
export type Fleet = z.infer<Schemas["fleet"]>;
export type Places = z.infer<Schemas["places"]>;
export type SharedWordsData = z.infer<Schemas["shared"]>;
export type HomeWords = z.infer<Schemas["home"]>;
export type CarsWordsData = z.infer<Schemas["cars"]>;
export type AboutWords = z.infer<Schemas["about"]>;
export type OwnerWords = z.infer<Schemas["owner"]>;
export type NotFoundWords = z.infer<Schemas["notFound"]>;
export type OfflineWords = z.infer<Schemas["offline"]>;
export type PlacesWordsData = z.infer<Schemas["placesWords"]>;
