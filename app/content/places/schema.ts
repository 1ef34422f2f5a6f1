/**
 * The schema of `data/places.json` (the owner's "Service areas"), and the place's names and
 * web address name that the roads table's stops share (tours/schema.ts).
 */
import { z } from "zod";
import { plazaList } from "#app/content/tours/plaza-schema.ts";
import { DURATION, https, name, type SchemaKit, SLUG, WIKIDATA } from "#app/content/schema-kit.ts";

/** A place's name in each script: the home page's list and the place pages name it so. */
export const placeNames = {
  en: name.meta({ title: "Name in English" }),
  gu: name.meta({ title: "Name in Gujarati" }),
  hi: name.meta({ title: "Name in Hindi" }),
};
export const slug = z
  .string()
  .regex(SLUG, "must be lower-case letters a–z and digits, words joined by single hyphens, e.g. dwarka or bet-dwarka")
  .meta({
    title: "Web address name",
    hint: "The end of the page's address, e.g. dwarka for /places/dwarka. Changing it changes the address.",
  });

/**
 * The other names people type for a place, in any script ("Gir" for Sasan Gir, "Kevadia" and
 * "Ekta Nagar" for the Statue of Unity, "Hirasar" for the airport): the planner knows the
 * place by each of them.
 */
export const otherNames = z
  .array(name.meta({ title: "Name" }))
  .max(16, "must list at most 16 names")
  .meta({ singular: "Name" })
  .optional()
  .meta({
    title: "Other names people type",
    hint: "Other names of the place in any language, e.g. Gir, ગીર, गिर for Sasan Gir: the trip planner knows the place by them too.",
  });

export function placesSchema({ picture }: SchemaKit) {
  /**
   * The places the business drives to: its own city, whose page is about rides in and
   * around it, and the others, each with the road distance and driving time from the city.
   * Their words (why people go) are each language's place pages' words.
   */
  const placePicture = picture("places").meta({
    title: "Picture",
    hint: "A photo or drawing of the place, shown on its page. What it shows is written in each language's words.",
  });
  /** A town on the road, in each script. */
  // An optional list's "singular" (the editor's "Add Town" button) sits on the list itself,
  // inside `.optional()`: the editor reads a wrapper's title and hint, the list's own rules.
  const town = z.object(placeNames).meta({ title: "Town" });
  return z
    .object({
      city: z
        .object({
          slug,
          ...placeNames,
          image: placePicture,
          points: z
            .array(
              z.object({
                kind: z.enum(["airport", "station"], { error: "must be airport or station" }).meta({
                  title: "Airport or station",
                  labels: { airport: "Airport", station: "Railway station" },
                }),
                slug,
                ...placeNames,
                names: otherNames,
                tolls: plazaList,
                km: z
                  .number({ error: "must be a number of kilometres" })
                  .int("must be a whole number of kilometres")
                  .min(1, "must be 1–200 km")
                  .max(200, "must be 1–200 km")
                  .meta({
                    title: "Distance from the city (km)",
                    hint: "By road, from the city centre, e.g. 30 for the airport at Hirasar.",
                  }),
                minutes: z
                  .number({ error: "must be a number of minutes" })
                  .int("must be a whole number of minutes")
                  .min(5, "must be 5–240 minutes")
                  .max(240, "must be 5–240 minutes")
                  .optional()
                  .meta({
                    title: "Driving time (minutes)",
                    hint: "How long the drive from the city centre usually takes, as you know it. Leave empty if you do not want the city's page to say it.",
                  }),
              }),
            )
            .max(4, "must name at most 4 points")
            .meta({ singular: "Airport or station", summary: "{{fields.en}}" })
            .optional()
            .meta({
              title: "Airport and station",
              hint: "The airport and the railway station of your city: the planner knows them by their names, and their transfer fares are on the rate card (Transfers).",
            }),
        })
        .meta({ title: "Your city", hint: "Where the office is; its page is about rides in and around the city." }),
      places: z
        .array(
          z.object({
            slug,
            ...placeNames,
            distanceKm: z
              .number({ error: "must be a number of kilometres" })
              .int("must be a whole number of kilometres")
              .min(1, "must be 1–5000 km")
              .max(5000, "must be 1–5000 km")
              .meta({ title: "Distance by road (km)", hint: "From your city, as a map's route shows it. Pages say it is approximate." }),
            drivingTime: z
              .string({ error: "must be a time like 4:30" })
              .regex(DURATION, "must be hours and minutes like 4:30 (minutes 00–59)")
              .refine((t) => t !== "0:00" && t !== "00:00", "must be longer than 0:00")
              .meta({
                title: "Driving time (hours:minutes)",
                hint: "The usual time by car without stops, e.g. 4:30. Pages say it is approximate.",
              }),
            returnDays: z
              .number({ error: "must be a number of days" })
              .int("must be a whole number of days")
              .min(2, "must be 2–10 days: a return on the same day is worked out from the driving time (see Same-day return)")
              .max(10, "must be 2–10 days")
              .optional()
              .meta({
                title: "Days for an overnight return",
                hint: "If you sell a return with nights at the place, e.g. 2: its fare shows beside the same-day return. Leave empty for none.",
              }),
            // A choice, not a switch: the editor writes an untouched switch as "off", and
            // empty here means that the drive decides.
            sameDay: z
              .enum(["always", "never"], { error: "must be always or never (or left empty)" })
              .optional()
              .meta({
                title: "Same-day return",
                hint: "Leave empty and the page shows a return on the same day whenever the drive there and back, with a stop, fits a day's driving (Rate card). Or choose to always or never show it.",
                labels: { always: "Always show it", never: "Never show it" },
              }),
            names: otherNames,
            tolls: plazaList,
            region: z.object(placeNames).optional().meta({
              title: "State or Union Territory, when not yours",
              hint: "For a place outside your state, e.g. Diu: Dadra and Nagar Haveli and Daman and Diu. The pages and the search engines then do not put it in your state.",
            }),
            image: placePicture,
            via: z.array(town).max(8, "must name at most 8 towns").meta({ singular: "Town" }).optional().meta({
              title: "Towns on the way",
              hint: "The towns the usual road passes, in order from your city. Leave empty to show no road.",
            }),
            combines: z
              .array(z.string().regex(SLUG, "must be a web address name of a place, e.g. somnath").meta({ title: "Place" }))
              .max(4, "must name at most 4 places")
              .meta({ singular: "Place" })
              .optional()
              .meta({ title: "Goes well with", hint: "Other places that fit in the same trip, by their web address names, e.g. somnath." }),
            links: z
              .array(
                z.object({
                  note: z
                    .number({ error: "must be a note's number" })
                    .int("must be a note's number")
                    .min(1, "must be a note's number, from 1")
                    .meta({ title: "Note", hint: 'Its number in "Before you go": 1 for the first.' }),
                  url: https.meta({
                    title: "Official page (https://…)",
                    hint: "Where travellers can check the times themselves. Only https:// addresses.",
                  }),
                }),
              )
              .max(6, "must hold at most 6 links")
              .meta({ singular: "Official page" })
              .optional()
              .meta({
                title: "Before you go: official pages",
                hint: "For a note of \"Before you go\" (in the place's words) that has an official page: the note's number and the page.",
              }),
            wikidata: https
              .regex(WIKIDATA, "must be a Wikidata entry's address, e.g. https://www.wikidata.org/wiki/Q1234")
              .optional()
              .meta({
                title: "Wikidata entry (https://…)",
                hint: "For a place whose name is shared (Dwarka is also in Delhi): its Wikidata page tells search engines which place is meant.",
              }),
          }),
        )
        .min(1, "must name at least one place")
        .meta({
          title: "Places you drive to",
          singular: "Place",
          hint: "Each has its own page, in the order the home page and the places page list them.",
        }),
    })
    .superRefine((p, ctx) => {
      const seen = new Map<string, string>([[p.city.slug, "your city"]]);
      p.city.points?.forEach((point, i) => {
        const first = seen.get(point.slug);
        if (first !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["city", "points", i, "slug"],
            message: `"${point.slug}" is already the address of ${first}`,
          });
        else seen.set(point.slug, point.en);
      });
      p.places.forEach((place, i) => {
        const first = seen.get(place.slug);
        if (first !== undefined)
          ctx.addIssue({ code: "custom", path: ["places", i, "slug"], message: `"${place.slug}" is already the address of ${first}` });
        else seen.set(place.slug, place.en);
      });
      p.places.forEach((place, i) => {
        place.links?.forEach((link, j) => {
          if (place.links!.findIndex((l) => l.note === link.note) !== j)
            ctx.addIssue({ code: "custom", path: ["places", i, "links", j, "note"], message: `note ${link.note} already has its page` });
        });
        place.combines?.forEach((other, j) => {
          if (!seen.has(other))
            ctx.addIssue({ code: "custom", path: ["places", i, "combines", j], message: `"${other}" is not a place in the list` });
          else if (other === place.slug)
            ctx.addIssue({ code: "custom", path: ["places", i, "combines", j], message: "must name another place" });
        });
      });
    });
}

/** places.json as stored. */
export type PlacesData = z.infer<ReturnType<typeof placesSchema>>;
