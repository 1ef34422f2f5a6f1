/**
 * The content schema. It runs at build time only (from the Vite config), so zod never
 * reaches a visitor's browser. A bad value stops the build with a message that names the
 * field and the value, e.g. `cars[8].id: duplicate id 9 (also cars[7])`.
 */
import { z } from "zod";

const e164 = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "must start with + and the country code, digits only (E.164)");
const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https$/, message: "must be an https:// address" });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time HH:MM");

/** `imageExists(name)` tells whether a picture with that name (no extension) is on disk. */
export function makeContentSchema(imageExists: (name: string) => boolean) {
  const picture = (owner: string) =>
    z.string().refine(imageExists, {
      error: (issue) => `no picture "${String(issue.input)}" for ${owner} (add it to app/assets/images/)`,
    });

  const car = z
    .object({
      id: z.number().int().min(1, "must be a whole number from 1"),
      name: text,
      capacity: z.number().int().min(1, "must be 1–60 seats").max(60, "must be 1–60 seats"),
      image: z.string(),
      phone: e164,
    })
    .superRefine((c, ctx) => {
      if (!imageExists(c.image)) {
        ctx.addIssue({
          code: "custom",
          path: ["image"],
          message: `no picture "${c.image}" for car "${c.name}" (add it to app/assets/images/)`,
        });
      }
    });

  const cars = z
    .array(car)
    .min(1, "the fleet must not be empty")
    .superRefine((list, ctx) => {
      const seen = new Map<number, number>();
      list.forEach((c, i) => {
        const first = seen.get(c.id);
        if (first !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [i, "id"],
            message: `duplicate id ${c.id} (also cars[${first}])`,
          });
        } else seen.set(c.id, i);
      });
    });

  const business = z.object({
    name: text,
    shortName: text,
    phone: e164,
    email: z.email("must be an e-mail address"),
    owner: z.object({ name: text, image: picture("the owner's portrait") }),
    address: z.object({
      street: text,
      city: text,
      region: text,
      postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code"),
      country: z.string().length(2, "must be a 2-letter country code"),
    }),
    hours: z.object({
      utcOffset: z.string().regex(/^[+-]([01]\d|2[0-3]):[0-5]\d$/, "must be an offset from UTC like +05:30"),
      opens: hhmm,
      closes: hhmm,
    }),
    social: z.object({
      company: z.object({ label: text, url }),
      owner: z.object({ label: text, url }),
    }),
    serviceAreas: z.object({ cities: z.array(text).min(1), state: text }),
  });

  const gallery = (page: string) => z.array(z.object({ image: picture(page), alt: text }));

  return z.object({
    business,
    cars,
    popularCarIds: z.array(z.number()).length(3, "must name three cars"),
    nav: z.array(z.object({ label: text, path: z.string().startsWith("/") })).min(1),
    testimonials: z.array(z.object({ quote: text, author: text })).length(3, "must hold three"),
    policies: z.array(text).min(1),
    achievements: z.array(z.object({ title: text, description: text })).length(4, "must hold four"),
    heroImage: picture("the home page hero"),
    // The filter's CSS (app.css) has a rule for each of up to seven groups.
    groupSizes: z.array(z.object({ min: z.number().int().min(1), max: z.number().int().max(60) })).min(1).max(7, "the filter's CSS covers seven groups at most"),
    filters: z.array(text),
    about: z.object({ banner: z.object({ image: picture("the About banner"), alt: text }), posters: gallery("the About gallery").length(4, "must hold four posters") }),
    ownerGallery: gallery("the Owner gallery").length(3, "must hold three pictures"),
  }).superRefine((c, ctx) => {
    if (c.filters.length !== c.groupSizes.length) {
      ctx.addIssue({ code: "custom", path: ["filters"], message: `needs one label per group size (${c.groupSizes.length})` });
    }
  });
}

export type ContentInput = z.input<ReturnType<typeof makeContentSchema>>;

/** Reads the value at a zod issue path, to quote it in the message. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (v, key) => (v != null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`))
    .join("");
}

/** Validates content; throws one Error listing every problem as `field: message (value: …)`. */
export function validateContent(input: unknown, imageExists: (name: string) => boolean) {
  const result = makeContentSchema(imageExists).safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const value = valueAt(input, issue.path);
    const shown = value === undefined || typeof value === "object" ? "" : ` (value: ${JSON.stringify(value)})`;
    return `  - ${formatPath(issue.path)}: ${issue.message}${shown}`;
  });
  throw new Error(`Content is invalid:\n${lines.join("\n")}`);
}
