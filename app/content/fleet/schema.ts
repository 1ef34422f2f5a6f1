/**
 * The schemas of `data/fleet.json` (the owner's "Cars") and, from rates-schema.ts, of
 * `data/rates.json` ("Cars" → "Rate card").
 */
import { z } from "zod";

/** What a car runs on (fleet.json `fuel`). */
export const FUELS = ["petrol", "diesel", "cng"] as const;
export type Fuel = (typeof FUELS)[number];
import { name, ordinal, type SchemaKit, textOf } from "#app/content/schema-kit.ts";
import { makerSeatsHint } from "./makers.ts";
import { ratesSchema } from "./rates-schema.ts";

export const MAX_SEATS = 60;
/** The most bags of one kind a car may list (a 29-seater with a roof carrier takes about 20). */
export const MAX_BAGS = 40;

/** A count of bags, 0 to MAX_BAGS. */
const bags = (title: string, hint: string) =>
  z
    .number({ error: "must be a number of bags" })
    .int("must be a whole number of bags")
    .min(0, `must be 0–${MAX_BAGS} bags`)
    .max(MAX_BAGS, `must be 0–${MAX_BAGS} bags`)
    .meta({ title, hint });

export function fleetSchemas({ picture }: SchemaKit) {
  const car = z.object({
    id: z
      .number()
      .int("must be a whole number")
      .min(1, "must be a whole number from 1")
      .meta({ title: "Number", hint: "Each car has its own number; the trip planner's links use it." }),
    name: textOf("name", 40)
      .regex(/[A-Za-z0-9]/, "must have Latin letters or digits: the model's page is named by them (/cars/innova-crysta/)")
      .meta({
        title: "Model name",
        hint: "In Latin letters, as on the car. Cars of the same name (Tempo Traveller 12 and 17 seats) share one page, /cars/tempo-traveller/.",
      }),
    textName: z
      .object({
        gu: textOf("name", 40).optional().meta({ title: "In Gujarati", hint: "E.g. ટેમ્પો ટ્રાવેલર." }),
        hi: textOf("name", 40).optional().meta({ title: "In Hindi", hint: "E.g. टेम्पो ट्रैवलर." }),
      })
      .optional()
      .meta({
        title: "Model name in sentences",
        hint: "How a Gujarati or Hindi sentence writes the model, where the Latin letters would read oddly: the car page's title, heading and introduction (“ટેમ્પો ટ્રાવેલર, ડ્રાઇવર સાથે”). The cards keep the model name above. Cars of the same name share it: the first that gives one is used. Leave empty to write the model name above everywhere.",
      }),
    seats: z
      .number()
      .int("must be a whole number")
      .min(1, `must be 1–${MAX_SEATS} seats`)
      .max(MAX_SEATS, `must be 1–${MAX_SEATS} seats`)
      .meta({
        title: "Passenger seats",
        hint: `Passengers beside the driver, as the car's card says (“Seats: 4 passengers”); the trip planner offers the car to a group of this size. The makers' figures: ${makerSeatsHint()}. The build warns when a car lists more than its model's figure.`,
      }),
    luggage: z
      .object(
        {
          large: bags(
            "Large bags",
            "Check-in suitcases, about 70 cm tall, that fit in the boot (or on the roof carrier) with every seat taken.",
          ),
          small: bags("Small bags", "Cabin bags and backpacks that fit beside the large ones."),
        },
        { error: "must give the large and the small bags (luggage.large, luggage.small)" },
      )
      .meta({
        title: "Luggage",
        hint: "How many bags the car takes with every seat in use: shown on its card and its page. Count what you would promise a customer.",
      }),
    fuel: z.enum(FUELS, { error: "must be petrol, diesel or cng" }).meta({
      title: "Fuel",
      hint: "What the car runs on: shown on its card and its page. A CNG car's tank sits in the boot: give the bags it really takes.",
      labels: { petrol: "Petrol", diesel: "Diesel", cng: "CNG" },
      choiceDefault: "petrol",
    }),
    ac: z
      .boolean({ error: "must be yes or no (true or false)" })
      .meta({ title: "AC", hint: "On: the car has air conditioning. Shown on its card and its page." }),
    features: z
      .array(
        z
          .object(
            {
              en: name.meta({ title: "In English", hint: "E.g. Push-back seats." }),
              gu: name.meta({ title: "In Gujarati", hint: "E.g. પુશબેક સીટ." }),
              hi: name.meta({ title: "In Hindi", hint: "E.g. पुशबैक सीटें." }),
            },
            { error: "must be written in each language: English, Gujarati and Hindi (en, gu, hi)" },
          )
          .meta({ title: "Feature" }),
      )
      .max(12, "must list at most 12 features")
      .meta({ singular: "Feature" })
      .optional()
      .meta({
        title: "Features",
        hint: "What the car offers beyond its seats, in each language: push-back seats, a roof carrier, a music system, charging points… Shown on the car's page. Leave empty to list none.",
      }),
    image: picture("cars").meta({
      title: "Photo",
      hint: "The car's photo on the cars page (and the home page if popular). A phone photo, JPEG, PNG or WebP.",
    }),
    pictures: z
      .array(picture("cars").meta({ title: "Photo" }))
      .max(8, "must have at most 8 more photos")
      .meta({ singular: "Photo" })
      .optional()
      .meta({
        title: "More photos",
        hint: "Inside, the seats, the boot: shown on the car's page after its photo. Leave empty for none.",
      }),
    popular: z.boolean().meta({ title: "Popular (on the home page)", hint: "Choose three cars." }),
  });

  const fleet = z
    .object({
      cars: z.array(car).min(1, "the fleet must not be empty").meta({
        title: "Cars",
        singular: "Car",
        summary: "{{fields.name}}: {{fields.seats}} passengers",
        hint: "In the order the cars page shows them.",
      }),
      groups: z
        .array(
          z
            .object({
              min: z.number().int().min(1, `must be 1–${MAX_SEATS}`).max(MAX_SEATS, `must be 1–${MAX_SEATS}`).meta({ title: "From" }),
              max: z.number().int().min(1, `must be 1–${MAX_SEATS}`).max(MAX_SEATS, `must be 1–${MAX_SEATS}`).meta({ title: "To" }),
            })
            // A group from 8 to 5 passengers holds no car: the filter would show none.
            .refine((g) => g.min <= g.max, {
              path: ["max"],
              error: (issue) => {
                const g = issue.input as { min: number; max: number };
                return `must be at least From (${g.min}): a group from ${g.min} to ${g.max} passengers holds no car, so the filter would show none`;
              },
            }),
        )
        .min(1)
        // The filter's CSS (app.css) has a rule for each of up to seven groups.
        .max(7, "the cars page's filter has room for seven group sizes at most")
        .meta({ title: "Group sizes of the filter", hint: "Their names are among the cars page's words." }),
    })
    .superRefine((f, ctx) => {
      const seen = new Map<number, number>();
      f.cars.forEach((c, i) => {
        const first = seen.get(c.id);
        if (first !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["cars", i, "id"],
            message: `duplicate number ${c.id}: the ${ordinal(first + 1)} car in the list (${f.cars[first].name}) has it too; this is the ${ordinal(i + 1)}`,
          });
        else seen.set(c.id, i);
      });
      const popular = f.cars.filter((c) => c.popular).length;
      if (popular !== 3) ctx.addIssue({ code: "custom", path: ["cars"], message: `mark exactly three cars as popular (now ${popular})` });
    });

  return { fleet, rates: ratesSchema() };
}

/** fleet.json as stored. */
export type FleetData = z.infer<ReturnType<typeof fleetSchemas>["fleet"]>;
