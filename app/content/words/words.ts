/**
 * The one reader of the words: every words file, the words every page shares
 * (`data/words*.json`) and each page's (`data/pages/<page>*.json`), imported as JSON (stored.ts),
 * which Node, Vite and Vitest read alike. The pages read their words here at build time (decision
 * 015: no page's script carries words, so one route per page can hold all three languages);
 * so do the structured data, the social cards and the tests. The content check has already
 * passed (the build runs it first), so the files are read as their schema types.
 *
 * Names: `XData` is a file's type as stored (schema.ts), `X` the words as the pages use them
 * (shape.ts): `wordsData(key, lang)` gives the one, `siteWords(lang)` and `pageWords(key,
 * lang)` the other.
 */
import { type Lang, LANGS } from "#app/content/languages.ts";
import { storedWords } from "./stored.ts";
import { type PageHead } from "./word-file.ts";
import { type HeadKey, type WordFileOf, wordFiles, type WordsDataOf, type WordsKey } from "./word-files.ts";
import { business } from "#app/content/business/business.ts";
import { type BusinessFacts, carsWords, type CarsWords, fillNames, sharedWords, type SharedWords } from "./shape.ts";

export type { HeadKey, WordsDataOf, WordsKey };
/** The pages whose words these are. */
export type PageWordsKey = Exclude<WordsKey, "shared">;

const entry = <K extends WordsKey>(key: K) => wordFiles.find((f) => f.key === key) as WordFileOf<K>;

/** A words file as stored, e.g. for the cars page to carry to the browser (its island shapes them there). */
export function wordsData<K extends WordsKey>(key: K, lang: Lang): WordsDataOf<K> {
  return storedWords[key][lang] as WordsDataOf<K>;
}

/** What the words read of the business in a language (shape.ts): the names and the office hours. */
export function businessFacts(lang: Lang): BusinessFacts {
  return { names: { business: business.name[lang], owner: business.owner.name[lang] }, hours: business.hours };
}

/** The words every page shares, in a language, as the components use them. */
export function siteWords(lang: Lang): SharedWords {
  return sharedWords(wordsData("shared", lang), lang, businessFacts(lang));
}

/** Each page's words as the pages use them: the cars page's templates made functions, the others as stored. */
export type PageWords<K extends PageWordsKey> = K extends "cars" ? CarsWords : WordsDataOf<K>;

/** A page's words in a language: the names filled in, and the cars page's templates made functions. */
export function pageWords<K extends PageWordsKey>(key: K, lang: Lang): PageWords<K> {
  const { names } = businessFacts(lang);
  return (key === "cars" ? carsWords(wordsData("cars", lang), lang, names) : fillNames(wordsData(key, lang), names)) as PageWords<K>;
}

/** A page's title and description in a language (its head, card and JSON-LD), and its card's headline. */
export function pageCopy(lang: Lang, key: HeadKey): PageHead {
  const file = entry(key) as { head: (words: unknown) => PageHead };
  return file.head(pageWords(key, lang));
}

/**
 * Every language's words in one object, for build-time code and tests (structured data, social
 * cards, the browser tests): the words every page shares as `words`, and each page's by its
 * key, for every page's words file of the list (word-files.ts).
 */
export type Edition = { words: SharedWords } & { [K in PageWordsKey]: PageWords<K> };

export const editions = Object.fromEntries(
  LANGS.map((lang) => {
    const pages = wordFiles.flatMap((f) => (f.key === "shared" ? [] : [[f.key, pageWords(f.key, lang)] as const]));
    return [lang, { words: siteWords(lang), ...Object.fromEntries(pages) } as Edition];
  }),
) as Record<Lang, Edition>;
