/**
 * Every content data file: where it is, which schema checks it, and in which language its
 * words are. The content check, the loader and the editor's configuration all read this
 * list, so a new file of facts is one entry here and one schema in its family's folder (schema.ts
 * gathers them); a new words file is a line of words/word-files.ts.
 */
import { LANGS, type Lang } from "./languages.ts";
import type { Schemas } from "./schema.ts";
import { wordFiles } from "#app/content/words/word-files.ts";

/** The data files' folder, from the project's root. */
export const CONTENT_DIR = "app/content/data";

export type SchemaKey = keyof Schemas;
/** The per-language files: the words every page shares, then each page's (words/word-files.ts). */
export const WORD_FILES = wordFiles.map(({ schema, name, title }) => ({ schema, name, title }));

/** The files of facts, the same for every language. */
export const FACT_FILES = [
  { schema: "business", name: "business", title: "Business details" },
  { schema: "places", name: "places", title: "Service areas" },
  { schema: "fleet", name: "fleet", title: "Cars" },
  { schema: "rates", name: "rates", title: "Rate card" },
  { schema: "roads", name: "roads", title: "Roads between places" },
  { schema: "tours", name: "tours", title: "Tours" },
  { schema: "terms", name: "terms", title: "Terms" },
  { schema: "hours", name: "hours", title: "Opening hours" },
  { schema: "notices", name: "notices", title: "Notices" },
] as const satisfies readonly { schema: SchemaKey; name: string; title: string }[];

/** `pages/home` in Gujarati → `pages/home.gu.json`; English files have no language in the name. */
export function wordsFile(name: string, lang: Lang): string {
  return `${name}${lang === "en" ? "" : `.${lang}`}.json`;
}

export interface ContentFile {
  schema: SchemaKey;
  /** Relative to CONTENT_DIR. */
  path: string;
  lang?: Lang;
}

export const contentFiles: ContentFile[] = [
  ...FACT_FILES.map((f) => ({ schema: f.schema, path: `${f.name}.json` })),
  ...WORD_FILES.flatMap((f) => LANGS.map((lang) => ({ schema: f.schema, path: wordsFile(f.name, lang), lang }))),
];
