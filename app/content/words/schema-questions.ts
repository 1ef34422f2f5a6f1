/**
 * The schema of the questions page's words: `data/pages/questions*.json`. The answers that
 * state a number are templates: the number comes from the rate card or the terms
 * (lib/questions.ts), never typed here. The terms' sentences are also the home page's policies.
 */
import { z } from "zod";
import { pageHead, plural, text, words } from "#app/content/schema-kit.ts";

const q = (hint: string) => text.meta({ title: "Question", hint });
const a = (hint: string) => text.meta({ title: "Answer", hint });

export function questionsWordsSchema() {
  return z.object({
    questionsPage: z
      .object({
        ...pageHead,
        heading: text.meta({ title: "Heading", hint: "The large words at the top of the questions page." }),
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
      })
      .meta({ title: "Questions page", hint: "The words of the questions page (પ્રશ્નો), from top to bottom." }),
    terms: z
      .object({
        cancelCharge: plural("hours", "charge").meta({
          title: "Cancellation with a charge",
          hint: "{hours} is the free cancellation's hours before the trip, {charge} the charge (₹500, or 25% of the fare), from Terms.",
        }),
        cancelFree: plural("hours").meta({ title: "Cancellation without a charge", hint: "{hours} from Terms." }),
        share: words("percent").meta({ title: "A share of the fare", hint: "{percent} from Terms, e.g. “{percent}% of the fare”." }),
        waiting: words("minutes").meta({ title: "Free waiting", hint: "{minutes} from Terms." }),
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
            upi: text.meta({ title: "UPI" }),
            bank: text.meta({ title: "Bank transfer" }),
            cash: text.meta({ title: "Cash", hint: "Paid in notes." }),
            card: text.meta({ title: "Card", hint: "A debit or credit card." }),
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
          })
          .meta({ title: "AC", hint: "The question about AC and its answer's words." }),
        included: z
          .object({ q: q("What the fare includes and what is extra; the answer is the terms' and the fares' words.") })
          .meta({ title: "What the fare includes", hint: "The question about what the fare includes and its answer's words." }),
        cancel: z
          .object({ q: q("About cancelling; the answer is the terms' words.") })
          .meta({ title: "Cancelling", hint: "The question about cancelling and its answer's words." }),
        late: z
          .object({ q: q("About a late train or flight."), a: a("After the free waiting time.") })
          .meta({ title: "A late train or flight", hint: "The question about a late train or flight and its answer's words." }),
        pay: z
          .object({ q: q("About paying and the advance; the answer is the terms' words.") })
          .meta({ title: "Paying and the advance", hint: "The question about paying and the advance and its answer's words." }),
        driverNumber: z
          .object({ q: q("About the driver's name and number; the answer is the terms' words.") })
          .meta({ title: "The driver's number", hint: "The question about the driver's number and its answer's words." }),
        km: z
          .object({ q: q("How km and days are counted."), a: a("Before the minimum km a day of the fares' words.") })
          .meta({ title: "Km and days", hint: "The question about km and days and its answer's words." }),
        oneWay: z
          .object({ q: q("One way or return; the answer is the fares' words.") })
          .meta({ title: "One way or return", hint: "The question about one way or return and its answer's words." }),
        night: z
          .object({ q: q("About driving at night."), none: a("When the rate card has no night allowance.") })
          .meta({ title: "Night driving", hint: "The question about night driving and its answer's words." }),
        gst: z
          .object({ q: q("About GST; the answer is the fares' words.") })
          .meta({ title: "GST", hint: "The question about GST and its answer's words." }),
        permits: z
          .object({ q: q("About state permits."), a: a("Say the permit is paid on the way, at cost, as the fares' words do.") })
          .meta({ title: "State permits", hint: "The question about state permits and its answer's words." }),
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
