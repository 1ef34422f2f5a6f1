/** The schema of the places pages' words: `data/pages/places*.json`. */
import { z } from "zod";
import { heading, name, pageHead, plural, SLUG, text, words, wordsOf } from "#app/content/schema-kit.ts";

/** The places page and each place's page. */
export function placesWordsSchema() {
  return z.object({
    placesPage: z
      .object({
        ...pageHead,
        heading: heading.meta({ title: "Heading", hint: "The large words at the top of the places page." }),
        intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
        cityLine: text.meta({ title: "Under your city's name", hint: "What its page is about, e.g. rides in the city." }),
        outside: text.meta({ title: "Outside the state", hint: "Shown with the Call and WhatsApp buttons." }),
        outsideMessage: text.meta({ title: "WhatsApp message about a trip outside the state" }),
      })
      .meta({ title: "Places page", hint: "The page that lists every place you drive to (સ્થળોનું પેજ)." }),
    placePage: z
      .object({
        title: wordsOf("pageTitle", "from", "to").meta({ title: "Title (browser tab and search results)" }),
        titleShort: wordsOf("pageTitle", "from", "to").meta({
          title: "Shorter title, for a place with a long name",
          hint: "Used instead of the title when that would be longer than search results show (60 letters), e.g. for the Statue of Unity.",
        }),
        description: wordsOf("description", "from", "to", "km").meta({ title: "Description (search results)" }),
        heading: wordsOf("heading", "from", "to").meta({
          title: "Heading",
          hint: "The large words at the top of a place's page; {from} is your city, {to} the place.",
        }),
        distance: words("km").meta({ title: "Distance", hint: "{km} is filled in from the place's distance." }),
        time: plural("hours", "minutes").meta({
          title: "Driving time",
          hint: "{hours} and {minutes} are filled in from the place's driving time; Hindi has its form for one hour (“1 घंटा 15 मिनट”).",
        }),
        timeHours: words("hours").meta({ title: "Driving time in whole hours", hint: "When the minutes are 00." }),
        approximate: text.meta({ title: "Why the figures are approximate" }),
        whyTitle: wordsOf("heading", "to").meta({ title: "Why people go: title" }),
        carsTitle: heading.meta({ title: "Which car: title" }),
        carsText: text.meta({ title: "Which car: text" }),
        group: words("group").meta({ title: "A group size", hint: "{group} is a filter name of the cars page, e.g. 5–7." }),
        planTitle: heading.meta({ title: "Plan this trip: title" }),
        planText: text.meta({ title: "Plan this trip: text" }),
        plan: text.meta({ title: "Plan this trip: button" }),
        message: words("from", "to").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on the page." }),
        allPlaces: text.meta({ title: "Link to all places" }),
        routeTitle: heading.meta({ title: "The road: title" }),
        routeText: words("from", "to").meta({
          title: "The road: text",
          hint: "Before the towns on the way; {from} and {to} are filled in.",
        }),
        stopsTitle: heading.meta({ title: "Stops on the way: title" }),
        notesTitle: heading.meta({ title: "Before you go: title" }),
        checkFirst: text.meta({ title: "Before you go: check first", hint: "Under the notes: times change, so check before you travel." }),
        officialLink: text.meta({
          title: "Before you go: link to the official page",
          hint: "After a note that has an official page, e.g. Official site.",
        }),
        tripTitle: heading.meta({ title: "Day trip or overnight: title" }),
        combinesTitle: heading.meta({ title: "Goes well with", hint: "Before the links to the places that fit in the same trip." }),
        dayTrip: z
          .object({
            fits: words("drive", "stop", "to").meta({
              title: "A day trip that fits a day",
              hint: "{drive}: the hours of driving there and back; {stop}: the hours at the place (Rate card); {to}: the place.",
            }),
            long: words("drive", "stop", "total", "to").meta({
              title: "A long day trip",
              hint: "When you always sell a same-day return the drive makes long (Service areas → Same-day return). {total}: the whole day's hours.",
            }),
            overnight: words("drive", "days", "to").meta({
              title: "Overnight",
              hint: "When the drive there and back, with time at the place, does not fit a day. {days}: the return's days.",
            }),
            chosen: words("to").meta({
              title: "Overnight by your choice",
              hint: "When you never sell a same-day return to the place (Service areas → Same-day return).",
            }),
          })
          .meta({
            title: "Day trip or overnight: the rule",
            hint: "The first sentence under “Day trip or overnight” on every place's page: which it is, and why, from the driving time.",
          }),
        terms: z
          .object({
            title: heading.meta({ title: "Title", hint: "The heading over your terms, e.g. “How we work”." }),
            items: z
              .array(text.meta({ title: "Term" }))
              .min(1, "must hold at least one term")
              .max(8, "must hold at most 8 terms")
              .meta({ title: "Terms", singular: "Term", hint: "One short sentence each." }),
          })
          .optional()
          .meta({
            title: "Your terms (optional)",
            hint: "One-way or round trip, waiting, what the fare includes, luggage, cancellation: in your own words. Every place's page shows them; leave empty to show nothing.",
          }),
      })
      .meta({
        title: "Each place's page",
        hint: "The words of every place's page, e.g. Rajkot to Dwarka; each place's own words are under “Words for each place”.",
      }),
    cityPage: z
      .object({
        title: wordsOf("pageTitle", "city").meta({ title: "Title (browser tab and search results)" }),
        description: wordsOf("description", "city").meta({ title: "Description (search results)" }),
        heading: wordsOf("heading", "city").meta({
          title: "Heading",
          hint: "The large words at the top of your city's page; {city} is its name.",
        }),
        whyTitle: wordsOf("heading", "city").meta({ title: "What we drive you to: title" }),
        message: words("city").meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp on the page." }),
        airportTitle: heading.meta({ title: "Airport: title" }),
        airport: words("km").meta({
          title: "Airport: distance",
          hint: "{km} is filled in from your city's airport distance; shown only when that is set.",
        }),
        airportTime: words("minutes").meta({
          title: "Airport: driving time",
          hint: "{minutes} is filled in from your city's airport driving time; shown only when that is set.",
        }),
        airportPickup: text.meta({ title: "Airport: where pickups happen" }),
      })
      .meta({ title: "Your city's page", hint: "The page about rides in and around your city." }),
    places: z
      .array(
        z.object({
          slug: z
            .string()
            .regex(SLUG, "must be a web address name from the service areas")
            .meta({ title: "Place", hint: "The web address name of a service area, e.g. dwarka.", sameInEveryLanguage: true }),
          intro: text.meta({ title: "Introduction" }),
          reasons: z
            .array(text.meta({ title: "Reason" }))
            .min(2, "must give 2 to 4 reasons")
            .max(4, "must give 2 to 4 reasons")
            .meta({
              title: "Why people go",
              singular: "Reason",
              hint: "Two to four well-known reasons, one sentence each. No prices or offers.",
            }),
          imageAlt: text.meta({
            title: "What the picture shows",
            hint: "Read aloud to blind visitors and shown if the picture cannot load.",
          }),
          stops: z
            .array(
              z.object({
                name: name.meta({ title: "Name of the stop", hint: "A temple or town on the way, e.g. Virpur (Jalaram temple)." }),
                text: text.meta({ title: "Why stop", hint: "One sentence: what the stop is and where, e.g. On the highway past Gondal." }),
              }),
            )
            .max(4, "must give at most 4 stops")
            .meta({ singular: "Stop" })
            .optional()
            .meta({ title: "Stops on the way", hint: "Up to four places worth a stop on the road, one sentence each." }),
          notes: z
            .array(text.meta({ title: "Note" }))
            .max(6, "must give at most 6 notes")
            .meta({ singular: "Note" })
            .optional()
            .meta({
              title: "Before you go",
              hint: "Times and closures that decide when to leave, one sentence each. A note's official page, if it has one, is in the service areas, by the note's number.",
            }),
          trip: text.optional().meta({
            title: "Day trip or overnight",
            hint: "One or two sentences: whether the trip fits in a day, and what to combine it with.",
          }),
        }),
      )
      .meta({ title: "Words for each place", singular: "Place", hint: "One entry for every service area, your city included." }),
  });
}
