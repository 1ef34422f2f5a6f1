/**
 * The schemas' shared toolkit: what every family's schema (business/, fleet/, places/, tours/,
 * words/) builds its fields from. The schemas are the one gate for every data file in `data/`:
 * they run at build time (the content check, check.ts) and in the unit tests, never in a
 * visitor's browser; the pages take their types from them (`z.infer`), and the editor's field
 * rules are generated from them (scripts/steps/editor-config.ts). `title` and `hint` in
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
   * of the roads table (scripts/steps/editor-config.ts builds the choices from the data).
   */
  choose?: "stops" | "places" | "tours";
  /** A calendar date, "YYYY-MM-DD": the editor offers a date picker (a notice's days). */
  date?: boolean;
  /** A date that may not be in the past (a season's announced day): the editor's calendar starts on the day of the build. */
  future?: boolean;
  /** A choice from a fixed list (an enum): each value's name in the editor. */
  labels?: Record<string, string>;
  /** A choice's value in a new item the owner adds (a new car's fuel), so that saving it asks nothing more. */
  choiceDefault?: string;
  /** A list's item folded, as the editor shows it: "Car {{fields.car}}: ₹{{fields.perKm}} a km". */
  summary?: string;
  /**
   * The kind of text the owner writes here (TEXT_MAX), set by `template`: the content check
   * tells a text from a file's name or a web address by it (words/script-rules.ts).
   */
  text?: TextKind;
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
 * The kinds of text the owner writes, each with the most characters it may hold: the longest
 * real one with room to spare, never a whole file pasted by mistake. The editor shows the
 * limit and refuses more before saving (scripts/steps/editor-config.ts), as the build does. The
 * longest of each kind in the sample data, over every file in English, Gujarati and Hindi
 * (Gujarati and Hindi are often the longer):
 * - name (a person, a place, the business, a car, a tour, a feature; a menu link, a column): 37,
 *   the city package's column in Hindi (“शहर में, {km} किमी या {hours} घंटे तक”);
 * - address (the street): 37, in Gujarati;
 * - heading (a page's or a section's, a question of the questions page): 71, a question in Hindi;
 * - pageTitle (the browser's tab and the search result's blue link): 54, your city's page in English;
 * - description (the search result's grey lines): 199, a car's page in Hindi;
 * - paragraph (every other text): 364, the footer's sentence on counted visits, in Hindi;
 * - testimonial (a customer's words): 154, in Gujarati.
 * A field may hold fewer where the page has less room (the short name under the app icon: 20).
 */
export const TEXT_MAX = {
  name: 60,
  address: 120,
  heading: 120,
  pageTitle: 120,
  description: 400,
  paragraph: 800,
  testimonial: 600,
} as const;
export type TextKind = keyof typeof TEXT_MAX;

/** A value as a message shows it: its first 80 characters, so that a pasted file never fills the message. */
export function excerpt(value: string, length = 80): string {
  // Only the head is read: a value may be megabytes long.
  const head = value.slice(0, length * 4);
  const chars = [...head.replace(/\s+/g, " ")];
  return chars.length > length || head.length < value.length ? `${chars.slice(0, length).join("")}…` : chars.join("");
}

/**
 * Whether a text shows anything: a letter, a digit or a sign. Spaces (the no-break space too)
 * and the characters that take no room are not enough: the zero-width space (U+200B), the
 * word joiner (U+2060), the byte order mark (U+FEFF), the soft hyphen (U+00AD), the joiners
 * ZWJ and ZWNJ (which Gujarati and Hindi use inside a word, never alone) and the blank fillers.
 */
const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/u;
export const looksFilled = (value: string) => VISIBLE.test(value);

function filled(value: string, ctx: z.RefinementCtx) {
  if (value === "") ctx.addIssue({ code: "custom", message: "must not be empty" });
  else if (!looksFilled(value)) ctx.addIssue({ code: "custom", message: "looks empty: it has only spaces or invisible characters" });
}

/** `is 5,242,880 characters long; at most 600 fit here` (the message then quotes its first 80: problems.ts). */
function tooLong(value: string, max: number): string {
  return `is ${value.length.toLocaleString("en-US")} characters long; at most ${max} fit here`;
}

/**
 * A text in which placeholders may appear: `required` ones must, `optional` ones may, and
 * `{business}` and `{owner}` may in any text. Anything else in braces is refused, so that a
 * typo like `{nmae}` never reaches a page. It shows something (not only spaces or invisible
 * characters), and holds at most its kind's characters (TEXT_MAX), or `max`.
 */
export function template(
  required: readonly string[] = [],
  optional: readonly string[] = [],
  { kind = "paragraph", max = TEXT_MAX[kind] }: { kind?: TextKind; max?: number } = {},
) {
  const allowed = [...NAME_PLACEHOLDERS, ...required, ...optional];
  return z
    .string()
    .superRefine(filled)
    .trim()
    .max(max, { error: (issue) => tooLong(String(issue.input), max) })
    .superRefine((value, ctx) => {
      const used = placeholdersIn(value);
      for (const name of used.filter((n) => !allowed.includes(n))) {
        ctx.addIssue({ code: "custom", message: `unknown placeholder {${name}}: this text can use ${list(allowed)}` });
      }
      for (const name of required.filter((n) => !used.includes(n))) {
        ctx.addIssue({ code: "custom", message: `must use the placeholder {${name}}` });
      }
    })
    .meta({ text: kind, ...(required.length || optional.length ? { placeholders: [...required, ...optional] } : {}) });
}

/** Plain words, a paragraph at most: no placeholders but the names. */
export const text = template();
/** Plain words of a kind: `textOf("testimonial")`; with fewer characters, `textOf("name", 20)`. */
export const textOf = (kind: TextKind, max?: number) => template([], [], { kind, max });
/** A name (a person's, a place's, the business's, a car's, a tour's) or a short label (a menu link, a column). */
export const name = textOf("name");
/** A page's or a section's heading. */
export const heading = textOf("heading");
/** Words with placeholders, e.g. `words("count")` for "Seats: {count} passengers". */
export const words = (...required: string[]) => template(required);
/** Words of a kind with placeholders, e.g. `wordsOf("heading", "car")` for "{car} with driver". */
export const wordsOf = (kind: TextKind, ...required: string[]) => template(required, [], { kind });
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
  title: textOf("pageTitle").meta({
    title: "Title (browser tab and search results)",
    hint: "On the browser's tab, and the blue link in Google's results.",
  }),
  description: textOf("description").meta({
    title: "Description (search results)",
    hint: "The grey lines under that link in Google's results.",
  }),
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
