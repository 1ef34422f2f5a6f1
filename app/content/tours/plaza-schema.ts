/**
 * The toll plazas of the roads (`data/roads.json`, "Toll plazas"): each plaza's fee for one
 * passage by class of vehicle, where the figure comes from and when it was checked. A place's
 * road from the city (places.json) and a road of the table name the plazas they pass; the
 * pages and the planner add them up (lib/tolls.ts). Tolls change every April: the date says
 * how old a figure is.
 */
import { z } from "zod";
// Not from places/schema.ts, which reads this file: the names are written out here.
import { name, SLUG } from "#app/content/schema-kit.ts";

const fee = (title: string, hint: string) =>
  z
    .number({ error: "must be a number of rupees" })
    .int("must be whole rupees")
    .min(0, "must be ₹0–5,000")
    .max(5000, "must be ₹0–5,000")
    .meta({ title, hint });

export const plazaSchema = z.object({
  slug: z
    .string()
    .regex(SLUG, "must be lower-case letters a–z and digits, words joined by single hyphens, e.g. bharudi")
    .meta({ title: "Short name", hint: "Lower-case letters and hyphens, e.g. bharudi: roads name the plaza by it." }),
  en: name.meta({ title: "Name in English" }),
  gu: name.meta({ title: "Name in Gujarati" }),
  hi: name.meta({ title: "Name in Hindi" }),
  road: z.string().min(1, "must name the road, e.g. NH 27").max(40, "must be at most 40 letters").meta({
    title: "Road",
    hint: "The highway the plaza is on, e.g. NH 27.",
  }),
  car: fee("Car (₹, one passage)", "For a car, a jeep or an SUV, one way, e.g. 75."),
  van: fee("Van (₹, one passage)", "For a Tempo Traveller or an Urbania (light commercial vehicle, mini bus), one way."),
  source: z.string().min(10, "must say where the fee comes from").max(600, "must be at most 600 letters").meta({
    title: "Where the fee comes from",
    hint: "The page that gives it, or how it was worked out when no page gives it. Not shown on the site.",
  }),
  checked: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a year and month like 2026-11")
    .meta({ title: "Checked in (year-month)", hint: "When you last checked the fee, e.g. 2026-11. Tolls change every April." }),
});

/** A list of plazas by their short names, in the order the road passes them. */
export const plazaList = z
  .array(z.string().regex(SLUG, "must be a toll plaza's short name, e.g. bharudi").meta({ title: "Toll plaza" }))
  .max(12, "must name at most 12 plazas")
  .meta({ singular: "Toll plaza" })
  .optional()
  .meta({
    title: "Toll plazas on the way",
    hint: "The plazas this road passes, one way, by their short names (Roads between places → Toll plazas). Leave empty while you do not know: the pages then give no figure for the tolls.",
  });
