/** The schema of the words every page shares: `data/words.json`, `words.gu.json`, `words.hi.json`. */
import { z } from "zod";
import { heading, hhmm, name, plural, template, text, words, wordsOf } from "#app/content/schema-kit.ts";
import { clockWordsSchema } from "./schema-clock.ts";

export function sharedWordsSchema() {
  return z.object({
    navLabels: z
      .object({
        home: name.meta({ title: "Home page link", hint: "E.g. “Home”." }),
        cars: name.meta({ title: "Cars page link", hint: "E.g. “Book a car”." }),
        about: name.meta({ title: "About page link", hint: "E.g. “About”." }),
        owner: name.meta({ title: "Owner page link", hint: "E.g. “Owner”." }),
        places: name.meta({ title: "Places link", hint: "In the footer and the places pages' path." }),
        tours: name.meta({ title: "Tours page link", hint: "In the menu, after the cars page's link, e.g. “Tours”." }),
        questions: name.meta({ title: "Questions page link", hint: "In the footer, e.g. “Questions”." }),
      })
      .meta({ title: "Menu", hint: "The links of the menu at the top of every page (મેનુ) and of the footer." }),
    shell: z
      .object({
        skipLink: text.meta({
          title: "“Skip to main content” link",
          hint: "Hidden until a keyboard user presses Tab: the first link on every page.",
        }),
        homeLinkLabel: text.meta({
          title: "Logo link's name",
          hint: "Read aloud to blind visitors for the business name at the top left, which leads home.",
        }),
        menu: text.meta({ title: "Menu button", hint: "The button that opens the menu on a phone (મેનુ બટન)." }),
        navLabel: text.meta({ title: "Menu's name", hint: "Read aloud to blind visitors before the menu's links." }),
        language: text.meta({ title: "Language button", hint: "Beside the language choice (English, ગુજરાતી, हिन्दी) at the top." }),
        callShort: text.meta({
          title: "Call button (phone)",
          hint: "The Call button in the bar at the bottom of a phone's screen (ફોનની નીચેની પટ્ટીમાં).",
        }),
        callLong: text.meta({
          title: "Call button (header)",
          hint: "The Call button at the top right of every page on a computer, and under the trip planner.",
        }),
        whatsappShort: text.meta({
          title: "WhatsApp button",
          hint: "The WhatsApp button in the bar at the bottom of a phone's screen and under the trip planner.",
        }),
        quickActionsLabel: text.meta({
          title: "Call bar's name",
          hint: "Read aloud to blind visitors for the Call and WhatsApp bar at the bottom of a phone's screen.",
        }),
        footerTagline: text.meta({
          title: "Footer: one line about the business",
          hint: "Under the name at the bottom of every page, and on the pictures shared on WhatsApp and Facebook.",
        }),
        footerContact: text.meta({
          title: "Footer: contact heading",
          hint: "Above the phone number and e-mail at the bottom of every page.",
        }),
        footerPages: text.meta({ title: "Footer: pages heading", hint: "Above the links to the pages at the bottom of every page." }),
        footerHours: template([], ["opens", "closes"]).meta({
          title: "Footer hours",
          hint: "{opens} and {closes} are filled in from the office hours.",
        }),
        legalNotice: text.meta({ title: "Footer: rights notice", hint: "After “© year, business name” on the last line of every page." }),
        analyticsNotice: text.meta({
          title: "Footer: how visits are counted",
          hint: "Under the last line of every page, only while the site counts visits (ANALYTICS is set): one plain sentence saying what is counted and what is not (મુલાકાતોની ગણતરી).",
        }),
        opensNewTab: text.meta({
          title: "“Opens in a new tab”",
          hint: "Read aloud to blind visitors after a link that opens WhatsApp, a map or a social site.",
        }),
        themeSwitchLight: text.meta({
          title: "Switch to light theme",
          hint: "The name of the sun/moon button at the top, read aloud and shown when pointed at.",
        }),
        themeSwitchDark: text.meta({ title: "Switch to dark theme", hint: "The same button, when the page is light." }),
        themeSwitchUnknown: text.meta({ title: "Switch theme", hint: "The same button, before the page knows its theme." }),
        savedCopy: words("date").meta({
          title: "Page saved on the phone",
          hint: "At the top of a page shown from the copy saved on the visitor's phone, when the internet is off or slow; {date} is the day it was saved. Say that fares may have changed since.",
        }),
      })
      .meta({ title: "Header, footer and buttons", hint: "The words at the top and bottom of every page (ઉપર અને નીચેના શબ્દો)." }),
    messages: z
      .object({
        general: text.meta({ title: "WhatsApp message", hint: "Prefilled when a visitor taps WhatsApp." }),
        feedback: text.meta({
          title: "Feedback message",
          hint: "Prefilled when a visitor taps “Message on WhatsApp” under “Share your feedback” on the about page.",
        }),
        mailSubject: text.meta({ title: "E-mail subject", hint: "Prefilled when a visitor taps “Mail Now” on the owner page." }),
        mailBody: text.meta({ title: "E-mail text", hint: "Prefilled under that subject." }),
        car: plural("seats", "car").meta({
          title: "WhatsApp message about a car",
          hint: "Prefilled when a visitor taps “Message Now” on a car; {car} and {seats} are filled in. Write it so that it fits every car, a car or a Tempo Traveller: “મારે ગાડી બુક કરાવવી છે: {car}”.",
        }),
      })
      .meta({ title: "Prefilled messages", hint: "What the visitor's WhatsApp or e-mail shows, ready to send (તૈયાર મેસેજ)." }),
    notices: z
      .object({
        label: name.meta({
          title: "Notice: label",
          hint: "Before a notice's dates, on the pages of the places and tours it concerns, e.g. “Notice”.",
        }),
        dates: wordsOf("name", "from", "to").meta({
          title: "Notice: its days",
          hint: "After that label; {from} and {to} are the notice's first and last day, e.g. “From {from} to {to}”.",
        }),
        day: wordsOf("name", "date").meta({
          title: "Notice: one day",
          hint: "For a notice of one day; {date} is the day, e.g. “On {date}”.",
        }),
      })
      .meta({ title: "Notices", hint: "Around your notices (Notices) on the pages of the places and tours (સૂચના)." }),
    fares: z
      .object({
        rateCardTitle: heading.meta({ title: "Rate card: title", hint: "Above the rate card on the cars page." }),
        rateCardIntro: text.meta({ title: "Rate card: introduction", hint: "Under that title." }),
        car: name.meta({ title: "Column: car", hint: "The first column of the rate card and of a place's fares." }),
        perKmColumn: name.meta({ title: "Column: rate a km" }),
        oneWayColumn: name.meta({ title: "Column: one-way rate a km", hint: "On the rate card, when a car has a one-way rate." }),
        driverColumn: name.meta({ title: "Column: driver's allowance a day" }),
        localColumn: wordsOf("name", "hours", "km").meta({
          title: "Column: city package",
          hint: "{hours} and {km} are the package's, e.g. “City, {hours} hours or {km} km”.",
        }),
        extraHourColumn: name.meta({ title: "Column: extra hour in the city" }),
        perKm: words("rate").meta({
          title: "Rate a km, on each car",
          hint: "On each car's box on the cars page; {rate} is the rate, e.g. “{rate} a km”.",
        }),
        minKm: words("km").meta({
          title: "Minimum a day",
          hint: "Under the rate card and beside every estimate; {km} is the minimum km a day.",
        }),
        oneWayRate: words("km").meta({
          title: "One-way drop at a car's one-way rate",
          hint: "Under the rate card and a place's fares, when a car has a one-way rate; {km} is the minimum km for a drop.",
        }),
        oneWayAsReturn: text.meta({
          title: "One-way drop billed as a return trip",
          hint: "Under the rate card and a place's fares, when a car has no one-way rate.",
        }),
        gstIncluded: text.meta({ title: "The rates include GST" }),
        gstExtra: words("percent").meta({ title: "GST is added", hint: "{percent} is 5." }),
        night: words("amount").meta({ title: "Night allowance", hint: "Shown when you charge one; {amount} is the allowance." }),
        notIncludedTitle: heading.meta({ title: "Not included: title", hint: "Above the list of what no fare includes." }),
        notIncluded: z
          .array(text.meta({ title: "What is not included" }))
          .min(1, "must name at least one thing")
          .max(8, "must name at most 8 things")
          .meta({
            title: "Not included",
            singular: "Thing not included",
            hint: "Paid at cost on the way: tolls, parking, permits. One short line each.",
          }),
        tollTax: name.meta({
          title: "Toll tax (not included)",
          hint: "First in the list of what is not included, unless the fares include the tolls of the road (Rate card → Fares include the tolls).",
        }),
        tollsOneWay: words("car", "van", "plazas").meta({
          title: "The tolls on the way",
          hint: "Under a place's fares: {car} and {van} are one way's tolls in a car and in a van, {plazas} the toll plazas.",
        }),
        tollsIncludedNote: words("car", "van", "plazas").meta({
          title: "The tolls on the way, included",
          hint: "Instead, when the fares include the tolls (Rate card → Fares include the tolls).",
        }),
        tollsTour: words("car", "van").meta({
          title: "The tolls of a whole tour",
          hint: "Under a tour's fares, when every road of the tour lists its toll plazas: {car} and {van} in a car and in a van.",
        }),
        tollsTourIncluded: words("car", "van").meta({
          title: "The tolls of a whole tour, included",
          hint: "Instead, when the fares include the tolls.",
        }),
        tollsNone: text.meta({ title: "No toll on the way", hint: "Under a place's fares when its road has no toll plaza." }),
        tollsTrip: words("amount").meta({
          title: "The tolls of a planned trip",
          hint: "Under the planner's estimate and in its message: {amount} is the trip's tolls, paid on the way.",
        }),
        tollsTripIncluded: words("amount").meta({
          title: "The tolls of a planned trip, included",
          hint: "Instead, when the fares include the tolls: {amount} is the trip's tolls, in the estimate.",
        }),
        estimateNote: text.meta({ title: "An estimate, not a quote", hint: "Beside every fare on the site." }),
        faresTitle: wordsOf("heading", "from").meta({
          title: "A place's fares: title",
          hint: "On every place's page; {from} is your city.",
        }),
        oneWay: name.meta({ title: "Column: one way" }),
        returnTrip: plural("days").meta({ title: "Column: return", hint: "{days} is the place's days for a return trip." }),
        airport: name.meta({ title: "Column: airport transfer", hint: "On your city's page: the airport's transfer fare." }),
        station: name.meta({ title: "Column: station transfer", hint: "On your city's page: the railway station's transfer fare." }),
        estimate: words("amount", "car").meta({
          title: "The planner's estimate",
          hint: "Under the planner when both places are known; {amount} is the estimate, {car} the car it is for.",
        }),
        billed: words("km").meta({ title: "The km of an estimate", hint: "After the planner's estimate; {km} is the km billed." }),
        kmBilled: plural("days", "driven", "billed", "min").meta({
          title: "Km driven and km billed",
          hint: "Under a tour's fares and a place's return fares, when the minimum a day lifts the fare: {driven} km driven, {billed} km billed, {days} days, {min} the minimum a day.",
        }),
        messageLine: text.meta({ title: "Estimate in the message", hint: "Before the estimate in the planner's WhatsApp message." }),
        fixedNote: words("column", "cars").meta({
          title: "Fixed fares, under a table",
          hint: "Under a table where some cars have a fixed fare (Rate card → Fixed fares): {column} is the column, {cars} those cars.",
        }),
        packageNote: words("column", "cars").meta({
          title: "Package prices, under a tour's table",
          hint: "Under a tour's fares where some cars have a package price (Rate card → Tour package prices): {column} is the column, {cars} those cars.",
        }),
        fixedFare: text.meta({
          title: "After a fixed fare",
          hint: "After the planner's estimate and in its message, when the fare is a fixed one, e.g. (fixed fare).",
        }),
        packagePrice: text.meta({
          title: "After a package price",
          hint: "After the planner's estimate and in its message, when a tour has a package price, e.g. (package price).",
        }),
        listedFare: words("amount", "car").meta({
          title: "The planner's fixed fare or package price",
          hint: "Instead of the estimate, when the owner's price list gives the figure: it is a price, not an estimate.",
        }),
        listedNote: text.meta({
          title: "Under a fixed fare or package price",
          hint: "Instead of “An estimate, not a quote” under the planner's figure, when it is the owner's price.",
        }),
        messageListed: text.meta({
          title: "A fixed fare in the message",
          hint: "Before a fixed fare or a package price in the planner's WhatsApp message, e.g. Fare seen on the site.",
        }),
        byKm: text.meta({
          title: "After a fare by the km",
          hint: "In the planner's message, after an estimate counted by the km, e.g. (by the km).",
        }),
      })
      .meta({
        title: "Fares",
        hint: "The words around every price on the site: the rate card on the cars page, each place's fares and the planner's estimate (ભાડું).",
      }),
    hours: z
      .object({
        time: z
          .object({
            format: template(["hour", "minute"], ["period"]).meta({
              title: "How a time is written",
              hint: "{hour} (1–12), {minute} and {period}, e.g. {hour}:{minute} {period}",
            }),
            periods: z
              .array(
                z.object({
                  from: hhmm.meta({ title: "From", hint: "24-hour time this part of the day starts, e.g. 12:00." }),
                  word: name.meta({ title: "Word", hint: "E.g. AM, PM, or સવારે." }),
                }),
              )
              .min(1)
              .refine((p) => p[0]?.from === "00:00", "the first must start at 00:00")
              .refine((p) => p.every((x, i) => i === 0 || x.from > p[i - 1].from), "must be in order of time")
              .meta({ title: "Parts of the day", hint: "AM and PM, or morning, noon, evening and night." }),
          })
          .meta({ title: "Times" }),
        open: words("time").meta({
          title: "Open now",
          hint: "Under “Business Hours” on the home page while the office is open; {time} is the closing time.",
        }),
        closed: words("time").meta({
          title: "Closed now",
          hint: "Under “Business Hours” on the home page while the office is closed; {time} is the opening time.",
        }),
        openAllDay: text.meta({
          title: "Open now, round the clock",
          hint: "Under “Business Hours” on the home page when the office hours are 00:00 to 00:00 (open 24 hours), e.g. “Open now · 24 hours”.",
        }),
        allDay: text.meta({
          title: "Open 24 hours",
          hint: "In place of the hours in the footer, under “Business Hours” on the home page and on the offline page when the office hours are 00:00 to 00:00, e.g. “Open 24 hours”.",
        }),
      })
      .meta({
        title: "Open now label",
        hint: "The label under “Business Hours” on the home page that says whether the office is open now.",
      }),
    clock: clockWordsSchema(),
  });
}
