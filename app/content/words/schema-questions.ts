/**
 * The schema of the questions page's words: `data/pages/questions*.json`. The answers that
 * state a number are templates: the number comes from the rate card or the terms
 * (lib/questions.ts), never typed here. The terms' sentences are also the home page's policies.
 */
import { z } from "zod";
import { heading, name, pageHead, plural, text, words } from "#app/content/schema-kit.ts";

const q = (hint: string) => heading.meta({ title: "Question", hint });
const a = (hint: string) => text.meta({ title: "Answer", hint });

export function questionsWordsSchema() {
  return z.object({
    questionsPage: z
      .object({
        ...pageHead,
        heading: heading.meta({ title: "Heading", hint: "The large words at the top of the questions page." }),
        intro: text.meta({ title: "Introduction", hint: "Under the heading." }),
        reviewUs: text.meta({
          title: "“Review us on Google” link",
          hint: "On the home page and the questions page, when Business details has a Google review link.",
        }),
        carsLink: text.meta({ title: "Link to the cars page", hint: "Under the answer about bags." }),
        askFare: text.meta({
          title: "Answer when fares are hidden",
          hint: "The answer about a fare when the rate card's “Show fares on the site” is off.",
        }),
        gstin: words("gstin").meta({
          title: "The GSTIN",
          hint: "Under the answer about GST, in the footer, when Business details → GST says registered; {gstin} is the GSTIN. Say a GST bill is given on request.",
        }),
        upiId: words("upi").meta({
          title: "The UPI ID",
          hint: "Under the answer about paying, beside the QR code; {upi} from Business details.",
        }),
        upiQr: text.meta({ title: "The QR code's description", hint: "For a screen reader: what the QR code is." }),
        upiScan: text.meta({
          title: "Under the QR code",
          hint: "Scan it with any UPI app; say that we confirm the amount on WhatsApp first.",
        }),
        upiPay: text.meta({ title: "“Pay by UPI” button", hint: "On a phone: opens the phone's UPI app, with no amount filled in." }),
        termsLink: text.meta({
          title: "Link under the fare notes",
          hint: "Under every fare table: to the answers about waiting, AC, the balance and cancelling.",
        }),
      })
      .meta({ title: "Questions page", hint: "The words of the questions page (પ્રશ્નો), from top to bottom." }),
    terms: z
      .object({
        cancelFree: plural("hours").meta({ title: "Cancellation without a charge", hint: "{hours} from Terms." }),
        changeOrCancel: plural("hours").meta({
          title: "Free change or cancellation",
          hint: "When Terms allow a free change of date: {hours} is the free cancellation's hours before the trip. The first of “Our Policies”.",
        }),
        cancelOnly: plural("hours").meta({ title: "Free cancellation, no free change of date", hint: "{hours} from Terms." }),
        cancelCharge: plural("hours", "charge").meta({
          title: "Charge for a later cancellation",
          hint: "{hours} from Terms; {charge} is the charge (₹500, or 20% of the fare): it is kept from the advance. It stands alone on the home page: say the hours, not “after that”.",
        }),
        dateChange: plural("hours").meta({ title: "Free change of date, no charge for cancelling", hint: "{hours} from Terms." }),
        refund: plural("days", "way").meta({
          title: "The refund",
          hint: "{way} is how it is paid back (one of the ways to pay below), {days} within how many days, from Terms.",
        }),
        refundSame: plural("days").meta({ title: "The refund, the way it was paid", hint: "{days} from Terms." }),
        noShow: words("minutes").meta({ title: "A no-show", hint: "{minutes} from Terms." }),
        breakdown: text.meta({ title: "A breakdown", hint: "Another car at no cost." }),
        share: words("percent").meta({ title: "A share of the fare", hint: "{percent} from Terms, e.g. “{percent}% of the fare”." }),
        waiting: words("minutes").meta({ title: "Free waiting", hint: "{minutes} from Terms." }),
        waitingHalfHour: words("rate").meta({
          title: "Waiting, charged per 30 minutes",
          hint: "{rate} is the cars' extra-hour rate on the rate card (₹150 to ₹450).",
        }),
        waitingHour: words("rate").meta({
          title: "Waiting, charged per hour",
          hint: "{rate} is the cars' extra-hour rate on the rate card.",
        }),
        waitingFree: text.meta({ title: "Waiting costs nothing more" }),
        waitingAsk: text.meta({ title: "Waiting charged, fares hidden", hint: "When the rate card's “Show fares on the site” is off." }),
        range: words("min", "max").meta({ title: "From one amount to another", hint: "E.g. “{min} to {max}”." }),
        advance: words("advance", "ways").meta({
          title: "Advance and ways to pay",
          hint: "{advance} is the advance (₹1,000, or 20% of the fare), {ways} the ways to pay, from Terms.",
        }),
        advanceNone: words("ways").meta({ title: "No advance, and the ways to pay", hint: "{ways} from Terms." }),
        driverDetails: plural("hours").meta({ title: "When the driver's details come", hint: "{hours} from Terms." }),
        includes: words("items").meta({ title: "What the fare includes", hint: "{items} is the list below, as Terms set it." }),
        fuel: text.meta({ title: "Fuel", hint: "In the list of what the fare includes, when Terms say fuel is in the fare." }),
        driver: text.meta({ title: "The driver" }),
        ac: text.meta({ title: "AC" }),
        allowance: words("min", "max").meta({
          title: "The driver's allowance, from the rate card",
          hint: "{min} and {max}: the lowest and highest allowance a day of the rate card.",
        }),
        allowanceOne: words("amount").meta({ title: "The driver's allowance, one for every car", hint: "{amount} a day." }),
        allowanceAny: text.meta({ title: "The driver's allowance, fares hidden" }),
        ways: z
          .object({
            upi: name.meta({ title: "UPI" }),
            bank: name.meta({ title: "Bank transfer" }),
            cash: name.meta({ title: "Cash", hint: "Paid in notes." }),
            card: name.meta({ title: "Card", hint: "A debit or credit card." }),
          })
          .meta({ title: "Ways to pay", hint: "Their names, as Terms choose them." }),
      })
      .meta({
        title: "Terms in words",
        hint: "How the terms (Business details → Terms) are written, with their figures filled in: on the questions page and under “Our Policies” on the home page.",
      }),
    questions: z
      .object({
        bags: z
          .object({ q: q("About bags."), a: a("Followed by the link to the cars page.") })
          .meta({ title: "Bags", hint: "The question about bags and its answer's words." }),
        ac: z
          .object({
            q: q("About AC."),
            yes: a("When Terms say the AC is in the fare."),
            no: a("When Terms say it is not."),
            usual: a("When Terms say it is off on ghat climbs and while parked."),
            always: a("When Terms say it is always on."),
          })
          .meta({ title: "AC", hint: "The question about AC and its answer's words." }),
        included: z
          .object({ q: q("What the fare includes and what is extra; the answer is the terms' and the fares' words.") })
          .meta({ title: "What the fare includes", hint: "The question about what the fare includes and its answer's words." }),
        cancel: z
          .object({ q: q("About cancelling; the answer is the terms' words.") })
          .meta({ title: "Cancelling", hint: "The question about cancelling and its answer's words." }),
        late: z
          .object({
            q: q("About a late train or flight."),
            a: a("After the free waiting time."),
            flight: a("For a flight, waiting counts from landing."),
          })
          .meta({ title: "A late train or flight", hint: "The question about a late train or flight and its answer's words." }),
        pay: z
          .object({ q: q("About paying and the advance; the answer is the terms' words.") })
          .meta({ title: "Paying and the advance", hint: "The question about paying and the advance and its answer's words." }),
        balance: z
          .object({ q: q("About when the balance is paid; the answer is the rule of Terms.") })
          .meta({ title: "The balance", hint: "The question about the balance." }),
        driverNumber: z
          .object({ q: q("About the driver's name and number; the answer is the terms' words.") })
          .meta({ title: "The driver's number", hint: "The question about the driver's number and its answer's words." }),
        driverStay: z
          .object({
            q: q("About the driver's food and stay."),
            allowance: a("When Terms say his allowance covers them."),
            traveller: a("When Terms say the traveller arranges them."),
          })
          .meta({ title: "The driver's food and stay", hint: "The question about the driver's food and stay and its answer's words." }),
        km: z
          .object({ q: q("How km and days are counted."), a: a("Before the minimum km a day of the fares' words.") })
          .meta({ title: "Km and days", hint: "The question about km and days and its answer's words." }),
        oneWay: z
          .object({ q: q("One way or return; the answer is the fares' words.") })
          .meta({ title: "One way or return", hint: "The question about one way or return and its answer's words." }),
        night: z
          .object({
            q: q("About driving at night."),
            none: a("When the rate card has no night allowance."),
            example: words("amount").meta({
              title: "An example",
              hint: "An early start for Somnath's morning aarti, before 6 AM; {amount} is the night allowance.",
            }),
          })
          .meta({ title: "Night driving", hint: "The question about night driving and its answer's words." }),
        extraStop: z
          .object({
            q: q("About an extra stop on a drop."),
            a: a("One stop for a meal is included."),
            charge: words("amount").meta({ title: "Each other stop", hint: "{amount} from Terms." }),
            free: a("When Terms charge nothing for other stops."),
          })
          .meta({ title: "An extra stop", hint: "The question about an extra stop on a drop and its answer's words." }),
        gst: z
          .object({
            q: q("About GST; the answer is the fares' words."),
            none: a("When Business details say the business is not registered for GST: no GST is added."),
          })
          .meta({ title: "GST", hint: "The question about GST and its answer's words." }),
        permits: z
          .object({
            q: q("About state permits."),
            a: a("Say the permit is paid on the way, at cost, as the fares' words do."),
            about: a("Before the figures of Terms → State taxes: say they are about, and for which vehicle."),
            day: words("state", "amount").meta({ title: "A state's tax a day", hint: "{state} and {amount} from Terms." }),
            week: words("state", "amount").meta({ title: "A state's tax a week" }),
            month: words("state", "amount").meta({ title: "A state's tax for 30 days" }),
            entry: words("state", "amount").meta({ title: "A fee at the entry" }),
            noFigure: words("state").meta({ title: "A state without a figure", hint: "When Terms give no amount." }),
            source: words("site").meta({ title: "A source's link", hint: "{site} is the source's web address." }),
          })
          .meta({ title: "State permits", hint: "The question about state permits and its answer's words." }),
        airport: z
          .object({
            q: q("About the airport transfer's price."),
            a: words("min", "max").meta({
              title: "Answer",
              hint: "{min} and {max}: the airport transfer's lowest and highest fare, from the rate card's transfers (or the city package).",
            }),
            link: name.meta({
              title: "Link to the fares",
              hint: "Under the answer: the link to the airport and station fares on your city's page.",
            }),
          })
          .meta({ title: "The airport transfer", hint: "The question about the price of a drop at the airport or a pick-up from it." }),
        children: z
          .object({
            q: q("About children and child seats."),
            carried: a("When Terms say every car carries a child seat."),
            onRequest: a("When Terms say child seats are on request."),
            none: a("When Terms say there are none."),
            passenger: a("A child counts as a passenger."),
          })
          .meta({ title: "Children", hint: "The question about children and its answer's words." }),
        boot: z
          .object({
            q: q("About the boot, a CNG tank and the roof."),
            cng: words("cars").meta({
              title: "Answer: the cars on CNG",
              hint: "{cars}: each car that runs on CNG (Cars → Fuel), with the bags its page gives, e.g. “Swift Dzire: 1 large bag, 1 small bag”.",
            }),
            noCng: a("When no car runs on CNG."),
            roof: a("When Terms offer a roof carrier."),
            noRoof: a("When they do not."),
            rain: a("When Terms give a rain cover in the monsoon."),
          })
          .meta({ title: "The boot and the roof", hint: "The question about the boot and its answer's words." }),
        temples: z
          .object({ q: q("About temple timings."), a: a("No clock times: they change on festivals.") })
          .meta({ title: "Temple timings", hint: "The question about temple timings and its answer's words." }),
        gir: z
          .object({ q: q("About the Gir safari permit."), a: a("The traveller books it on the Forest Department's official site.") })
          .meta({ title: "Gir safari", hint: "The question about gir safari and its answer's words." }),
        pets: z
          .object({ q: q("About pets; the answer is the rule of Terms.") })
          .meta({ title: "Pets", hint: "The question about pets and its answer's words." }),
        luggage: z
          .object({ q: q("About luggage beyond the car's space; the answer is the rule of Terms.") })
          .meta({ title: "Extra luggage", hint: "The question about extra luggage and its answer's words." }),
      })
      .meta({ title: "Questions", hint: "Each question of the questions page, and the words of its answer that are not figures." }),
  });
}
