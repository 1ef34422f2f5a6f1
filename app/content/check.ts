/**
 * The content check: every data file against its schema (schema.ts), the translations against
 * English and the plural forms (problems.ts), then each family's rules across files. A problem
 * stops the build with one message that names, for each problem, the file, the language, the
 * field and the rule (problems.ts words them). Node only: the build, the scripts and the tests.
 */
import type { z } from "zod";
import { businessProblems } from "#app/content/business/rules.ts";
import { fleetProblems } from "#app/content/fleet/rules.ts";
import { noticeProblems } from "#app/content/notices/rules.ts";
import { placesProblems } from "#app/content/places/rules.ts";
import { tourProblems } from "#app/content/tours/rules.ts";
import { hoursProblems } from "#app/content/hours/rules.ts";
import { scriptProblems } from "#app/content/words/script-rules.ts";
import { contentFiles, FACT_FILES, WORD_FILES, wordsFile } from "./files.ts";
import { LANGS, type Lang } from "./languages.ts";
import { ContentError, formatPath, ownersWords, pluralProblems, schemaProblem, translationProblems, where } from "./problems.ts";
import { type Files, imageExistsOnDisk, readFiles } from "./read.ts";
import { makeSchemas, type Schemas } from "./schema.ts";

type Data = { [K in keyof Schemas]: z.infer<Schemas[K]> };
type WordsData = { [K in (typeof WORD_FILES)[number]["schema"]]: Data[K] };
export interface Content {
  business: Data["business"];
  places: Data["places"];
  fleet: Data["fleet"];
  rates: Data["rates"];
  roads: Data["roads"];
  tours: Data["tours"];
  terms: Data["terms"];
  hours: Data["hours"];
  notices: Data["notices"];
  words: Record<Lang, WordsData>;
}

/** Checks files (as read by readFiles) and returns them typed, or throws a ContentError. */
export function checkContent(files: Files, imageExists: (name: string) => boolean = (n) => imageExistsOnDisk(n)): Content {
  const schemas = makeSchemas(imageExists);
  const problems: string[] = [];
  const parsed: Files = {};
  for (const file of contentFiles) {
    if (!(file.path in files)) continue;
    const input = files[file.path];
    const result = schemas[file.schema].safeParse(input, { error: ownersWords });
    if (result.success) parsed[file.path] = result.data;
    for (const issue of result.success ? [] : result.error.issues) problems.push(schemaProblem(file, input, issue));
  }
  // Translations against English: the same number of entries in each list, the same pictures.
  for (const f of WORD_FILES) {
    const english = files[wordsFile(f.name, "en")];
    for (const lang of LANGS.filter((l) => l !== "en")) {
      const file = { schema: f.schema, path: wordsFile(f.name, lang), lang };
      for (const p of [...translationProblems(english, files[file.path]), ...pluralProblems(files[file.path])])
        problems.push(`${where(file)} → ${formatPath(p.path, files[file.path])}: ${p.message}`);
    }
  }
  problems.push(
    ...businessProblems(files),
    ...placesProblems(files),
    ...fleetProblems(files),
    ...tourProblems(files, parsed),
    ...hoursProblems(parsed),
  );
  problems.push(...noticeProblems(parsed));
  problems.push(...scriptProblems(files, schemas));
  if (problems.length) throw new ContentError(problems);
  const words = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(WORD_FILES.map((f) => [f.schema, parsed[wordsFile(f.name, lang)]]))]),
  ) as Record<Lang, WordsData>;
  const [business, places, fleet, rates, roads, tours, terms, hours] = FACT_FILES.map((f) => parsed[`${f.name}.json`]);
  return {
    business: business as Data["business"],
    places: places as Data["places"],
    fleet: fleet as Data["fleet"],
    rates: rates as Data["rates"],
    roads: roads as Data["roads"],
    tours: tours as Data["tours"],
    terms: terms as Data["terms"],
    hours: hours as Data["hours"],
    notices: parsed["notices.json"] as Data["notices"],
    words,
  };
}

/** Reads and checks every data file under `root`. */
export function loadContent(root = process.cwd(), imageExists?: (name: string) => boolean): Content {
  const { files, problems } = readFiles(root);
  if (problems.length) throw new ContentError(problems);
  return checkContent(files, imageExists ?? ((n) => imageExistsOnDisk(n, root)));
}
