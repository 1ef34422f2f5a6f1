/**
 * The words' schemas, one per kind of words file (the words every page shares, then each
 * page's), and their types as stored (`XData`; the pages use the shaped `X`: shape.ts).
 */
import type { z } from "zod";
import type { SchemaKit } from "#app/content/schema-kit.ts";
import { carsWordsSchema } from "./schema-cars.ts";
import { aboutWordsSchema, homeWordsSchema, notFoundWordsSchema, offlineWordsSchema, ownerWordsSchema } from "./schema-pages.ts";
import { placesWordsSchema } from "./schema-places.ts";
import { sharedWordsSchema } from "./schema-shared.ts";
import { toursWordsSchema } from "./schema-tours.ts";

export function wordsSchemas(kit: SchemaKit) {
  return {
    shared: sharedWordsSchema(),
    home: homeWordsSchema(kit),
    cars: carsWordsSchema(),
    about: aboutWordsSchema(kit),
    owner: ownerWordsSchema(kit),
    notFound: notFoundWordsSchema(),
    offline: offlineWordsSchema(),
    placesWords: placesWordsSchema(),
    toursWords: toursWordsSchema(),
  };
}

type Words = ReturnType<typeof wordsSchemas>;
export type SharedWordsData = z.infer<Words["shared"]>;
export type HomeWordsData = z.infer<Words["home"]>;
export type CarsWordsData = z.infer<Words["cars"]>;
export type AboutWordsData = z.infer<Words["about"]>;
export type OwnerWordsData = z.infer<Words["owner"]>;
export type NotFoundWordsData = z.infer<Words["notFound"]>;
export type OfflineWordsData = z.infer<Words["offline"]>;
export type PlacesWordsData = z.infer<Words["placesWords"]>;
export type ToursWordsData = z.infer<Words["toursWords"]>;
