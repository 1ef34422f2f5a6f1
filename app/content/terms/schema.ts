/**
 * The schema of `data/terms.json` (the owner's "Terms"): the cancellation rule, the free
 * waiting time, the advance and the ways to pay, what the fare includes, when the driver's
 * details are sent, and the rules for pets and for luggage beyond the car's space. The
 * questions page and the home page's policies write them out (lib/questions.ts).
 */
import { z } from "zod";
import { https, inEachScript, textOf } from "#app/content/schema-kit.ts";

/** The ways to pay, a fixed list: their names are words of the questions page (ways). */
export const PAYMENT_WAYS = ["upi", "bank", "cash", "card"] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

const whole = (unit: string, min: number, max: number) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .int(`must be whole ${unit}`)
    .min(min, `must be ${min}–${max} ${unit}`)
    .max(max, `must be ${min}–${max} ${unit}`);
const rupees = z
  .number({ error: "must be a number of rupees" })
  .int("must be whole rupees")
  .min(1, "must be ₹1–₹50000")
  .max(50000, "must be ₹1–₹50000");
const percent = z.number({ error: "must be a percentage" }).min(1, "must be 1–100 (%)").max(100, "must be 1–100 (%)");

/** How a charge is given: none, an amount in ₹, or a share of the fare in %. */
const chargeKind = (none: string) =>
  z.enum(["none", "amount", "percent"], { error: "must be one of: none, amount, percent" }).meta({
    labels: { none, amount: "An amount in ₹", percent: "A share of the fare (%)" },
  });

/** A kind of charge needs its figure: an amount, or a share. */
function needsFigure(value: { kind: string; amount?: number; percent?: number }, ctx: z.RefinementCtx) {
  if (value.kind === "amount" && value.amount === undefined)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "missing: the charge is an amount, so give it in ₹" });
  if (value.kind === "percent" && value.percent === undefined)
    ctx.addIssue({ code: "custom", path: ["percent"], message: "missing: the charge is a share, so give it in %" });
}

type Charge = { kind: string; amount?: number; percent?: number };

/**
 * A late cancellation keeps at most the advance: nothing without one, and never more than it,
 * given the same way (both in ₹ or both in %) so that the two can be compared.
 */
export function cancellationProblem(cancel: Charge, advance: Charge): { path: string; message: string } | null {
  if (cancel.kind === "none") return null;
  if (advance.kind === "none")
    return {
      path: "cancellation.kind",
      message: "must be “No charge” while no advance is taken: a late cancellation keeps at most the advance",
    };
  if (cancel.kind !== advance.kind)
    return {
      path: "cancellation.kind",
      message: `must be given as the advance is (${advance.kind === "amount" ? "in ₹" : "in %"}), so that it can be held to at most the advance`,
    };
  const [c, a, unit] = cancel.kind === "amount" ? [cancel.amount, advance.amount, "₹"] : [cancel.percent, advance.percent, "%"];
  if (c !== undefined && a !== undefined && c > a)
    return {
      path: `cancellation.${cancel.kind}`,
      message: `must be at most the advance (${unit === "₹" ? `₹${a}` : `${a}%`}): a late cancellation keeps at most what was paid`,
    };
  return null;
}

export function termsSchema() {
  return z
    .object({
      cancellation: z
        .object({
          hours: whole("hours", 1, 168).meta({
            title: "Free cancellation up to (hours before the trip)",
            hint: "E.g. 24: a traveller who cancels 24 hours or more before the trip pays nothing.",
          }),
          kind: chargeKind("No charge, even later").meta({
            title: "Charge for a later cancellation",
            hint: "None, an amount in ₹, or a share of the fare in %.",
          }),
          amount: rupees.optional().meta({ title: "Charge in ₹", hint: "When the charge is an amount, e.g. 500." }),
          percent: percent.optional().meta({
            title: "Charge in % of the fare",
            hint: "When the charge is a share, e.g. 20. At most the advance: a late cancellation keeps at most what was paid.",
          }),
          dateChange: z.boolean().meta({
            title: "Free change of date",
            hint: "On: the date can be changed free up to the same hours before the trip, when a car is free on the new date.",
          }),
          refundWay: z.enum(["same", ...PAYMENT_WAYS], { error: "must be one of: same, upi, bank, cash, card" }).meta({
            title: "A refund goes back by",
            hint: "The way the rest of the advance is paid back.",
            labels: { same: "The way it was paid", upi: "UPI", bank: "Bank transfer", cash: "Cash", card: "Card" },
          }),
          refundDays: whole("days", 1, 30).meta({
            title: "Refund within (days)",
            hint: "E.g. 7: the refund reaches the traveller within 7 days.",
          }),
          noShowMinutes: whole("minutes", 15, 240).meta({
            title: "No-show after (minutes)",
            hint: "E.g. 60: nobody at the pick-up this long after the time, and no answer on the phone, counts as a late cancellation.",
          }),
        })
        .superRefine(needsFigure)
        .meta({
          title: "Cancellation",
          hint: "On the questions page and under “Our Policies” on the home page. A breakdown is always ours: we send another car at no cost.",
        }),
      waitingMinutes: whole("minutes", 5, 240).meta({
        title: "Free waiting (minutes)",
        hint: "How long the driver waits at pick-up at no charge, e.g. 30. On the questions page (a late train) and the home page.",
      }),
      waitingCharge: z.enum(["none", "halfHour", "hour"], { error: "must be one of: none, halfHour, hour" }).meta({
        title: "Waiting after the free minutes",
        hint: "What longer waiting costs: the car's extra hour on the rate card, counted per 30 minutes or per hour, or nothing.",
        labels: {
          none: "No charge",
          halfHour: "The car's extra-hour rate, per 30 minutes",
          hour: "The car's extra-hour rate, per hour",
        },
      }),
      advance: z
        .object({
          kind: chargeKind("No advance").meta({
            title: "Advance to confirm a booking",
            hint: "None, an amount in ₹, or a share of the fare in %.",
          }),
          amount: rupees.optional().meta({ title: "Advance in ₹", hint: "When the advance is an amount, e.g. 1000." }),
          percent: percent.optional().meta({ title: "Advance in % of the fare", hint: "When the advance is a share, e.g. 20." }),
        })
        .superRefine(needsFigure)
        .meta({ title: "Advance", hint: "On the questions page and under “Our Policies” on the home page." }),
      payment: z
        .array(
          z.enum(PAYMENT_WAYS, { error: "must be one of: upi, bank, cash, card" }).meta({
            title: "Way to pay",
            labels: { upi: "UPI", bank: "Bank transfer", cash: "Cash", card: "Card" },
          }),
        )
        .min(1, "must name at least one way to pay")
        .meta({
          title: "Ways to pay",
          hint: "Choose the ways you take: UPI, bank transfer, cash, card. Their names are written in each language.",
        }),
      includes: z
        .object({
          fuel: z.boolean().meta({ title: "Fuel is in the fare", hint: "On: the questions page lists fuel among what the fare includes." }),
          ac: z.boolean().meta({ title: "AC is in the fare", hint: "On: the questions page says the AC costs nothing extra." }),
          acRule: z.enum(["usual", "always"], { error: "must be one of: usual, always" }).meta({
            title: "When the AC runs",
            hint: "The usual rule: off on steep ghat climbs and while the car stands parked at darshan. Or always on.",
            labels: { usual: "Off on ghat climbs and while parked", always: "Always on" },
          }),
        })
        .meta({
          title: "What the fare includes",
          hint: "Besides the driver and his allowance a day, which the rate card sets and every estimate includes.",
        }),
      driverDetailsHours: whole("hours", 1, 72).meta({
        title: "Driver's name and number sent (hours before pick-up)",
        hint: "E.g. 8: we send them 8 hours before the pick-up. On the questions page and the home page.",
      }),
      balance: inEachScript(textOf("paragraph", 300)).meta({
        title: "When the balance is paid",
        hint: "After the advance, when the rest is paid, in each language: e.g. a drop at pick-up, a return trip at the end, a tour with a top-up midway.",
      }),
      driverStay: z.enum(["allowance", "traveller"], { error: "must be one of: allowance, traveller" }).meta({
        title: "The driver's food and stay",
        hint: "Paid from his allowance (the traveller arranges nothing), or arranged by the traveller.",
        labels: { allowance: "From his allowance: the traveller arranges nothing", traveller: "The traveller arranges them" },
      }),
      extraStopCharge: z
        .number({ error: "must be a number of rupees" })
        .int("must be whole rupees")
        .min(0, "must be ₹0–₹5000")
        .max(5000, "must be ₹0–₹5000")
        .meta({
          title: "An extra stop on a drop (₹)",
          hint: "One stop for a meal is included on a one-way drop; this is what each other stop costs. 0: free.",
        }),
      childSeats: z.enum(["carried", "onRequest", "none"], { error: "must be one of: carried, onRequest, none" }).meta({
        title: "Child seats",
        hint: "A child always counts as a passenger.",
        labels: { carried: "Carried in every car", onRequest: "On request, when booking", none: "Not available" },
      }),
      roofCarrier: z
        .boolean()
        .meta({ title: "Roof carrier on request", hint: "On: a car can carry bags on a roof carrier when asked at booking." }),
      rainCover: z.boolean().meta({ title: "Rain cover in the monsoon", hint: "On: bags on the roof get a rain cover." }),
      stateTaxes: z
        .array(
          z
            .object({
              state: inEachScript(textOf("name", 40)).meta({
                title: "State",
                hint: "E.g. Rajasthan, in each language.",
              }),
              amount: z
                .number({ error: "must be a number of rupees" })
                .int("must be whole rupees")
                .min(1, "must be ₹1–₹50000")
                .max(50000, "must be ₹1–₹50000")
                .optional()
                .meta({ title: "About (₹)", hint: "What it charges, about. Leave empty when no figure is known." }),
              per: z.enum(["day", "week", "month", "entry"], { error: "must be one of: day, week, month, entry" }).meta({
                title: "Per",
                hint: "What the amount is for: a day, a week, 30 days, or each entry.",
                labels: { day: "A day", week: "A week", month: "30 days", entry: "An entry" },
              }),
              source: https.meta({ title: "Source (https://…)", hint: "The page the figure comes from." }),
            })
            .meta({ title: "State" }),
        )
        .max(8, "must be at most 8 states")
        .meta({
          title: "State taxes, about",
          hint: "What the states on your trips charge a tourist vehicle at the border, about, each with the page it comes from. Paid on the way, at cost.",
        }),
      pets: inEachScript(textOf("paragraph", 300)).meta({
        title: "Pets",
        hint: "Your rule for pets, one or two sentences in each language. The answer on the questions page.",
      }),
      extraLuggage: inEachScript(textOf("paragraph", 300)).meta({
        title: "Luggage beyond the car's space",
        hint: "What you do when the bags need more room than the car has, in each language. The answer on the questions page.",
      }),
    })
    .superRefine((t, ctx) => {
      const problem = cancellationProblem(t.cancellation, t.advance);
      if (problem) ctx.addIssue({ code: "custom", path: problem.path.split("."), message: problem.message });
    });
}

/** terms.json as stored. */
export type TermsData = z.infer<ReturnType<typeof termsSchema>>;
