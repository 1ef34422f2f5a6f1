/**
 * Every words file, in the editor's order: the words every page shares, then each page's.
 * The content check, the editor, the schema and the words reader all read this list, so a
 * page's words are three JSON files, one module in files/ and one line here.
 */
import type { z } from "zod";
import { about } from "#app/content/words/files/about.ts";
import { cars } from "#app/content/words/files/cars.ts";
import { home } from "#app/content/words/files/home.ts";
import { notFound } from "#app/content/words/files/not-found.ts";
import { offline } from "#app/content/words/files/offline.ts";
import { owner } from "#app/content/words/files/owner.ts";
import { places } from "#app/content/words/files/places.ts";
import { questions } from "#app/content/words/files/questions.ts";
import { shared } from "#app/content/words/files/shared.ts";
import { tours } from "#app/content/words/files/tours.ts";

export const wordFiles = [shared, home, cars, about, owner, notFound, offline, places, tours, questions] as const;

export type WordFileEntry = (typeof wordFiles)[number];
/** A words file's key: `shared`, or its page kind's. */
export type WordsKey = WordFileEntry["key"];
/** The words files that give a page's head (title, description, headline). */
export type HeadKey = Extract<WordFileEntry, { head: unknown }>["key"];
/** A words file's entry, by its key. */
export type WordFileOf<K extends WordsKey> = Extract<WordFileEntry, { key: K }>;
/** A words file as stored, by its key. */
export type WordsDataOf<K extends WordsKey> = z.infer<ReturnType<WordFileOf<K>["make"]>>;
