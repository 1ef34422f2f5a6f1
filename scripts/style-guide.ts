/**
 * What the tests read of docs/style-guide.md and of the words as they are written: the words
 * in which the privacy sentences
 * name what is counted and what stays with the visitor, and every text of the data files in
 * a language. The words are read from the JSON files on disk, not through the content's
 * modules, so that a test holds the files whatever reads them. Used by the unit tests
 * (scripts/words-rules.test.ts) and the browser tests (tests/e2e/analytics.spec.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Lang = "en" | "gu" | "hi";
export const GUIDE = "docs/style-guide.md";
export const DATA_DIR = "app/content/data";

/** The guide's table columns are headed by each language's name, in its own script. */
const LANG_NAMES: Record<string, Lang> = { English: "en", ગુજરાતી: "gu", हिन्दी: "hi" };

/** The text of the guide's section whose heading (any level) starts with `title`, up to the next heading of its level or above. */
export function guideSection(title: string, guide = readFileSync(GUIDE, "utf8")): string {
  const lines = guide.split("\n");
  const start = lines.findIndex((l) => /^#{2,4} /.test(l) && l.replace(/^#+ (\d+\. )?/, "").startsWith(title));
  if (start < 0) throw new Error(`${GUIDE} has no section “${title}”`);
  const level = lines[start].match(/^#+/)![0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}} `).test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** The first table of a section: its header's cells and its rows' cells, trimmed. */
export function table(section: string): { head: string[]; rows: string[][] } {
  const lines = section.split("\n").filter((l) => l.trim().startsWith("|"));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
  if (lines.length < 3) throw new Error(`no table in:\n${section.slice(0, 200)}`);
  return { head: cells(lines[0]), rows: lines.slice(2).map(cells) };
}

const unquote = (cell: string) => cell.replace(/`/g, "").trim();

export interface NamedWords {
  /** The event (`Trip sent`) or the planner's field (`name`). */
  id: string;
  /** A report's property (`car` of `Trip sent`), when the row names one. */
  prop?: string;
  words: Record<Lang, string>;
}

function wordsTable(title: string, guide?: string): NamedWords[] {
  const { head, rows } = table(guideSection(title, guide));
  const langs = head.slice(1).map((h) => LANG_NAMES[h]);
  return rows.map(([first, ...cells]) => {
    const [id, prop] = first.split("→").map(unquote);
    return { id, ...(prop ? { prop } : {}), words: Object.fromEntries(langs.map((lang, i) => [lang, cells[i]])) as Record<Lang, string> };
  });
}

/** The words in which the footer names each counted event, and each report's properties. */
export const countedWords = (guide?: string) => wordsTable("What the footer names as counted", guide);
/** The words in which the planner names what stays with the visitor: its fields. */
export const keptWords = (guide?: string) => wordsTable("What the planner names as staying with the visitor", guide);

/** Whether `text` names `words` (English without regard to capitals). */
export const names = (text: string, words: string, lang: Lang) =>
  lang === "en" ? text.toLowerCase().includes(words.toLowerCase()) : text.includes(words);

/** Every data file under app/content/data, by its path there ("pages/cars.gu.json"). */
export function dataFiles(dir = DATA_DIR): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".json")) files[rel] = JSON.parse(readFileSync(path.join(dir, rel), "utf8"));
    }
  };
  walk("");
  return files;
}

/** The language of a words file ("pages/cars.gu.json" → gu, "pages/cars.json" → en), or undefined for a file of facts. */
export function langOfFile(file: string, data: Record<string, unknown>): Lang | undefined {
  const m = /\.(gu|hi)\.json$/.exec(file);
  if (m) return m[1] as Lang;
  return `${file.replace(/\.json$/, "")}.gu.json` in data ? "en" : undefined;
}

export interface Text {
  file: string;
  /** The keys to it, dotted: "carsPage.planner.privacy", "places.3.gu". */
  at: string;
  text: string;
}

/**
 * Every text of `lang` in the data files: all of its words files (`*.gu.json`), and in the
 * files of facts (places, roads, the business) each name written in its script (`"gu": …`).
 */
export function textsIn(lang: Lang, files = dataFiles()): Text[] {
  const out: Text[] = [];
  const walk = (file: string, value: unknown, keys: string[], mine: boolean) => {
    if (typeof value === "string") {
      if (mine) out.push({ file, at: keys.join("."), text: value });
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(file, v, [...keys, k], mine || k === lang);
    }
  };
  for (const [file, data] of Object.entries(files)) {
    const fileLang = langOfFile(file, files);
    if (fileLang === undefined) walk(file, data, [], false);
    else if (fileLang === lang) walk(file, data, [], true);
  }
  return out;
}

/** A value at dotted keys of an object. */
export const valueAt = (data: unknown, at: string): unknown =>
  at.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data);
