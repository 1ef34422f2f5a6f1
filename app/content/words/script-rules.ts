/**
 * The Gujarati and Hindi texts in their own script (docs/style-guide.md, “What stays in Latin
 * letters”), across files: a Gujarati or Hindi text left in English, or copied from English,
 * is refused. Every text of a Gujarati or Hindi words file is read, and in the files of facts
 * every name written in a script (`"gu": …`, `"hi": …`: the places, the stops, the cars'
 * features). Only the names the guide keeps in Latin letters (the car models, the brands),
 * web and e-mail addresses, placeholders and what has a digit in it (a GSTIN, XL6) may stand
 * in Latin letters on their own. A text that mixes scripts passes: the browser tests read
 * the pages for a stray Latin word (tests/e2e/writing.spec.ts).
 */
import { z } from "zod";
import { contentFiles } from "#app/content/files.ts";
import { languages } from "#app/content/languages.ts";
import { formatPath, quoted, where } from "#app/content/problems.ts";
import type { Files } from "#app/content/read.ts";
import { makeSchemas, type Schemas } from "#app/content/schema.ts";
import type { TextKind } from "#app/content/schema-kit.ts";

/**
 * The brands the style guide keeps in Latin letters on every page (with the car models, which
 * come from the fleet). The browser tests read the pages with the same list.
 */
export const LATIN_BRANDS = ["WhatsApp", "Instagram", "Facebook", "GST", "UPI", "QR", "CNG", "AC"] as const;

/** The names that may stay in Latin letters: the brands, and each car model of the fleet, whole and word by word ("Swift Dzire", "Dzire"). */
export function latinNames(fleet: unknown): string[] {
  const cars = (fleet as { cars?: { name?: unknown }[] } | undefined)?.cars;
  const models = (Array.isArray(cars) ? cars : []).map((c) => c?.name).filter((n): n is string => typeof n === "string");
  return [...new Set([...LATIN_BRANDS, ...models, ...models.flatMap((m) => m.split(/\s+/))])].filter(Boolean);
}

const SCRIPTS = {
  gu: { letter: /(?=\p{Script=Gujarati})\p{L}/u, letters: "Gujarati letters (ગુજરાતી અક્ષરોમાં)" },
  hi: { letter: /(?=\p{Script=Devanagari})\p{L}/u, letters: "Hindi letters (हिन्दी अक्षरों में)" },
} as const;
type Other = keyof typeof SCRIPTS;
const LATIN = /[A-Za-z]/;

/** What may stand in Latin letters: placeholders, web and e-mail addresses (a bare domain in small letters too), and a word with a digit in it. */
const IDENTIFIERS = [/\{[a-zA-Z]+\}/g, /\bhttps?:\/\/\S+/g, /\S+@\S+/g, /\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?/g, /[A-Za-z]*\d[\w-]*/g];

/** The names as one pattern, each whole: "Dzire" but not "Dzires". */
const namesPatterns = new Map<string, RegExp>();
function namesPattern(names: readonly string[]): RegExp | undefined {
  if (!names.length) return undefined;
  const key = names.join("\n");
  if (!namesPatterns.has(key)) {
    const escaped = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    namesPatterns.set(key, new RegExp(`(?<![A-Za-z])(?:${escaped.join("|")})(?![A-Za-z])`, "g"));
  }
  return namesPatterns.get(key);
}

/** A text without its names and identifiers: the Latin letters left in it are words the page's script would write. */
function withoutAllowed(text: string, names: readonly string[]): string {
  const stripped = IDENTIFIERS.reduce((t, re) => t.replace(re, " "), text);
  const pattern = namesPattern(names);
  return pattern ? stripped.replace(pattern, " ") : stripped;
}

/**
 * The problem with a Gujarati or Hindi text, if any: the same as the English (when that has
 * words to translate), left in Latin letters, or written in the other language's letters.
 */
export function scriptProblem(text: string, english: unknown, lang: Other, kind: TextKind, names: readonly string[]): string | undefined {
  const { letter, letters } = SCRIPTS[lang];
  const language = languages[lang].englishName;
  const own = letter.test(text);
  if (typeof english === "string" && english.trim() === text.trim() && LATIN.test(withoutAllowed(english, names)))
    return kind === "name"
      ? `is the same as the English; write it in ${letters}`
      : `is the same as the English; translate it into ${language}`;
  if (!own && LATIN.test(withoutAllowed(text, names)))
    return kind === "name"
      ? `is in Latin letters; write it in ${letters}`
      : `is in Latin letters; write it in ${letters} — only names like WhatsApp or Innova Crysta may stay in Latin letters`;
  const other = (Object.keys(SCRIPTS) as Other[]).find((l) => l !== lang && SCRIPTS[l].letter.test(text));
  if (!own && other) return `is in ${languages[other].englishName} letters; write it in ${letters}`;
  return undefined;
}

/** A text of a file: where it is, its field's schema and kind, and the English at the same place. */
interface Found {
  keys: PropertyKey[];
  text: string;
  lang: Other;
  field: z.ZodType;
  kind: TextKind;
  english: unknown;
}

/**
 * The texts of a file that are Gujarati or Hindi: all of a Gujarati or Hindi words file's,
 * with the English file's text at the same place; in any other file, those under a key `gu`
 * or `hi`, with their `en` beside them. The schema tells a text (its kind) from a picture's
 * file name or a web address name.
 */
function textsOf(schema: z.ZodType, value: unknown, english: unknown, fileLang: Other | undefined): Found[] {
  const found: Found[] = [];
  const walk = (s: z.ZodType, v: unknown, e: unknown, keys: PropertyKey[], lang: Other | undefined, parent: unknown) => {
    if (s instanceof z.ZodOptional) return walk(s.unwrap() as z.ZodType, v, e, keys, lang, parent);
    if (s instanceof z.ZodObject && v && typeof v === "object") {
      for (const [key, child] of Object.entries(s.shape as Record<string, z.ZodType>)) {
        const keyLang = fileLang ?? (key === "gu" || key === "hi" ? key : undefined);
        const sub = (x: unknown) => (x && typeof x === "object" ? (x as Record<string, unknown>)[key] : undefined);
        walk(child, sub(v), sub(e), [...keys, key], keyLang ?? lang, v);
      }
    } else if (s instanceof z.ZodArray && Array.isArray(v)) {
      v.forEach((item, i) => walk(s.element as z.ZodType, item, Array.isArray(e) ? e[i] : undefined, [...keys, i], lang, v));
    } else if (typeof v === "string" && lang) {
      const kind = s.meta()?.text;
      // In a file of facts the English is the `en` beside it; in a words file, the English file's.
      const en = fileLang ? e : (parent as Record<string, unknown>).en;
      if (kind) found.push({ keys, text: v, lang, field: s, kind, english: en });
    }
  };
  walk(schema, value, english, [], fileLang, undefined);
  return found;
}

/**
 * Every Gujarati or Hindi text in the wrong script, as the content check words it:
 * `app/content/data/pages/home.gu.json (Gujarati) → homePage.heroTitle: is the same as the
 * English; translate it into Gujarati (value: "Taxi in Rajkot")`. A text its own field refuses
 * (empty, too long, or a name in Latin letters where no Latin letter may stand) is left to
 * the schema's message.
 */
export function scriptProblems(files: Files, schemas: Schemas = makeSchemas(() => true)): string[] {
  const names = latinNames(files["fleet.json"]);
  const problems: string[] = [];
  for (const file of contentFiles) {
    if (file.lang === "en" || !(file.path in files)) continue;
    const data = files[file.path];
    const english = file.lang ? files[file.path.replace(`.${file.lang}.json`, ".json")] : undefined;
    for (const t of textsOf(schemas[file.schema] as z.ZodType, data, english, file.lang)) {
      const problem = scriptProblem(t.text, t.english, t.lang, t.kind, names);
      // Asked only of a text in the wrong script, which is rare: parsing every text would slow the check.
      if (problem && t.field.safeParse(t.text).success)
        problems.push(`${where(file)} → ${formatPath(t.keys, data)}: ${problem} (value: ${quoted(t.text)})`);
    }
  }
  return problems;
}
