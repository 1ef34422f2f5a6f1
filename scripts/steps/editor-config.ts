/**
 * The owner's editor (Sveltia CMS at /admin/) is configured from the content schema: every
 * field of every data file, with the schema's own rules (required, patterns such as the
 * E.164 phone, HH:MM times, 1–60 seats, lengths, list sizes) and the owner-facing titles
 * and hints in its `.meta()`. So a rule lives once, and a field the schema adds reaches the
 * editor by itself. Rules the editor cannot express (unique car numbers, a picture on disk,
 * placeholders) stay with the build's content check, which names the file and the field.
 *
 * The Git backend (publishing) comes from build-time variables: see `editorBackend`.
 */
import type { z } from "zod";
import { CONTENT_DIR, FACT_FILES, type SchemaKey, WORD_FILES } from "#app/content/files.ts";
import { LANGS } from "#app/content/languages.ts";
import { tourStops } from "#app/content/tours/roads.ts";
import type { PlacesData } from "#app/content/places/schema.ts";
import { makeSchemas } from "#app/content/schema.ts";
import type { FieldMeta } from "#app/content/schema-kit.ts";
import type { RoadsData } from "#app/content/tours/schema.ts";
import { NAME_PLACEHOLDERS } from "#app/content/templates.ts";
import { glossaryHint } from "#app/content/words/glossary.ts";
import { IMAGE_DIR } from "#app/images/formats.ts";
import { businessToday } from "#app/content/business/business.ts";

/**
 * Uploads larger than this are refused as soon as the photo is picked (the editor's guard.js)
 * and by the editor itself: a phone photo of 4–8 MB passes. The editor counts a megabyte as
 * 1,000,000 bytes when it shows a size, so this is "10 MB" wherever the owner reads it.
 */
export const MAX_UPLOAD_BYTES = 10_000_000;
/** The limit as the owner reads it: "10 MB". */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / 1_000_000} MB`;
/** Photo kinds the editor accepts; the build turns each into AVIF and WebP. */
export const UPLOAD_TYPES = "image/jpeg,image/png,image/webp";

type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** What the build-time variables say about publishing (all optional). */
export interface EditorEnv {
  CMS_BACKEND?: string;
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  CMS_AUTH_URL?: string;
  CMS_AUTH_ENDPOINT?: string;
  CMS_GITLAB_APP_ID?: string;
  CMS_API_ROOT?: string;
}

export interface EditorBackend {
  config: Record<string, unknown>;
  /** False when no repository is named: the editor then only edits a folder on this computer. */
  publishing: boolean;
  /** Hosts the editor talks to, for its Content-Security-Policy. */
  connect: string[];
  images: string[];
}

/**
 * The editor's Git backend from build-time variables. Without `CMS_REPO` the editor still
 * works on the project's folder ("Work with Local Repository", which the editor offers on
 * 127.0.0.1 and localhost), and its page says in plain words what publishing needs.
 */
export function editorBackend(env: EditorEnv, folder = "site"): EditorBackend {
  const name = env.CMS_BACKEND === "gitlab" ? "gitlab" : "github";
  const repo = env.CMS_REPO?.trim();
  // The editor needs a repository name even for local editing, where it only names the folder
  // to pick ("select the root directory of the “…” repository"): the folder this build ran in.
  const local = `local/${folder.replace(/[/:\\]/g, "-") || "site"}`;
  const config: Record<string, unknown> = { name, repo: repo || local, branch: env.CMS_BRANCH?.trim() || "main" };
  if (env.CMS_AUTH_URL) config.base_url = env.CMS_AUTH_URL;
  // GitHub's sign-in needs a helper (CMS_AUTH_URL), GitLab's a helper or its own application
  // (CMS_GITLAB_APP_ID). Without one, the editor's "Sign In with GitHub" would send the owner
  // to Netlify's sign-in, which cannot work elsewhere: offer only the sign-in that works
  // everywhere, an access token.
  if (!env.CMS_AUTH_URL && !(name === "gitlab" && env.CMS_GITLAB_APP_ID)) config.auth_methods = ["token"];
  if (env.CMS_AUTH_ENDPOINT) config.auth_endpoint = env.CMS_AUTH_ENDPOINT;
  if (env.CMS_API_ROOT) config.api_root = env.CMS_API_ROOT;
  if (name === "gitlab" && env.CMS_GITLAB_APP_ID) Object.assign(config, { auth_type: "pkce", app_id: env.CMS_GITLAB_APP_ID });
  if (!repo) return { config, publishing: false, connect: [], images: [] };
  const origin = (url: string | undefined, fallback: string) => (url ? new URL(url).origin : fallback);
  return name === "gitlab"
    ? {
        config,
        publishing: true,
        connect: [origin(env.CMS_API_ROOT, "https://gitlab.com")],
        images: [origin(env.CMS_API_ROOT, "https://gitlab.com"), "https://secure.gravatar.com"],
      }
    : {
        config,
        publishing: true,
        connect: [origin(env.CMS_API_ROOT, "https://api.github.com")],
        images: ["https://avatars.githubusercontent.com"],
      };
}

const NAME_HINTS: Record<(typeof NAME_PLACEHOLDERS)[number], string> = {
  business: "{business} becomes the business's name.",
  owner: "{owner} becomes the owner's name.",
};

/** "heroTitle" → "Hero title". */
export function keyToLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      innerType?: z.ZodType;
      entries?: Record<string, string>;
      checks?: { _zod: { def: CheckDef } }[];
    };
  };
  meta(): FieldMeta | undefined;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue: unknown) => string | { message: string } | undefined;
}

const internals = (schema: z.ZodType) => schema as unknown as ZodInternals;
const checksOf = (schema: z.ZodType) => (internals(schema)._zod.def.checks ?? []).map((c) => c._zod.def);
/** The schema's message for a rule, as a sentence: "Must start with + …". */
const messageOf = (check: CheckDef) => {
  const m = check.error?.({});
  const message = typeof m === "string" ? m : (m?.message ?? "");
  return message.charAt(0).toUpperCase() + message.slice(1);
};

/** An English sample of a field's value, to choose a one-line or a multi-line box. */
type Sample = unknown;

function stringField(schema: z.ZodType, base: Field, sample: Sample): Field {
  const field: Field = { ...base, widget: typeof sample === "string" && (sample.length > 70 || sample.includes("\n")) ? "text" : "string" };
  for (const check of checksOf(schema)) {
    if (check.check === "min_length" && check.minimum! > 1) field.minlength = check.minimum;
    if (check.check === "max_length") field.maxlength = check.maximum;
    if (check.check === "string_format" && check.format === "regex") field.pattern = [check.pattern!.source, messageOf(check)];
    if (check.check === "string_format" && check.format === "email") field.type = "email";
    if (check.check === "string_format" && check.format === "url") field.type = "url";
  }
  const def = internals(schema)._zod.def as { format?: string };
  if (def.format === "email") field.type = "email";
  if (def.format === "url") field.type = "url";
  // An address is one line, however long (the multi-line box has no type).
  if (field.type) field.widget = "string";
  return field;
}

function numberField(schema: z.ZodType, base: Field): Field {
  const field: Field = { ...base, widget: "number", value_type: "float" };
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && /int/.test(check.format ?? "")) field.value_type = "int";
    if (check.check === "greater_than") field.min = Number(check.value) + (check.inclusive ? 0 : 1);
    if (check.check === "less_than") field.max = Number(check.value) - (check.inclusive ? 0 : 1);
  }
  return field;
}

function listSize(schema: z.ZodType): { min?: number; max?: number } {
  const size: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") size.min = check.minimum;
    if (check.check === "max_length") size.max = check.maximum;
    if (check.check === "length_equals") size.min = size.max = check.length;
  }
  return size;
}

interface Context {
  /** In a translated file: each field says whether it is per language. */
  translated: boolean;
  /** The choices of a field chosen from a list (`choose` in its meta), from the data. */
  choices?: Partial<Record<NonNullable<FieldMeta["choose"]>, { label: string; value: string }[]>>;
  /** The day of the build in India, "YYYY-MM-DD": a day that may not be in the past starts the calendar (`future` in its meta). */
  today?: string;
}

/** The English of a text written in the three languages (`{ en, gu, hi }`). */
function englishOf(sample: Sample): string | undefined {
  const text = sample as { en?: unknown; gu?: unknown } | null;
  return text && typeof text === "object" && typeof text.en === "string" && typeof text.gu === "string" ? text.en : undefined;
}

/** One editor field from a schema node. Throws on a kind of node it does not know. */
export function toField(name: string, schema: z.ZodType, sample: Sample, ctx: Context): Field {
  const node = internals(schema);
  const meta = node.meta() ?? {};
  let hint = meta.hint;
  if (meta.placeholders?.length && !hint) hint = `Keep ${meta.placeholders.map((p) => `{${p}}`).join(" and ")}: filled in on the page.`;
  // Names written as placeholders in the text itself, where the owner sees them.
  const names = typeof sample === "string" ? NAME_PLACEHOLDERS.filter((n) => sample.includes(`{${n}}`)) : [];
  if (names.length) hint = [hint, ...names.map((n) => NAME_HINTS[n])].filter(Boolean).join(" ");
  // A text that names a term of the glossary, in a words file or in the three languages of a
  // fact (`{ en, gu, hi }`): how the site writes the term in Gujarati and Hindi.
  const english = ctx.translated && typeof sample === "string" ? sample : englishOf(sample);
  if (english) hint = [hint, glossaryHint(english)].filter(Boolean).join(" ") || undefined;
  const base: Field = { name, label: meta.title ?? keyToLabel(name), widget: "", ...(hint ? { hint } : {}) };
  if (ctx.translated) base.i18n = meta.sameInEveryLanguage ? "duplicate" : true;
  const def = node._zod.def;
  switch (def.type) {
    case "optional": {
      // The wrapper's title and hint, the inner field's widget and rules.
      const inner = toField(name, def.innerType!, sample, ctx);
      return { ...inner, label: meta.title ?? inner.label, ...(meta.hint ? { hint: meta.hint } : {}), required: false };
    }
    case "string":
      if (meta.picture) {
        return {
          ...base,
          widget: "image",
          // Relative to the project's root; the value written is "/<folder>/<file>".
          media_folder: `/${IMAGE_DIR}/${meta.picture}`,
          public_folder: `/${meta.picture}`,
          accept: UPLOAD_TYPES,
          choose_url: false,
        };
      }
      // A date is picked from a calendar and written as the file keeps it, 2027-08-25.
      // A day that may not be past (a season's announced day) is refused before it: the build runs each night, so "today" is at most a day old.
      if (meta.date)
        return {
          ...base,
          widget: "datetime",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
          ...(meta.future && ctx.today ? { min: ctx.today } : {}),
        };
      // A place of a tour is chosen from the site's places and stops, not typed.
      if (meta.choose && ctx.choices?.[meta.choose]) return { ...base, widget: "select", options: ctx.choices[meta.choose] };
      return stringField(schema, base, sample);
    case "number":
      return numberField(schema, base);
    case "enum": {
      // A choice from a fixed list: each value with its name (`labels` in the meta).
      const values = Object.values(def.entries ?? {});
      return {
        ...base,
        widget: "select",
        options: values.map((value) => ({ label: meta.labels?.[value] ?? value, value })),
        ...(meta.choiceDefault ? { default: meta.choiceDefault } : {}),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", required: false, default: false };
    case "object":
      return { ...base, widget: "object", fields: objectFields(schema, sample, ctx) };
    case "array": {
      const element = def.element!;
      // A list of texts is one box per item: one line, or several if its longest item is long.
      const first = Array.isArray(sample)
        ? sample.every((s) => typeof s === "string")
          ? sample.reduce((a, b) => (b.length > a.length ? b : a), "")
          : sample[0]
        : undefined;
      const list: Field = { ...base, widget: "list", ...listSize(schema), ...(meta.singular ? { label_singular: meta.singular } : {}) };
      if (internals(element)._zod.def.type === "object") {
        const fields = objectFields(element, first, ctx);
        const title = fields.find((f) => f.widget === "string");
        const picture = fields.find((f) => f.widget === "image");
        // The list's summary, or its item's own ("{{fields.from}}–{{fields.to}}" for a time open), or its first text.
        const summary = meta.summary ?? internals(element).meta()?.summary ?? (title && `{{fields.${title.name}}}`);
        return { ...list, fields, ...(summary ? { summary } : {}), ...(picture ? { thumbnail: picture.name } : {}) };
      }
      // Each item is labelled by its own title, or the list's name for one item ("Policy").
      const item = toField("item", element, first, ctx);
      return { ...list, field: internals(element).meta()?.title || !meta.singular ? item : { ...item, label: meta.singular } };
    }
    default:
      throw new Error(`The editor has no field for "${name}" (a ${def.type} in the schema): add one in scripts/steps/editor-config.ts`);
  }
}

export function objectFields(schema: z.ZodType, sample: Sample, ctx: Context): Field[] {
  const shape = internals(schema)._zod.def.shape;
  if (!shape) throw new Error("expected an object schema");
  const values = (sample && typeof sample === "object" ? sample : {}) as Record<string, unknown>;
  return Object.entries(shape).map(([key, child]) => toField(key, child, values[key], ctx));
}

/** The editor's whole configuration. `english` holds the English data files, by schema key. */
/** The sample address (any name under the reserved `.example`) is no site: "Visit Live Site" must not open it. */
export const isSampleUrl = (url: string) => new URL(url).hostname.endsWith(".example");

export function editorConfig(backend: EditorBackend, english: Record<SchemaKey, unknown>, site: { url: string; basePath: string }) {
  const { basePath } = site;
  const siteUrl = `${site.url}${basePath}`;
  const schemas = makeSchemas(() => true);
  // Your city, the places and the stops without a page, as a tour names them: the choices of
  // a tour's places and of a road's ends (the next build offers a place added today).
  const stops = tourStops(english.places as PlacesData, english.roads as RoadsData).map((s) => ({
    label: s.page ? s.en : `${s.en} (stop without a page)`,
    value: s.slug,
  }));
  // A fixed fare's place (not your city) and a package's tour, chosen, not typed.
  const placeChoices = (english.places as PlacesData).places.map((p) => ({ label: p.en, value: p.slug }));
  const tourChoices = (english.tours as { tours: { slug: string }[] }).tours.map((t) => ({ label: t.slug, value: t.slug }));
  const factFile = (f: (typeof FACT_FILES)[number]) => ({
    name: f.schema,
    label: f.title,
    file: `${CONTENT_DIR}/${f.name}.json`,
    fields: objectFields(schemas[f.schema], english[f.schema], {
      translated: false,
      choices: { stops, places: placeChoices, tours: tourChoices },
      today: businessToday(),
    }),
  });
  const wordFile = (f: (typeof WORD_FILES)[number]) => ({
    name: f.schema,
    label: f.title,
    file: `${CONTENT_DIR}/${f.name}.{{locale}}.json`,
    i18n: true,
    fields: objectFields(schemas[f.schema], english[f.schema], { translated: true }),
  });
  const [business, places, fleet, rates, roads, tours, terms, hours] = FACT_FILES;
  const notices = FACT_FILES.find((f) => f.schema === "notices")!;
  const [shared, ...pages] = WORD_FILES;
  return {
    backend: backend.config,
    app_title: "Navkar Tours & Travels: site editor",
    // "Visit Live Site" opens the site's real address; without one (the sample address), the
    // editor falls back to the address it is served from.
    ...(isSampleUrl(siteUrl) ? {} : { site_url: siteUrl }),
    logo: { src: `${basePath}icons/icon-192.png` },
    media_folder: `/${IMAGE_DIR}`,
    public_folder: "/",
    // This site's own pictures and an upload: no stock-photo services (they need API keys,
    // and the editor's CSP blocks them).
    media_libraries: { default: { config: { max_file_size: MAX_UPLOAD_BYTES, slugify_filename: true } }, stock_assets: false },
    // An optional field left empty (a place's towns, its Wikidata entry) is left out of the
    // file, as the content check expects, rather than written as "" or [].
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    i18n: { structure: "multiple_files", locales: [...LANGS], default_locale: "en", omit_default_locale_from_file_path: true },
    collections: [
      { name: "business", label: "Business details", format: "json", files: [factFile(business), factFile(places), factFile(terms)] },
      { name: "fleet", label: "Cars", format: "json", files: [factFile(fleet), factFile(rates)] },
      // Each tour's days, the roads they add up and the opening hours they are timed by; each tour's words are under "Each page's words".
      { name: "tours", label: "Tours", format: "json", files: [factFile(tours), factFile(roads), factFile(hours)] },
      // News for travellers with dates, shown on the pages of the places and tours they concern.
      { name: "notices", label: "Notices", format: "json", files: [factFile(notices)] },
      { name: "pages", label: "Each page's words", format: "json", i18n: true, files: pages.map(wordFile) },
      { name: "shared", label: "Words on every page", format: "json", i18n: true, files: [wordFile(shared)] },
    ],
  };
}
