/**
 * The places the business drives to, from `data/places.json` (the owner's "Service areas"),
 * with their names in each script. Only the home page shows them, so only its script
 * carries them (vite.config.ts keeps this file out of the shared chunk).
 */
import data from "./data/places.json" with { type: "json" };
import type { Places } from "./schema.ts";

export const { places }: Places = data;
