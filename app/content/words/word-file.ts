/**
 * A words file as the site knows it: its key (the page kind's, or `shared`), its schema's key
 * (the editor names its collection by it), where it is under data/ (`pages/home` →
 * `pages/home.json`, `pages/home.gu.json`, `pages/home.hi.json`), the editor's title, its
 * schema and, for a page (pageWordFile), where its head's words are. Not the words themselves:
 * those are imported by stored.ts alone, so that the content check, which reads this list,
 * never reaches a file it has not checked yet. Each words file is one module in files/, one
 * line of the list (word-files.ts) and one entry of stored.ts.
 */
import type { z } from "zod";
import type { SchemaKit } from "#app/content/schema-kit.ts";

/** A page's title and description (its head, card and JSON-LD) and the headline its social card shows. */
export interface PageHead {
  title: string;
  description: string;
  headline: string;
}

export interface WordFile<K extends string, S extends string, M extends (kit: SchemaKit) => z.ZodType> {
  key: K;
  schema: S;
  name: string;
  title: string;
  make: M;
}

type Head<M extends (kit: SchemaKit) => z.ZodType> = (words: z.infer<ReturnType<M>>) => PageHead;

/** Types a words file's entry: its data is checked against its schema's type. */
export const wordFile = <K extends string, S extends string, M extends (kit: SchemaKit) => z.ZodType>(file: WordFile<K, S, M>) => file;

/** The same for a page's words, which give its head. */
export const pageWordFile = <K extends string, S extends string, M extends (kit: SchemaKit) => z.ZodType>(
  file: WordFile<K, S, M> & { head: Head<M> },
) => file;

/** "Title | Business": the headline a card shows when the page has none of its own. */
export const titleHead = (page: { title: string; description: string }): PageHead => ({ ...page, headline: page.title.split(" | ")[0] });
