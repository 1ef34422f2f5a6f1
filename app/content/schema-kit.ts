/**
 * The schemas' shared toolkit: what every family's schema (business/, fleet/, places/, tours/,
 * words/) builds its fields from. The schemas are the one gate for every data file in `data/`:
 * they run at build time (the content check, check.ts) and in the unit tests, never in a
 * visitor's browser; the pages take their types from them (`z.infer`), and the editor's field
 * rules are generated from them (scripts/build/editor-config.ts). `title` and `hint` in
 * `.meta()` are what the owner reads in the editor: a title in plain words, and a hint that
 * says where on the site the words appear (a test fails on a field labelled by its code name
 * with no hint).
 *
 * Names: `XData` is a file's type as stored, inferred from its schema (`BusinessData`,
 * `HomeWordsData`); `X` is what the pages use, from the family's reader (`Business`,
 * `HomeWords`), even where the two have the same shape.
 */
import { z } from "zod";
import { IMAGE_EXTENSIONS } from "#app/images/formats.ts";
import { NAME_PLACEHOLDERS, placeholdersIn } from "./templates.ts";

/** Metadata the editor's configuration is generated from. */
export interface FieldMeta {
  title?: string;
  hint?: string;
  /** Placeholders a template must use (besides the names every text may use). */
  placeholders?: string[];
  /** A picture: the editor offers an upload into this folder of app/assets/images. */
  picture?: PictureFolder;
  /** The same in every language (a picture's file name): the editor copies it across. */
  sameInEveryLanguage?: boolean;
  /** A list's item, for the editor's "Add …" button: "Car". */
  singular?: string;
  /**
   * Chosen from a list, not typed: "stops" offers your city, the places and the named stops
   * of the roads table (scripts/build/editor-config.ts builds the choices from the data).
   */
  choose?: "stops" | "places" | "tours";
  /** A choice from a fixed list (an enum): each value's name in the editor. */
  labels?: Record<string, string>;
  /** A list's item folded, as the editor shows it: "Car {{fields.car}}: ₹{{fields.perKm}} a km". */
  summary?: string;
}
declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's way to type .meta()
  interface GlobalMeta extends FieldMeta {}
}

/**
 * The folders of app/assets/images, one per kind of picture: each is processed at the
 * widths its pages show it at (app/images/*.ts), so a picture must sit in its kind's folder.
 */
export const PICTURE_FOLDERS = ["cars", "owner", "posters", "banner", "hero", "places"] as const;
export type PictureFolder = (typeof PICTURE_FOLDERS)[number];
const PICTURE_FILE = new RegExp(`^[^/]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

export const E164 = /^\+[1-9]\d{7,14}$/;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A web address's last part: lower-case Latin letters and digits, joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A driving time, hours and minutes: "4:30". */
export const DURATION = /^\d{1,2}:[0-5]\d$/;
/** A Wikidata entry's address: https://www.wikidata.org/wiki/Q and its number. */
export const WIKIDATA = /^https:\/\/www\.wikidata\.org\/wiki\/Q[1-9]\d*$/;

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
export const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(", ");

/**
 * A text in which placeholders may appear: `required` ones must, `optional` ones may, and
 * `{business}` and `{owner}` may in any text. Anything else in braces is refused, so that a
 * typo like `{nmae}` never reaches a page.
 */
export function template(required: readonly string[] = [], optional: readonly string[] = []) {
  const allowed = [...NAME_PLACEHOLDERS, ...required, ...optional];
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .superRefine((value, ctx) => {
      const used = placeholdersIn(value);
      for (const name of used.filter((n) => !allowed.includes(n))) {
        ctx.addIssue({ code: "custom", message: `unknown placeholder {${name}}: this text can use ${list(allowed)}` });
      }
      for (const name of required.filter((n) => !used.includes(n))) {
        ctx.addIssue({ code: "custom", message: `must use the placeholder {${name}}` });
      }
    })
    .meta(required.length || optional.length ? { placeholders: [...required, ...optional] } : {});
}

/** Plain words: no placeholders but the names. */
export const text = template();
/** Words with placeholders, e.g. `words("count")` for "Seats: {count} passengers". */
export const words = (...required: string[]) => template(required);
/**
 * Words that change with a number: `other` is required; `one` (for one, in English) may
 * leave out the number itself ("Showing 1 car") but must keep the other placeholders. In
 * Gujarati and Hindi `one` is also used for 0, so there it keeps the number too (problems.ts).
 */
export const plural = (count: string, ...others: string[]) =>
  z
    .object({
      one: template(others, [count])
        .optional()
        .meta({
          title: "For one",
          hint: `Where the words change for one: “1 car”, “1 ગાડી”, “1 गाड़ी”. In Gujarati and Hindi it is also used for 0: keep {${count}}. Leave it empty if the words for more are right for 1 too.`,
        }),
      other: template([count, ...others]).meta({ title: "For more than one" }),
    })
    .meta({
      hint: `Written once for one and once for more; ${list([count, ...others]).replace(/, ([^,]*)$/, " and $1")} ${others.length ? "are" : "is"} filled in.`,
    });
/**
 * A name or an address in each language's script, as the owner's name: the Gujarati and
 * Hindi pages show their own, never the Latin letters. `english` says what the English one
 * is for, if more than the English pages ("the legal name").
 */
/** No Latin letter: a pattern, so that the editor refuses one before saving, as the build does. */
const NOT_LATIN = /^[^A-Za-z]*$/;
export const inEachScript = (field: z.ZodString, english?: string) =>
  z.object(
    {
      en: field.meta({ title: english ? `In English (${english})` : "In English" }),
      gu: field.regex(NOT_LATIN, "must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં), not Latin letters").meta({ title: "In Gujarati" }),
      hi: field.regex(NOT_LATIN, "must be written in Hindi letters (हिन्दी अक्षरों में), not Latin letters").meta({ title: "In Hindi" }),
    },
    { error: "must be written in each language: English, Gujarati and Hindi (en, gu, hi)" },
  );
export const https = z.url({ protocol: /^https$/, message: "must be an https:// address" });
export const hhmm = z.string().regex(HHMM, "must be a 24-hour time HH:MM, e.g. 06:00 or 23:00");

/** What a page's tab and its search result show. */
export const pageHead = {
  title: text.meta({
    title: "Title (browser tab and search results)",
    hint: "On the browser's tab, and the blue link in Google's results.",
  }),
  description: text.meta({ title: "Description (search results)", hint: "The grey lines under that link in Google's results." }),
};

/**
 * The fields that check a picture on disk. `imageExists(path)` tells whether a file is at that
 * path under app/assets/images.
 */
export function schemaKit(imageExists: (path: string) => boolean) {
  const picture = (folder: PictureFolder) =>
    z
      .string()
      .min(1, "must name a picture")
      .superRefine((value, ctx) => {
        const [dir, file] = [value.slice(0, value.lastIndexOf("/")), value.slice(value.lastIndexOf("/") + 1)];
        if (dir !== `/${folder}` || !PICTURE_FILE.test(file)) {
          ctx.addIssue({
            code: "custom",
            message: `must be a JPEG, PNG, WebP or SVG file in the folder ${folder}/, e.g. "/${folder}/photo.jpg"`,
          });
        } else if (!imageExists(value.slice(1))) {
          ctx.addIssue({ code: "custom", message: `no picture "${value}" in app/assets/images/ (was it uploaded?)` });
        }
      })
      .meta({ picture: folder, sameInEveryLanguage: true });
  const pictureWithAlt = (folder: PictureFolder) =>
    z.object({
      image: picture(folder).meta({ title: "Picture" }),
      alt: text.meta({ title: "What the picture shows", hint: "Read aloud to blind visitors and shown if the picture cannot load." }),
    });
  return { picture, pictureWithAlt };
}
export type SchemaKit = ReturnType<typeof schemaKit>;
