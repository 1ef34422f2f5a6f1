/**
 * The schemas of `data/roads.json` (the owner's "Roads between places") and `data/tours.json`
 * ("Tours"). What they cannot check alone (a name that is neither a place nor a stop, a leg
 * without a road) is checked against the places by rules.ts.
 */
import { z } from "zod";
import { DURATION, hhmm, SLUG } from "#app/content/schema-kit.ts";
import { placeNames, slug } from "#app/content/places/schema.ts";
import { plazaList, plazaSchema } from "./plaza-schema.ts";

/**
 * What a tour's price may include or leave out, each named in the tours pages' words
 * (`tourPage.items`): the car's side (the car and driver, fuel, the driver's allowance) and
 * the travellers' own costs that hotel-inclusive packages put in their price.
 */
export const TOUR_ITEMS = [
  "car",
  "fuel",
  "driverAllowance",
  "hotels",
  "meals",
  "tickets",
  "boat",
  "girPermit",
  "girJeep",
  "ropeway",
] as const;
export type TourItem = (typeof TOUR_ITEMS)[number];

export function toursSchemas() {
  /**
   * A place of the site (by its web address name) or a named stop of the roads table: where a
   * road starts or ends, and where a tour's day passes or spends the night. The content check
   * refuses a name that is neither (tours/rules.ts); the editor offers only those.
   */
  const stopName = (title: string, hint: string) =>
    z
      .string()
      .regex(SLUG, "must be the web address name of a place or a stop, e.g. dwarka or bet-dwarka")
      .meta({ title, hint, choose: "stops" });
  const drivingTime = z
    .string({ error: "must be a time like 4:30" })
    .regex(DURATION, "must be hours and minutes like 4:30 (minutes 00–59)")
    .refine((t) => t !== "0:00" && t !== "00:00", "must be longer than 0:00");

  /**
   * The roads between places that the tours use, each way: km and driving time. A road from
   * your city to a place is that place's own distance in the service areas, written once
   * there. A stop that has no page of its own (Bet Dwarka) is named here in each script.
   */
  const roads = z
    .object({
      stops: z
        .array(
          z.object({
            slug: slug.meta({
              title: "Short name",
              hint: "Lower-case letters and hyphens, e.g. bet-dwarka: the tours name the stop by it.",
            }),
            ...placeNames,
          }),
        )
        .meta({
          title: "Stops without a page",
          singular: "Stop",
          hint: "Temples and towns the tours visit that have no page of their own, e.g. Bet Dwarka.",
        }),
      roads: z
        .array(
          z.object({
            from: stopName("From", "A place or a stop; the road counts both ways."),
            to: stopName("To", "The other end."),
            km: z
              .number({ error: "must be a number of kilometres" })
              .int("must be a whole number of kilometres")
              .min(1, "must be 1–2000 km")
              .max(2000, "must be 1–2000 km")
              .meta({ title: "Distance by road (km)", hint: "As a map's route shows it; tours add up their days from these." }),
            drivingTime: drivingTime.meta({
              title: "Driving time (hours:minutes)",
              hint: "The usual time by car without stops, e.g. 2:30.",
            }),
            tolls: plazaList,
            sources: z
              // Not shown on the site, so an http:// page is as good a source as any.
              .array(
                z.url({ protocol: /^https?$/, message: "must be a web address, http:// or https://" }).meta({ title: "Page (https://…)" }),
              )
              .max(4, "must give at most 4 pages")
              .meta({ singular: "Page" })
              .optional()
              .meta({
                title: "Where the distance was checked",
                hint: "Pages that give this distance, for whoever checks it later. Not shown on the site.",
              }),
          }),
        )
        .meta({
          title: "Roads",
          singular: "Road",
          hint: "Every road between two stops of a tour, except from your city (the service areas give those).",
        }),
      plazas: z
        .array(plazaSchema)
        .meta({ singular: "Toll plaza", summary: "{{fields.en}} ({{fields.road}}): car ₹{{fields.car}}" })
        .optional()
        .meta({
          title: "Toll plazas",
          hint: "Each toll plaza on your roads, with its fee by vehicle: the places pages and the planner show the tolls on the way from them.",
        }),
    })
    .superRefine((r, ctx) => {
      const seen = new Set<string>();
      r.roads.forEach((road, i) => {
        const key = [road.from, road.to].sort().join(" ");
        if (road.from === road.to) ctx.addIssue({ code: "custom", path: ["roads", i, "to"], message: "must be another place than “From”" });
        else if (seen.has(key))
          ctx.addIssue({
            code: "custom",
            path: ["roads", i],
            message: `the road between ${road.from} and ${road.to} is already in the table`,
          });
        seen.add(key);
        road.tolls?.forEach((t, j) => {
          if (!r.plazas?.some((p) => p.slug === t))
            ctx.addIssue({ code: "custom", path: ["roads", i, "tolls", j], message: `there is no toll plaza "${t}" under Toll plazas` });
        });
      });
      r.plazas?.forEach((p, i) => {
        if (r.plazas!.findIndex((q) => q.slug === p.slug) !== i)
          ctx.addIssue({ code: "custom", path: ["plazas", i, "slug"], message: `"${p.slug}" is already the short name of another plaza` });
      });
    });

  const itemList = (title: string, hint: string) =>
    z
      .array(
        z.enum(TOUR_ITEMS, { error: `must be one of ${TOUR_ITEMS.join(", ")}` }).meta({
          title: "Item",
          hint: "Choose from the list; each reads in the tours pages' words (What a tour may include or leave out).",
          labels: {
            car: "The car with its driver",
            fuel: "Fuel",
            driverAllowance: "The driver's allowance",
            hotels: "Hotels",
            meals: "Meals",
            tickets: "Entry tickets",
            boat: "Boat rides",
            girPermit: "The Gir permit",
            girJeep: "The Gir jeep safari",
            ropeway: "The Girnar ropeway",
          },
        }),
      )
      .max(TOUR_ITEMS.length, `must list at most ${TOUR_ITEMS.length} items`)
      .meta({ singular: "Item" })
      .optional()
      .meta({ title, hint });

  /**
   * The tours: each day goes from the last night's stop (your city on day 1) through its
   * places to the night's stop; the last day ends in your city. Their words (name, what is
   * seen each day) are the tours pages' words, one entry per tour, by its web address name.
   */
  const tours = z
    .object({
      tours: z
        .array(
          z.object({
            slug: slug.meta({
              title: "Web address name",
              hint: "The end of the tour's address, e.g. dwarka-somnath for /tours/dwarka-somnath. Changing it changes the address.",
            }),
            includes: itemList("What the price includes", "E.g. the car with its driver, fuel, the driver's allowance."),
            leavesOut: itemList(
              "What the price leaves out",
              "What the travellers pay themselves, e.g. hotels, meals, entry tickets, the Gir permit and jeep, the ropeway: a customer comparing with hotel packages must see it.",
            ),
            days: z
              .array(
                z.object({
                  via: z
                    .array(stopName("Place", "A place or a stop, in the order of the day."))
                    .max(6, "must name at most 6 places")
                    .meta({ singular: "Place" })
                    .optional()
                    .meta({
                      title: "Places on the way",
                      hint: "Where the day stops before the night's stop, in order. Leave empty for a day that drives straight there.",
                    }),
                  night: stopName("Night's stop", "Where the day ends and the night is spent; on the last day, your city."),
                  start: hhmm.optional().meta({
                    title: "The car starts at",
                    hint: "24-hour time, e.g. 05:45 for the morning safari. Leave empty for 07:00. Before 06:00 adds the night allowance to the tour's price.",
                  }),
                  stayAtStart: drivingTime.optional().meta({
                    title: "Time before the drive (hours:minutes)",
                    hint: "Where the day starts, before the car leaves, e.g. 4:00 for the morning safari at Sasan Gir. Leave empty to leave at once.",
                  }),
                }),
              )
              .min(1, "must have at least one day")
              .max(15, "must have at most 15 days")
              .meta({
                title: "Days",
                singular: "Day",
                hint: "In order; each day starts where the last one ended (day 1 from your city). Each day's words are in the tours pages' words.",
              }),
          }),
        )
        .meta({ title: "Tours", singular: "Tour", hint: "Each has its own page, in the order the tours page lists them." }),
    })
    .superRefine((t, ctx) => {
      const seen = new Set<string>();
      t.tours.forEach((tour, i) => {
        tour.leavesOut?.forEach((item, j) => {
          if (tour.includes?.includes(item))
            ctx.addIssue({
              code: "custom",
              path: ["tours", i, "leavesOut", j],
              message: `"${item}" is also under what the price includes: keep one`,
            });
        });
        if (seen.has(tour.slug))
          ctx.addIssue({ code: "custom", path: ["tours", i, "slug"], message: `"${tour.slug}" is already the address of another tour` });
        seen.add(tour.slug);
      });
    });

  return { roads, tours };
}

/** roads.json as stored. */
export type RoadsData = z.infer<ReturnType<typeof toursSchemas>["roads"]>;
/** tours.json as stored. */
export type ToursData = z.infer<ReturnType<typeof toursSchemas>["tours"]>;
