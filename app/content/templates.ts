/**
 * Words that need values are templates with named placeholders: "Seats: {count} passengers".
 * Where a language changes a word with the number, a template has plural forms
 * (`{ one, other }`), picked by `Intl.PluralRules`. The schema (schema.ts) checks at build
 * time that each template uses exactly the placeholders its field offers.
 */

/** Placeholders every text may use: the business's name and the owner's name. */
export const NAME_PLACEHOLDERS = ["business", "owner"] as const;

/** The plural categories a language may use (CLDR); `other` is always required. */
export const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];
export type Plural = Partial<Record<PluralForm, string>> & { other: string };

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The names of the placeholders in a template, in order. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** Fills the placeholders it has values for; others stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The form of `forms` for the number `n` in `lang`, filled with `values`. */
export function plural(lang: string, forms: Plural, n: number, values: Record<string, string | number>): string {
  const form = new Intl.PluralRules(lang).select(n) as PluralForm;
  return fill(forms[form] ?? forms.other, values);
}

/** A copy of `data` with `{business}` and `{owner}` filled in every text. */
export function withNames<T>(data: T, names: { business: string; owner: string }): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return fill(v, names);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(data) as T;
}
