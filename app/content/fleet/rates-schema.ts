/**
 * The schema of `data/rates.json` (the owner's "Cars" → "Rate card"): what applies to every
 * car, then each car's rates by its number in the fleet. lib/fare.ts turns it into every
 * figure on the site. Apart from the fleet's schema (schema.ts), which stays under the size a
 * content module may have.
 */
import { z } from "zod";
import { ordinal, SLUG } from "#app/content/schema-kit.ts";

export function ratesSchema() {
  const rupeesField = (min: number, max: number) =>
    z.number({ error: "must be a number of rupees" }).min(min, `must be ₹${min}–₹${max}`).max(max, `must be ₹${min}–₹${max}`);
  /** A place's or a tour's web address name, checked against its file by the rules (rules.ts). */
  const SLUG_REF = z
    .string({ error: "must be a web address name, e.g. ahmedabad" })
    .regex(SLUG, "must be a web address name, e.g. ahmedabad");
  const carNumbers = z
    .array(z.number({ error: "must be a car's number" }).int("must be a car's number").min(1, "must be a car's number, from 1"))
    .min(1, "must name at least one car");
  return z
    .object({
      show: z.boolean().meta({
        title: "Show fares on the site",
        hint: "Off: no price appears anywhere on the site, and visitors call or send a WhatsApp message to ask.",
      }),
      minKmPerDay: z
        .number({ error: "must be a number of kilometres" })
        .int("must be a whole number of kilometres")
        .min(0, "must be 0–600 km")
        .max(600, "must be 0–600 km")
        .meta({
          title: "Minimum km a day (outstation)",
          hint: "The km billed at least for each calendar day out of the city, e.g. 250 or 300. 0 for no minimum.",
        }),
      dayDriveHours: z
        .number({ error: "must be a number of hours" })
        .int("must be whole hours")
        .min(4, "must be 4–16 hours")
        .max(16, "must be 4–16 hours")
        .meta({
          title: "A day's driving, at most (hours)",
          hint: "How long a driver drives in a day, e.g. 10. A drop billed as a return trip takes the days its drive there and back needs: Surat, 7½ hours each way, takes two.",
        }),
      oneWayMinKm: z
        .number({ error: "must be a number of kilometres" })
        .int("must be a whole number of kilometres")
        .min(0, "must be 0–500 km")
        .max(500, "must be 0–500 km")
        .meta({
          title: "Minimum km for a one-way drop",
          hint: "The km billed at least for a drop at a car's one-way rate, e.g. 130. 0 for no minimum.",
        }),
      gstIncluded: z
        .boolean()
        .meta({ title: "The rates include GST", hint: "Off: 5% GST is added to every estimate, and the rate card says so." }),
      nightAllowance: rupeesField(0, 3000).int("must be whole rupees").optional().meta({
        title: "Night allowance (₹ a night)",
        hint: "For the driver, when he drives between 10 PM and 6 AM. It is not in the estimates; the pages name it beside them. Leave empty if you charge none.",
      }),
      local: z
        .object({
          hours: z
            .number({ error: "must be a number of hours" })
            .int("must be whole hours")
            .min(1, "must be 1–24 hours")
            .max(24, "must be 1–24 hours")
            .meta({ title: "Hours", hint: "E.g. 8." }),
          km: z
            .number({ error: "must be a number of kilometres" })
            .int("must be whole km")
            .min(1, "must be 1–500 km")
            .max(500, "must be 1–500 km")
            .meta({ title: "Km", hint: "E.g. 80." }),
        })
        .optional()
        .meta({
          title: "City package",
          hint: "If you sell city hire as a package (8 hours or 80 km, say): its hours and km. Each car's price is below. Leave empty if you do not.",
        }),
      dayTripStopHours: z
        .number({ error: "must be a number of hours" })
        .min(0, "must be 0–8 hours")
        .max(8, "must be 0–8 hours")
        .optional()
        .meta({
          title: "Hours at the place on a day trip",
          hint: "A place's page shows a return on the same day when the drive there and back and this stop fit in a day's driving, e.g. 2. Leave empty for 2.",
        }),
      fixed: z
        .array(
          z.object({
            place: SLUG_REF.meta({ title: "Place", hint: "One of your Service areas.", choose: "places" }),
            cars: carNumbers.meta({
              title: "For the cars numbered",
              singular: "Car's number",
              hint: "Each car this fare is for, by its number under Cars, e.g. 3 and 4 for two sedans.",
            }),
            oneWay: rupeesField(100, 200000).int("must be whole rupees").optional().meta({
              title: "One way (₹)",
              hint: "The drop's whole fare, GST included, e.g. 2500. Leave empty to price the drop by the km.",
            }),
            return: rupeesField(100, 500000).int("must be whole rupees").optional().meta({
              title: "Return (₹)",
              hint: "The return trip's whole fare, GST included. Leave empty to price the return by the km.",
            }),
            returnDays: z
              .number({ error: "must be a number of days" })
              .int("must be whole days")
              .min(1, "must be 1–30 days")
              .max(30, "must be 1–30 days")
              .optional()
              .meta({
                title: "Return: days",
                hint: "The return fare is for this many calendar days: 1 is back the same day. Leave empty for 1.",
              }),
          }),
        )
        // The editor reads an optional list's "Add …" name on the list itself, inside `.optional()`.
        .meta({
          singular: "Fixed fare",
          summary: "{{fields.place}}",
        })
        .optional()
        .meta({
          title: "Fixed fares",
          hint: "A fare you sell at a fixed price from your city to a place, one way or return, for some cars: it replaces the fare by the km on every page and in the planner. Leave empty to price every trip by the km.",
        }),
      packages: z
        .array(
          z.object({
            tour: SLUG_REF.meta({ title: "Tour", hint: "One of your Tours, by its web address name.", choose: "tours" }),
            cars: carNumbers.meta({
              title: "For the cars numbered",
              singular: "Car's number",
              hint: "Each car this price is for, by its number under Cars.",
            }),
            amount: rupeesField(500, 1000000).int("must be whole rupees").meta({
              title: "Package price (₹)",
              hint: "The whole tour's fare for the car and the driver, GST included. Tolls, parking and stays stay extra.",
            }),
          }),
        )
        // The editor reads an optional list's "Add …" name on the list itself, inside `.optional()`.
        .meta({ singular: "Package price", summary: "{{fields.tour}}: ₹{{fields.amount}}" })
        .optional()
        .meta({
          title: "Tour package prices",
          hint: "A tour you sell at a package price for some cars: its page and the planner show that price instead of the km. Leave empty to bill every tour by the km.",
        }),
      tollsIncluded: z.boolean({ error: "must be on or off" }).optional().meta({
        title: "Fares include the tolls",
        hint: "On: every fare the site shows adds the tolls on the way where the roads list their toll plazas (Roads between places → Toll plazas). Off: the pages say how much the tolls come to, paid on the way.",
      }),
      transfers: z
        .array(
          z.object({
            point: SLUG_REF.meta({
              title: "Airport or station",
              hint: "One of the transfer points of your city (Service areas → Your city → Airport and station), by its web address name, e.g. rajkot-airport.",
            }),
            cars: carNumbers.meta({
              title: "For the cars numbered",
              singular: "Car's number",
              hint: "Each car this fare is for, by its number under Cars.",
            }),
            amount: rupeesField(100, 50000).int("must be whole rupees").meta({
              title: "Transfer fare (₹)",
              hint: "One way, between the point and anywhere in the city, GST included, e.g. 1000.",
            }),
          }),
        )
        // The editor reads an optional list's "Add …" name on the list itself, inside `.optional()`.
        .meta({ singular: "Transfer fare", summary: "{{fields.point}}: ₹{{fields.amount}}" })
        .optional()
        .meta({
          title: "Airport and station transfers",
          hint: "A fixed fare, one way, between the airport or the station and anywhere in your city, for some cars: the city's page and the planner show it. Leave empty to price a transfer on the city package.",
        }),
      cars: z
        .array(
          z.object({
            car: z
              .number({ error: "must be a car's number" })
              .int("must be a car's number")
              .min(1, "must be a car's number, from 1")
              .meta({ title: "Car's number", hint: "Its number under Cars, e.g. 3 for the third car you added." }),
            perKm: rupeesField(1, 200).meta({
              title: "Rate a km (₹)",
              hint: "Outstation, e.g. 11 for a Dzire, 18 for an Innova Crysta. Paise allowed: 10.5.",
            }),
            driverPerDay: rupeesField(0, 3000)
              .int("must be whole rupees")
              .meta({ title: "Driver's allowance (₹ a day)", hint: "For each calendar day of an outstation trip, e.g. 300." }),
            oneWayPerKm: rupeesField(1, 200).optional().meta({
              title: "One-way rate a km (₹)",
              hint: "For a one-way drop, e.g. 12 for a Dzire: the km one way (at least the minimum for a drop), plus the driver's allowance. Leave empty to bill this car's drops as a return trip (the car comes back empty).",
            }),
            local: rupeesField(100, 50000).int("must be whole rupees").optional().meta({
              title: "City package price (₹)",
              hint: "For the city package's hours and km. Leave empty if this car is not hired in the city.",
            }),
            extraHour: rupeesField(0, 5000)
              .int("must be whole rupees")
              .optional()
              .meta({ title: "Extra hour in the city (₹)", hint: "For each hour beyond the city package. Extra km are at the rate a km." }),
          }),
        )
        .meta({
          title: "Each car's rates",
          singular: "Car's rates",
          summary: "Car {{fields.car}}: ₹{{fields.perKm}} a km, driver ₹{{fields.driverPerDay}} a day",
          hint: "One entry for every car under Cars, by its number.",
        }),
    })
    .superRefine((r, ctx) => {
      // A fare with neither figure is a slip; two fares for one car and place, a contradiction.
      r.fixed?.forEach((f, i) => {
        if (f.oneWay === undefined && f.return === undefined)
          ctx.addIssue({ code: "custom", path: ["fixed", i], message: "give the one-way fare, the return fare, or both" });
        if (f.returnDays !== undefined && f.return === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["fixed", i, "returnDays"],
            message: "days for a return, but no return fare: give the return fare or leave the days empty",
          });
        r.fixed!.slice(0, i).forEach((g, j) => {
          const both = f.cars.filter((c) => g.cars.includes(c));
          const clash =
            g.place === f.place &&
            both.length > 0 &&
            ((f.oneWay !== undefined && g.oneWay !== undefined) ||
              (f.return !== undefined && g.return !== undefined && (f.returnDays ?? 1) === (g.returnDays ?? 1)));
          if (clash)
            ctx.addIssue({
              code: "custom",
              path: ["fixed", i, "cars"],
              message: `car ${both[0]} already has a fixed fare to ${f.place} (the ${ordinal(j + 1)} fixed fare): keep one`,
            });
        });
      });
      r.packages?.forEach((p, i) =>
        r.packages!.slice(0, i).forEach((q, j) => {
          const both = p.cars.filter((c) => q.cars.includes(c));
          if (q.tour === p.tour && both.length)
            ctx.addIssue({
              code: "custom",
              path: ["packages", i, "cars"],
              message: `car ${both[0]} already has a package price for ${p.tour} (the ${ordinal(j + 1)} package price): keep one`,
            });
        }),
      );
      r.transfers?.forEach((t, i) =>
        r.transfers!.slice(0, i).forEach((u, j) => {
          const both = t.cars.filter((c) => u.cars.includes(c));
          if (u.point === t.point && both.length)
            ctx.addIssue({
              code: "custom",
              path: ["transfers", i, "cars"],
              message: `car ${both[0]} already has a transfer fare for ${t.point} (the ${ordinal(j + 1)} transfer fare): keep one`,
            });
        }),
      );
      const seen = new Set<number>();
      r.cars.forEach((c, i) => {
        if (seen.has(c.car)) ctx.addIssue({ code: "custom", path: ["cars", i, "car"], message: `car ${c.car} already has its rates` });
        seen.add(c.car);
        if (r.local && c.local === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["cars", i, "local"],
            message: "missing: the rate card has a city package, so each car needs its price",
          });
      });
    });
}

/** rates.json as stored. */
export type RatesData = z.infer<ReturnType<typeof ratesSchema>>;
