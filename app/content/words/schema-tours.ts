/** The schema of the tours pages' words: `data/pages/tours*.json`. */
import { z } from "zod";
import { heading, name, pageHead, plural, SLUG, text, words, wordsOf } from "#app/content/schema-kit.ts";
import { TOUR_ITEMS, type TourItem } from "#app/content/tours/schema.ts";

/** The tours page, each tour's page, and the tours' parts of the home page and the place pages. */
export function toursWordsSchema() {
  return z.object({
    toursPage: z
      .object({
        ...pageHead,
        heading: heading.meta({ title: "Heading", hint: "The large words at the top of the tours page." }),
        intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
        days: plural("count").meta({ title: "Number of days", hint: "Under each tour's name, e.g. “4 days”; {count} is filled in." }),
        more: words("tour").meta({
          title: "Link to a tour, read aloud",
          hint: "What blind visitors hear for each tour's link; {tour} is its name.",
        }),
        from: words("fare", "car").meta({
          title: "The fare from the smallest car",
          hint: "Under each tour when fares show, e.g. “From ₹9,100 (Swift Dzire)”; {fare} is the lowest fare for the whole tour, {car} that car.",
        }),
      })
      .meta({ title: "Tours page", hint: "The page that lists every tour (ટૂરનું પેજ)." }),
    tourPage: z
      .object({
        title: wordsOf("pageTitle", "tour").meta({ title: "Title (browser tab and search results)", hint: "{tour} is the tour's name." }),
        description: wordsOf("description", "tour", "days", "km").meta({
          title: "Description (search results)",
          hint: "{tour} is the tour's name, {days} its days, {km} its total km.",
        }),
        day: words("day").meta({ title: "A day's heading", hint: "E.g. “Day 1”; {day} is its number." }),
        distance: words("km").meta({ title: "A day's distance", hint: "{km} is the day's km, added up from the roads table." }),
        time: plural("hours", "minutes").meta({
          title: "A day's driving time",
          hint: "{hours} and {minutes} are added up from the roads table; Hindi has its form for one hour (“1 घंटा 15 मिनट”).",
        }),
        timeHours: words("hours").meta({ title: "A day's driving time in whole hours", hint: "When the minutes are 00." }),
        night: words("place").meta({
          title: "The night's stop",
          hint: "Under each day but the last; {place} is where the night is spent.",
        }),
        home: words("city", "time").meta({
          title: "The last day's end",
          hint: "Under the last day; {city} is your city, {time} the hour the day's timetable brings the car back (“12 PM”).",
        }),
        approximate: text.meta({ title: "Why the figures are approximate", hint: "Under the days." }),
        totalTitle: heading.meta({ title: "The whole tour: title" }),
        total: words("km").meta({ title: "The whole tour: distance", hint: "{km} is the sum of the days." }),
        totalDays: plural("count").meta({ title: "The whole tour: days", hint: "{count} is the number of days." }),
        placesTitle: heading.meta({ title: "Places on this tour: title", hint: "Before the links to the pages of the tour's places." }),
        notesTitle: heading.meta({ title: "Before you go: title", hint: "Over a day's notes." }),
        checkFirst: text.meta({ title: "Check first", hint: "Under the days: times change, so check before you travel." }),
        faresTitle: heading.meta({ title: "Fares: title", hint: "Over the fare of the whole tour for each car, when fares show." }),
        faresText: text.meta({ title: "Fares: text", hint: "Under that title: how the fare is counted." }),
        faresTextMixed: text.meta({
          title: "Fares: text beside package prices",
          hint: "Instead, when some cars have a package price: how the other cars' fares are counted.",
        }),
        packageChange: text.meta({
          title: "A package price and a changed day",
          hint: "Under the fares when the tour has a package price: what a day added or changed does to it.",
        }),
        includesTitle: heading.meta({ title: "What the price includes: title" }),
        included: heading.meta({ title: "Included", hint: "Over the list of what the tour's price includes." }),
        leftOut: heading.meta({ title: "Not included", hint: "Over the list of what the travellers pay themselves." }),
        messageLeftOut: words("items").meta({
          title: "WhatsApp message: not included",
          hint: "A line of the tour's message; {items} is the list of what the price leaves out.",
        }),
        items: z
          .object(
            Object.fromEntries(
              TOUR_ITEMS.map((key) => [
                key,
                name.meta({ title: `Item: ${key}`, hint: "As it reads in the lists of what a tour includes and leaves out." }),
              ]),
            ) as Record<TourItem, typeof name>,
          )
          .meta({ title: "What a tour may include or leave out", hint: "One short name each, as the lists read them." }),
        bookTitle: heading.meta({ title: "Book this tour: title" }),
        bookText: text.meta({ title: "Book this tour: text" }),
        message: words("tour", "days", "places").meta({
          title: "WhatsApp message",
          hint: "Prefilled when a visitor taps WhatsApp on a tour's page; {tour} is its name, {days} its days, {places} the places day by day.",
        }),
        messageDay: words("day", "places").meta({
          title: "WhatsApp message: one day",
          hint: "One line of {places} in the message above; {day} is the day's number, {places} its places.",
        }),
        allTours: text.meta({ title: "Link to all tours" }),
        plan: text.meta({
          title: "Plan this tour button",
          hint: "Beside WhatsApp: it opens the trip planner of the cars page with the tour chosen.",
        }),
      })
      .meta({ title: "Each tour's page", hint: "The words of every tour's page; each tour's own words are under “Words for each tour”." }),
    planner: z
      .object({
        tour: text.meta({
          title: "Tour",
          hint: "In the trip planner when a tour is chosen, and before its name in the message, e.g. “Tour”.",
        }),
        other: text.meta({ title: "Plan another trip", hint: "The link under the chosen tour that empties the choice." }),
      })
      .meta({ title: "A tour in the trip planner", hint: "What the cars page's planner says when a tour's “Plan this tour” opened it." }),
    homeSection: z
      .object({
        title: heading.meta({ title: "Title", hint: "Over the tours, after the places on the home page." }),
        text: text.meta({ title: "Text", hint: "Under that title." }),
        all: text.meta({ title: "Link to all tours", hint: "Under the tours." }),
      })
      .meta({ title: "Tours on the home page", hint: "The part of the home page that shows the tours." }),
    placeSection: z
      .object({
        title: wordsOf("heading", "to").meta({
          title: "Title",
          hint: "On a place's page, over the tours that include it; {to} is the place.",
        }),
      })
      .meta({ title: "Tours on a place's page", hint: "Shown on the page of every place a tour includes." }),
    tours: z
      .array(
        z.object({
          slug: z
            .string()
            .regex(SLUG, "must be a tour's web address name")
            .meta({ title: "Tour", hint: "The web address name of a tour, e.g. dwarka-somnath.", sameInEveryLanguage: true }),
          name: name.meta({ title: "Name", hint: "The tour's name, e.g. Dwarka and Somnath." }),
          intro: text.meta({ title: "Introduction", hint: "One or two sentences under the name." }),
          days: z
            .array(
              z.object({
                seen: text.meta({
                  title: "What is seen",
                  hint: "One to three sentences: the day's temples and sights, in order, with the times that matter.",
                }),
                notes: z
                  .array(text.meta({ title: "Note" }))
                  .max(4, "must give at most 4 notes")
                  .meta({ singular: "Note" })
                  .optional()
                  .meta({ title: "Before you go", hint: "Closures and times that decide the day, one sentence each." }),
              }),
            )
            .min(1, "must have at least one day")
            .meta({ title: "Days", singular: "Day", hint: "One entry per day of the tour, in the same order as in Tours." }),
        }),
      )
      .meta({ title: "Words for each tour", singular: "Tour", hint: "One entry for every tour." }),
  });
}
