/**
 * The content schema: one per data file of `data/`, from each family's own (business/,
 * fleet/, notices/, places/, terms/, tours/, words/), built from the shared toolkit (schema-kit.ts). The content
 * check (check.ts) and the editor's configuration (scripts/steps/editor-config.ts) both take
 * them from here, by the schema keys of files.ts.
 */
import { businessSchema } from "#app/content/business/schema.ts";
import { fleetSchemas } from "#app/content/fleet/schema.ts";
import { hoursSchema } from "#app/content/hours/schema.ts";
import { noticesSchema } from "#app/content/notices/schema.ts";
import { placesSchema } from "#app/content/places/schema.ts";
import { termsSchema } from "#app/content/terms/schema.ts";
import { toursSchemas } from "#app/content/tours/schema.ts";
import { wordsSchemas } from "#app/content/words/schema.ts";
import { schemaKit } from "./schema-kit.ts";

/** `imageExists(path)` tells whether a file is at that path under app/assets/images. */
export function makeSchemas(imageExists: (path: string) => boolean) {
  const kit = schemaKit(imageExists);
  const business = businessSchema(kit);
  const places = placesSchema(kit);
  const { roads, tours } = toursSchemas();
  const { fleet, rates } = fleetSchemas(kit);
  return {
    business,
    places,
    roads,
    tours,
    fleet,
    rates,
    terms: termsSchema(),
    hours: hoursSchema(),
    notices: noticesSchema(),
    ...wordsSchemas(kit),
  };
}

export type Schemas = ReturnType<typeof makeSchemas>;
