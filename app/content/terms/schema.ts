/**
 * The schema of `data/terms.json` (the owner's "Terms"): the cancellation rule, the free
 * waiting time, the advance and the ways to pay, what the fare includes, when the driver's
 * details are sent, and the rules for pets and for luggage beyond the car's space. The
 * questions page and the home page's policies write them out (lib/questions.ts).
 */
import { z } from "zod";
import { inEachScript, text } from "#app/content/schema-kit.ts";

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

export function termsSchema() {
  return z.object({
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
        percent: percent.optional().meta({ title: "Charge in % of the fare", hint: "When the charge is a share, e.g. 25." }),
      })
      .superRefine(needsFigure)
      .meta({ title: "Cancellation", hint: "On the questions page and under “Our Policies” on the home page." }),
    waitingMinutes: whole("minutes", 5, 240).meta({
      title: "Free waiting (minutes)",
      hint: "How long the driver waits at pick-up at no charge, e.g. 30. On the questions page (a late train) and the home page.",
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
      })
      .meta({
        title: "What the fare includes",
        hint: "Besides the driver and his allowance a day, which the rate card sets and every estimate includes.",
      }),
    driverDetailsHours: whole("hours", 1, 72).meta({
      title: "Driver's name and number sent (hours before pick-up)",
      hint: "E.g. 8: we send them 8 hours before the pick-up. On the questions page and the home page.",
    }),
    pets: inEachScript(text.max(300, "must be at most 300 characters")).meta({
      title: "Pets",
      hint: "Your rule for pets, one or two sentences in each language. The answer on the questions page.",
    }),
    extraLuggage: inEachScript(text.max(300, "must be at most 300 characters")).meta({
      title: "Luggage beyond the car's space",
      hint: "What you do when the bags need more room than the car has, in each language. The answer on the questions page.",
    }),
  });
}

/** terms.json as stored. */
export type TermsData = z.infer<ReturnType<typeof termsSchema>>;
