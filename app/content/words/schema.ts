/**
 * The words' schemas, one per kind of words file (the words every page shares, then each
 * page's), and their types as stored (`XData`; the pages use the shaped `X`: shape.ts).
 */
import type { z } from "zod";
import type { SchemaKit } from "#app/content/schema-kit.ts";
import { type WordFileEntry, wordFiles } from "./word-files.ts";

/** Each words file's schema, by its schema key (the list: word-files.ts). */
export type WordsSchemas = { [F in WordFileEntry as F["schema"]]: ReturnType<F["make"]> };

export function wordsSchemas(kit: SchemaKit): WordsSchemas {
  return Object.fromEntries(wordFiles.map((f) => [f.schema, f.make(kit)])) as WordsSchemas;
}

type Words = ReturnType<typeof wordsSchemas>;
export type SharedWordsData = z.infer<Words["shared"]>;
export type HomeWordsData = z.infer<Words["home"]>;
export type CarsWordsData = z.infer<Words["cars"]>;
export type AboutWordsData = z.infer<Words["about"]>;
export type OwnerWordsData = z.infer<Words["owner"]>;
export type NotFoundWordsData = z.infer<Words["notFound"]>;
export type OfflineWordsData = z.infer<Words["offline"]>;
export type PlacesWordsData = z.infer<Words["placesWords"]>;
export type ToursWordsData = z.infer<Words["toursWords"]>;
export type QuestionsWordsData = z.infer<Words["questionsWords"]>;
