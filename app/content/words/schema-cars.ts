/** The schema of the cars page's words (planner, car cards): `data/pages/cars*.json`. */
import { z } from "zod";
import { heading, name, pageHead, plural, text, words, wordsOf } from "#app/content/schema-kit.ts";

export function carsWordsSchema() {
  return z.object({
    carsPage: z
      .object({
        ...pageHead,
        heading: heading.meta({ title: "Heading", hint: "The large words at the top of the cars page." }),
        intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
        filterLabel: text.meta({
          title: "Filter's name",
          hint: "Read aloud to blind visitors before the group-size buttons (All, Up to 4, …).",
        }),
        filters: z
          .array(name.meta({ title: "Filter name" }))
          .min(1)
          .meta({
            title: "Filter names",
            singular: "Filter name",
            hint: "The group-size buttons above the cars, one per group size, in the same order (All, Up to 4, 5–7, …). In Gujarati and Hindi a range: 1–4, 5–7, with the dash –.",
          }),
        showingAll: plural("total").meta({
          title: "Showing all cars",
          hint: "Under the filter when “All” is chosen; {total} is the number of cars.",
        }),
        showingSome: plural("count", "total").meta({
          title: "Showing some cars",
          hint: "Under the filter when a group size is chosen; {count} of {total} cars.",
        }),
        planJump: text.meta({
          title: "Link to the planner",
          hint: "The link at the top of the cars page that jumps down to the trip planner.",
        }),
        planner: z
          .object({
            title: heading.meta({ title: "Title", hint: "Above the trip planner, the form under the cars (આપનો પ્રવાસ પ્લાન કરો)." }),
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
            nameLine: text.meta({
              title: "Name in the message",
              hint: "Before the visitor's name in the WhatsApp message the planner writes.",
            }),
            addStop: text.meta({
              title: "Add a stop button",
              hint: "Under the drop place: it adds a box for one more place on the way, in order.",
            }),
            stop: words("n").meta({
              title: "Stop: label",
              hint: "Above each added stop's box; {n} is its place in the trip (the drop is stop 1).",
            }),
            moveUp: words("stop").meta({
              title: "Move up button, read aloud",
              hint: "The arrow up beside a stop; {stop} is the stop's label and place, e.g. “Stop 2, Somnath”.",
            }),
            moveDown: words("stop").meta({ title: "Move down button, read aloud", hint: "The arrow down beside a stop; {stop} as above." }),
            remove: words("stop").meta({ title: "Remove button, read aloud", hint: "The cross beside a stop; {stop} as above." }),
            added: words("stop").meta({
              title: "Stop added, read aloud",
              hint: "Told to blind visitors when a stop is added; {stop} is its label.",
            }),
            removed: words("stop").meta({
              title: "Stop removed, read aloud",
              hint: "Told to blind visitors when a stop is removed; {stop} is its label and place.",
            }),
            moved: words("stop").meta({
              title: "Stop moved, read aloud",
              hint: "Told to blind visitors when a stop is moved; {stop} is its new label and place, e.g. “Stop 3, Somnath”.",
            }),
            noRoad: words("stop").meta({
              title: "No road known to a stop",
              hint: "Shown instead of the estimate when the site knows no road to a place typed; {stop} is that place as typed.",
            }),
            route: text.meta({
              title: "Route in the message",
              hint: "Before the stops in order in the WhatsApp message (Rajkot → Dwarka → Somnath → Rajkot).",
            }),
            distance: text.meta({
              title: "Distance in the message",
              hint: "Before the km of a trip of several stops in the WhatsApp message.",
            }),
            routeKm: words("km").meta({
              title: "Km of a trip of several stops",
              hint: "Under the estimate and in the message; {km} is the km from the office through the stops and back.",
            }),
            optional: text.meta({ title: "“optional”", hint: "In brackets after the labels of the boxes a visitor may leave empty." }),
            send: text.meta({ title: "Send button", hint: "The green button that opens WhatsApp with the trip." }),
            call: text.meta({ title: "Call button", hint: "Beside the Send button." }),
            privacy: text.meta({ title: "Privacy note", hint: "The small line under the buttons." }),
            noScript: text.meta({ title: "Without JavaScript", hint: "Shown instead of the form on a phone that cannot run it." }),
            errors: z
              .object({
                pickupMissing: text.meta({ title: "Pickup place left empty" }),
                dropMissing: text.meta({ title: "Drop place left empty" }),
                tooLong: words("max").meta({ title: "Too many letters", hint: "{max} is filled in with the longest allowed." }),
                dateMissing: text.meta({ title: "Travel date left empty" }),
                datePast: text.meta({ title: "Travel date before today" }),
                dateTooFar: text.meta({
                  title: "Date more than a year ahead",
                  hint: "Under the travel date or the return date when it is more than a year from today.",
                }),
                returnMissing: text.meta({ title: "Return date left empty" }),
                returnBeforeDate: text.meta({ title: "Return date before the travel date" }),
                tripTooLong: text.meta({
                  title: "Trip of more than 60 days",
                  hint: "Under the return date when the trip, both days counted, is longer than 60 days.",
                }),
                passengersMissing: text.meta({ title: "Passengers left empty" }),
                passengersWhole: text.meta({ title: "Passengers not a whole number from 1 to 60" }),
                passengersTooMany: text.meta({ title: "More than 60 passengers" }),
              })
              .meta({
                title: "Messages at the fields",
                hint: "Shown in red under a box of the planner when it is filled in wrongly and the visitor taps Send.",
              }),
            sheet: z
              .object({
                link: name.meta({
                  title: "Message: the trip's link",
                  hint: "The label before the link in the message that opens the same trip again, e.g. “Open this trip”.",
                }),
                unread: words("fields").meta({
                  title: "A link partly unreadable",
                  hint: "Above the planner opened from a link cut short or edited: {fields} are the boxes it could not fill.",
                }),
                pastDate: text.meta({
                  title: "A link's date is past",
                  hint: "Above the planner opened from a link whose travel date has passed.",
                }),
                fareChanged: words("then", "now").meta({
                  title: "A link's figure changed",
                  hint: "When today's fares give another figure than the link's message: “When this trip was sent, the figure was {then}; with today's fares it is {now}.”",
                }),
                open: text.meta({
                  title: "Trip sheet: the button",
                  hint: "Under the estimate: opens the trip sheet to print or to add to a calendar.",
                }),
                title: heading.meta({ title: "Trip sheet: title" }),
                print: text.meta({ title: "Trip sheet: print" }),
                calendar: text.meta({
                  title: "Trip sheet: add to calendar",
                  hint: "Downloads a calendar file with the drives and the temples' open times.",
                }),
                termsTitle: heading.meta({ title: "Trip sheet: the terms' title" }),
                payTitle: heading.meta({ title: "Trip sheet: the advance by UPI, title" }),
                hoursTitle: heading.meta({ title: "Trip sheet: the hours that day, title" }),
                drive: words("from", "to").meta({ title: "Calendar: a drive", hint: "An event's title, e.g. “Drive: {from} → {to}”." }),
                openEvent: words("site").meta({ title: "Calendar: a time open", hint: "An event's title, e.g. “{site}: open”." }),
                pickup: words("place").meta({ title: "Calendar: the pickup", hint: "In each event, e.g. “Pickup: {place}”." }),
                ask: words("phone").meta({ title: "Calendar: the phone", hint: "In each event, e.g. “To ask us: {phone}”." }),
              })
              .meta({
                title: "Trip sheet and the trip's link",
                hint: "The trip as a page to print or add to a calendar, and the words of a link that opens the same trip.",
              }),
            greeting: text.meta({ title: "Message: first line", hint: "The first line of the WhatsApp message the planner writes." }),
            closing: text.meta({ title: "Message: last line", hint: "The last line of that message." }),
          })
          .meta({
            title: "Trip planner",
            hint: "The form under the cars that writes a WhatsApp message with the trip (પ્રવાસ પ્લાન કરવાનું ફોર્મ).",
          }),
      })
      .meta({ title: "Cars page", hint: "The words of the cars page, from top to bottom (ગાડીઓનું પેજ)." }),
    carCard: z
      .object({
        seats: plural("count").meta({ title: "Seats", hint: "On each car, e.g. “Seats: 7 passengers”; {count} is the car's seats." }),
        label: plural("seats", "name").meta({
          title: "Car's name with seats",
          hint: "How a car is named in lists and search results, e.g. “Ertiga (6 passengers)”.",
        }),
        alt: plural("seats", "name").meta({
          title: "What the car's photo shows",
          hint: "Read aloud to blind visitors for each car's photo.",
        }),
        call: text.meta({ title: "Call button", hint: "On each car (કોલ બટન)." }),
        message: text.meta({ title: "WhatsApp button", hint: "On each car, beside Call." }),
        callLabel: words("car").meta({
          title: "Call button, read aloud",
          hint: "What blind visitors hear for that button; {car} is the car's name.",
        }),
        messageLabel: words("car").meta({
          title: "WhatsApp button, read aloud",
          hint: "What blind visitors hear for that button; {car} is the car's name.",
        }),
        plan: text.meta({ title: "Plan a trip link", hint: "On each car: it fills the planner with that car." }),
        planLabel: words("car").meta({
          title: "Plan a trip link, read aloud",
          hint: "What blind visitors hear for that link; {car} is the car's name.",
        }),
        fits: text.meta({ title: "Fits the group", hint: "On a car big enough for the passengers typed in the planner." }),
        tooSmall: words("car").meta({
          title: "Too small for the group",
          hint: "On a car too small for them; {car} is the smallest car that fits.",
        }),
        noneFits: text.meta({
          title: "No car fits the group",
          hint: "On every car when no single car seats the passengers typed in the planner.",
        }),
        luggage: words("bags").meta({
          title: "Luggage",
          hint: "On each car and its page, under the seats; {bags} is the large and the small bags below, e.g. “Luggage: 3 large bags, 2 small bags”.",
        }),
        largeBags: plural("count").meta({ title: "Large bags", hint: "{count} is the car's large bags, e.g. “3 large bags”." }),
        smallBags: plural("count").meta({ title: "Small bags", hint: "{count} is the car's small bags, e.g. “2 small bags”." }),
        noBags: text.meta({ title: "No room for bags", hint: "Instead of the luggage, for a car that takes no bags." }),
        ac: text.meta({ title: "AC", hint: "On each car with AC, and its page." }),
        noAc: text.meta({ title: "No AC", hint: "On each car without AC, and its page." }),
        fuel: words("fuel").meta({
          title: "Fuel",
          hint: "On each car's card and its page, after the AC: “AC · {fuel}”; {fuel} is the car's fuel, named below. The name alone says it.",
        }),
        fuels: z
          .object({
            petrol: name.meta({ title: "Petrol", hint: "The word for a car that runs on petrol." }),
            diesel: name.meta({ title: "Diesel", hint: "The word for a car that runs on diesel." }),
            cng: name.meta({ title: "CNG", hint: "In Latin letters in every language, like GST." }),
          })
          .meta({ title: "The fuels", hint: "As a car's card names them." }),
      })
      .meta({ title: "Car cards", hint: "The words on each car's box on the cars page (દરેક ગાડીના બોક્સ પર)." }),
    carPage: z
      .object({
        title: wordsOf("pageTitle", "car", "city").meta({
          title: "Title (browser tab and search results)",
          hint: "Of each car's page, /cars/innova-crysta/; {car} is its model name, {city} your city.",
        }),
        description: wordsOf("description", "car", "city").meta({
          title: "Description (search results)",
          hint: "The grey lines under that link in Google's results.",
        }),
        heading: wordsOf("heading", "car").meta({
          title: "Heading",
          hint: "The large words at the top of the page; {car} is the model name.",
        }),
        intro: words("car", "city").meta({ title: "Introduction", hint: "Under the heading." }),
        pictureAlt: words("car", "n").meta({
          title: "What a further photo shows",
          hint: "Read aloud to blind visitors for the car's further photos (More photos under Cars); {n} is the photo's number.",
        }),
        sizesTitle: heading.meta({
          title: "Seats, luggage and AC: title",
          hint: "Above the car's seats, bags, AC and features, and its Call, WhatsApp and planner buttons (one box for each size of the model).",
        }),
        featuresTitle: heading.meta({ title: "Features: title", hint: "Above the car's features (Features under Cars)." }),
        plan: text.meta({ title: "Plan a trip in this car", hint: "The link to the trip planner with this car chosen." }),
        faresText: text.meta({
          title: "Fares: introduction",
          hint: "Under the title of the fares from your city to the places asked for most.",
        }),
        tripColumn: name.meta({ title: "Trip column", hint: "The first column's heading of that table." }),
        fareRow: words("place", "trip").meta({
          title: "A trip's row",
          hint: "Each row's name; {place} is the place, {trip} one way or the return, e.g. “Dwarka: One way”.",
        }),
        toursTitle: heading.meta({ title: "Tours: title", hint: "Above the fare of each tour in this car." }),
        toursText: words("city").meta({ title: "Tours: introduction", hint: "Under that title; {city} is your city." }),
        tourColumn: name.meta({ title: "Tour column", hint: "The first column's heading of the tours' table." }),
        allCars: text.meta({ title: "Link to all the cars", hint: "At the end of the page, to the cars page." }),
      })
      .meta({
        title: "Each car's page",
        hint: "The page of each car model, /cars/innova-crysta/ (દરેક ગાડીનું પેજ). Its rates and fares come from the rate card.",
      }),
  });
}
