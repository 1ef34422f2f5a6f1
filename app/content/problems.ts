/**
 * How the content check words a problem: one line that names the file, the language, the
 * field and the rule, e.g.
 * `app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list
 * (Tempo Traveller) has it too; this is the 10th (value: 9)`. A car is named by its number and
 * model, a place by its name, and any other list's item by its place in the list, counted from 1.
 * Also the rules that hold for every words file: a translation against English, and the
 * plural's form for one.
 */
import type { z } from "zod";
import { CONTENT_DIR, type ContentFile } from "./files.ts";
import { LANGS, type Lang, languages } from "./languages.ts";
import { excerpt } from "./schema-kit.ts";
import { placeholdersIn } from "./templates.ts";

export class ContentError extends Error {
  /** One line per problem, as in the message. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing was built:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.problems = problems;
  }
}

/** A file as the owner finds it: its path, and its language for a words file. */
export function where(file: ContentFile): string {
  const lang = file.lang ? ` (${languages[file.lang].englishName})` : "";
  return `${CONTENT_DIR}/${file.path}${lang}`;
}

/**
 * A field's path as the owner can find it: a car by its number and model ("car 13, Kia
 * Carens"), a place by its name, any other list's item by its place in the list, from 1.
 */
export function formatPath(keys: PropertyKey[], input?: unknown): string {
  const parts: string[] = [];
  let dotted = "";
  let value = input;
  for (const key of keys) {
    const item = Array.isArray(value) && typeof key === "number" ? (value[key] as Record<string, unknown> | undefined) : undefined;
    if (typeof key === "number") {
      const named = itemName(item, key);
      if (named.byName) dotted = dotted.replace(/\.?[^.]+$/, "");
      if (dotted) parts.push(dotted);
      parts.push(named.label);
      dotted = "";
    } else dotted = dotted ? `${dotted}.${String(key)}` : String(key);
    value = value != null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  if (dotted) parts.push(dotted);
  return parts.join(" → ");
}

function itemName(item: Record<string, unknown> | undefined, index: number): { label: string; byName: boolean } {
  if (item && typeof item === "object") {
    if ("seats" in item && "name" in item) {
      const name = typeof item.name === "string" && item.name.trim() ? `, ${item.name.trim()}` : "";
      return { label: typeof item.id === "number" ? `car ${item.id}${name}` : `car ${index + 1} in the list${name}`, byName: true };
    }
    if (typeof item.car === "number" && "perKm" in item) return { label: `rates of car ${item.car}`, byName: true };
    if (typeof item.en === "string" && item.en.trim() && typeof item.slug === "string") return { label: item.en.trim(), byName: true };
    // A temple or sight of the opening hours, by its name; a time it is open, by its hours.
    if (typeof item.en === "string" && item.en.trim() && typeof item.at === "string" && "open" in item)
      return { label: item.en.trim(), byName: true };
    if (typeof item.from === "string" && typeof item.to === "string" && /^\d\d:\d\d$/.test(item.from))
      return { label: `open ${item.from}–${item.to}`, byName: false };
    if (typeof item.from === "string" && typeof item.to === "string" && /^\d\d-\d\d$/.test(item.from))
      return { label: `closed ${item.from} to ${item.to}`, byName: false };
    // A temple's season of other hours, by its name and dates; an announced day of it, by its date.
    if (
      typeof item.en === "string" &&
      item.en.trim() &&
      typeof item.from === "string" &&
      /^\d{4}-/.test(item.from) &&
      typeof item.to === "string"
    )
      return { label: `the season “${item.en.trim()}”, ${item.from} to ${item.to}`, byName: true };
    if (typeof item.date === "string" && "open" in item) return { label: `the day ${item.date}`, byName: true };
    // A notice has dates "from" and "to" too: named by its place in the list and its first words.
    if (typeof item.from === "string" && typeof item.to === "string" && item.text && typeof item.text === "object") {
      const en = (item.text as { en?: unknown }).en;
      return { label: `notice ${index + 1}${typeof en === "string" && en.trim() ? `, “${excerpt(en.trim(), 40)}”` : ""}`, byName: true };
    }
    if (typeof item.from === "string" && typeof item.to === "string") return { label: `the road ${item.from}–${item.to}`, byName: true };
    if (typeof item.slug === "string" && item.slug && "days" in item) return { label: `the tour "${item.slug}"`, byName: true };
    if (typeof item.slug === "string" && item.slug) return { label: `the place "${item.slug}"`, byName: true };
  }
  return { label: `item ${index + 1}`, byName: false };
}

function valueAt(input: unknown, keys: PropertyKey[]): unknown {
  return keys.reduce<unknown>((v, k) => (v != null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);
}

/** What differs between a translation and the English file beyond the schema: list lengths and picture names. */
export function translationProblems(
  english: unknown,
  other: unknown,
  keys: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  if (Array.isArray(english) && Array.isArray(other)) {
    if (other.length !== english.length) return [{ path: keys, message: `has ${other.length} entries, English has ${english.length}` }];
    return english.flatMap((item, i) => translationProblems(item, other[i], [...keys, i]));
  }
  if (english && other && typeof english === "object" && typeof other === "object") {
    return Object.keys(english).flatMap((key) => {
      const e = (english as Record<string, unknown>)[key];
      const o = (other as Record<string, unknown>)[key];
      // An optional part that English has (a place's stops, the terms) is translated too;
      // but not a plural's form for one, which each language has or not by its grammar.
      if (e !== undefined && o === undefined && key !== "one")
        return [{ path: [...keys, key], message: "missing: English has it, so every language needs it" }];
      // Each language names its own parts of the day ("AM" and "PM"; five in Gujarati).
      if (key === "periods") return [];
      // Picture names are file names: every language shows the same picture.
      if (key === "image" && typeof e === "string" && o !== e)
        return [{ path: [...keys, key], message: `must be the same picture as in English ("${e}")` }];
      // A place's words name it by its web address, the same in every language.
      if (key === "slug" && typeof e === "string" && o !== e)
        return [{ path: [...keys, key], message: `must be the same place as in English ("${e}")` }];
      return translationProblems(e, o, [...keys, key]);
    });
  }
  return [];
}

/**
 * Counts that are never 0, whose form for one may say it in words as English does: a return
 * trip's days (a place's are 1 to 10): “Return, same day”, “આવવા-જવાનું, એ જ દિવસે”.
 */
const NEVER_ZERO = new Set<PropertyKey>(["returnTrip"]);

/**
 * In Gujarati and Hindi the form for one is also the form for 0 (Intl.PluralRules), so it
 * keeps every placeholder of the form for more: "{count} ગાડી", never "1 ગાડી"; but for a
 * count that is never 0 (NEVER_ZERO).
 */
export function pluralProblems(value: unknown, keys: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pluralProblems(v, [...keys, i]));
  if (!value || typeof value !== "object") return [];
  const { one, other } = value as { one?: unknown; other?: unknown };
  if (typeof one === "string" && typeof other === "string") {
    if (NEVER_ZERO.has(keys.at(-1)!)) return [];
    const left = placeholdersIn(other).filter((p) => !placeholdersIn(one).includes(p));
    return left.map((p) => ({
      path: [...keys, "one"],
      message: `must keep {${p}}: this form is also used for 0, so write {${p}} where the number goes, not 1`,
    }));
  }
  return Object.entries(value).flatMap(([k, v]) => pluralProblems(v, [...keys, k]));
}

/** At most this much of a value is quoted in a message: a 5 MB text is not printed whole. */
const QUOTED = 80;

/** Characters a terminal shows as nothing: a message names them (\u200B), so that the owner sees why a text "looks empty". */
const INVISIBLE = /[\u00A0\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const visible = (text: string) => text.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);

/** A value as a message quotes it: a text's first 80 characters, its invisible ones named. */
export function quoted(value: unknown): string {
  if (typeof value !== "string") return JSON.stringify(value);
  return visible(JSON.stringify(value.length <= QUOTED ? value : excerpt(value, QUOTED)));
}

const KIND: Record<string, string> = {
  number: 'a number, without quotes, e.g. 12 (not "12")',
  int: 'a whole number, without quotes, e.g. 12 (not "12")',
  string: 'text in double quotes ("…")',
  boolean: "true or false, without quotes",
  array: "a list in square brackets [ … ]",
  object: "a group of fields in braces { … }",
};

/**
 * The words of a rule that a schema states without its own message: zod's are a developer's
 * ("Invalid input: expected number, received string"). A field's own message, where it has
 * one, comes first (zod's order).
 */
export function ownersWords(issue: z.core.$ZodRawIssue): string | undefined {
  const size = (n: unknown) => (typeof n === "bigint" || typeof n === "number" ? n.toLocaleString("en-IN") : String(n));
  switch (issue.code) {
    case "invalid_type":
      return `must be ${KIND[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "too_small":
      if (issue.origin === "string") return `must be at least ${size(issue.minimum)} characters long`;
      if (issue.origin === "array") return `must have at least ${size(issue.minimum)} entries`;
      return `must be at least ${size(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `is too long: at most ${size(issue.maximum)} characters fit here`;
      if (issue.origin === "array") return `must have at most ${size(issue.maximum)} entries`;
      return `must be at most ${size(issue.maximum)}`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} the site does not know: ${issue.keys.join(", ")} (check the spelling, or remove it)`;
    case "invalid_format":
      return "is not written in the form this field needs";
    default:
      return undefined;
  }
}

/** A schema's issue with a file, in the owner's words. */
export function schemaProblem(file: ContentFile, input: unknown, issue: z.core.$ZodIssue): string {
  const value = valueAt(input, issue.path);
  const missing = value === undefined && issue.code === "invalid_type";
  const shown = value === undefined || typeof value === "object" ? "" : ` (value: ${quoted(value)})`;
  const field = formatPath(issue.path, input) || "(the whole file)";
  // A name in each script (the business's, the owner's, a place's): say which language.
  const last = issue.path.at(-1);
  const inLang =
    typeof last === "string" && (LANGS as readonly string[]).includes(last)
      ? `: write it in ${languages[last as Lang].englishName} too`
      : "";
  return `${where(file)} → ${field}: ${missing ? `missing${inLang}` : issue.message}${shown}`;
}
