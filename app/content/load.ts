/**
 * Reads and checks every content data file (Node only: the build, the scripts and the
 * tests). A problem stops the build with one message that names, for each problem, the
 * file, the language, the field and the rule, e.g.
 * `app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list
 * (Tempo Traveller) has it too; this is the 10th (value: 9)`. A car is named by its number and
 * model, a place by its name, and any other list's item by its place in the list, counted from 1.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { IMAGE_DIR } from "#app/images/formats.ts";
import { CONTENT_DIR, contentFiles, type ContentFile, FACT_FILES, WORD_FILES, wordsFile } from "./files.ts";
import { LANGS, type Lang, languages } from "./languages.ts";
import { dayLegs, tourStops } from "./roads.ts";
import { makeSchemas, type Places, type Roads, type Schemas, type Tours } from "./schema.ts";
import { placeholdersIn } from "./templates.ts";
import type { z } from "zod";

export function imageExistsOnDisk(name: string, root = process.cwd()): boolean {
  return existsSync(path.join(root, IMAGE_DIR, name));
}

type Data = { [K in keyof Schemas]: z.infer<Schemas[K]> };
type WordsData = { [K in (typeof WORD_FILES)[number]["schema"]]: Data[K] };
export interface Content {
  business: Data["business"];
  places: Data["places"];
  fleet: Data["fleet"];
  rates: Data["rates"];
  roads: Data["roads"];
  tours: Data["tours"];
  words: Record<Lang, WordsData>;
}

/** Raw file contents by path (relative to CONTENT_DIR): what the checks read. */
export type Files = Record<string, unknown>;

export class ContentError extends Error {
  /** One line per problem, as in the message. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing was built:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

/** Reads every data file; a file that is missing or is not valid JSON is a problem, not a crash. */
export function readFiles(root = process.cwd()): { files: Files; problems: string[] } {
  const files: Files = {};
  const problems: string[] = [];
  for (const file of contentFiles) {
    const full = path.join(root, CONTENT_DIR, file.path);
    try {
      files[file.path] = JSON.parse(readFileSync(full, "utf8"));
    } catch (e) {
      const why = (e as NodeJS.ErrnoException).code === "ENOENT" ? "the file is missing" : `not valid JSON: ${(e as Error).message}`;
      problems.push(`${where(file)}: ${why}`);
    }
  }
  return { files, problems };
}

function where(file: ContentFile): string {
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
    if (typeof item.en === "string" && typeof item.slug === "string") return { label: item.en, byName: true };
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
export function translationProblems(english: unknown, other: unknown, keys: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
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
      if (e !== undefined && o === undefined && key !== "one") return [{ path: [...keys, key], message: "missing: English has it, so every language needs it" }];
      // Each language names its own parts of the day ("AM" and "PM"; five in Gujarati).
      if (key === "periods") return [];
      // Picture names are file names: every language shows the same picture.
      if (key === "image" && typeof e === "string" && o !== e) return [{ path: [...keys, key], message: `must be the same picture as in English ("${e}")` }];
      // A place's words name it by its web address, the same in every language.
      if (key === "slug" && typeof e === "string" && o !== e) return [{ path: [...keys, key], message: `must be the same place as in English ("${e}")` }];
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
    return left.map((p) => ({ path: [...keys, "one"], message: `must keep {${p}}: this form is also used for 0, so write {${p}} where the number goes, not 1` }));
  }
  return Object.entries(value).flatMap(([k, v]) => pluralProblems(v, [...keys, k]));
}

/** Checks files (as read by readFiles) and returns them typed, or throws a ContentError. */
export function checkContent(files: Files, imageExists: (name: string) => boolean = (n) => imageExistsOnDisk(n)): Content {
  const schemas = makeSchemas(imageExists);
  const problems: string[] = [];
  const parsed: Files = {};
  for (const file of contentFiles) {
    if (!(file.path in files)) continue;
    const input = files[file.path];
    const result = schemas[file.schema].safeParse(input);
    if (result.success) parsed[file.path] = result.data;
    for (const issue of result.success ? [] : result.error.issues) {
      const value = valueAt(input, issue.path);
      const missing = value === undefined && issue.code === "invalid_type";
      const shown = value === undefined || typeof value === "object" ? "" : ` (value: ${JSON.stringify(value)})`;
      const field = formatPath(issue.path, input) || "(the whole file)";
      // A name in each script (the business's, the owner's, a place's): say which language.
      const last = issue.path.at(-1);
      const inLang = typeof last === "string" && (LANGS as readonly string[]).includes(last) ? `: write it in ${languages[last as Lang].englishName} too` : "";
      problems.push(`${where(file)} → ${field}: ${missing ? `missing${inLang}` : issue.message}${shown}`);
    }
  }
  // Translations against English: the same number of entries in each list, the same pictures.
  for (const f of WORD_FILES) {
    const english = files[wordsFile(f.name, "en")];
    for (const lang of LANGS.filter((l) => l !== "en")) {
      const file = { schema: f.schema, path: wordsFile(f.name, lang), lang };
      for (const p of [...translationProblems(english, files[file.path]), ...pluralProblems(files[file.path])]) problems.push(`${where(file)} → ${formatPath(p.path, files[file.path])}: ${p.message}`);
    }
  }
  // The office is in the city of the places file.
  const city = (files["business.json"] as { address?: { city?: unknown } } | undefined)?.address?.city;
  const areas = files["places.json"] as { city?: { en?: unknown; slug?: unknown }; places?: { slug?: unknown }[] } | undefined;
  if (city !== undefined && areas?.city && areas.city.en !== city) {
    problems.push(`${CONTENT_DIR}/business.json → address.city: must be your city in ${CONTENT_DIR}/places.json, in English (${JSON.stringify(areas.city.en)}) (value: ${JSON.stringify(city)})`);
  }
  // Every place has its words, and there are no words for a place that is not in the list.
  // (Translations name the same places as English: translationProblems.)
  const slugs = [areas?.city?.slug, ...(Array.isArray(areas?.places) ? areas.places.map((p) => p.slug) : [])].filter((s) => typeof s === "string");
  const placesWords = { schema: "placesWords" as const, path: wordsFile("pages/places", "en"), lang: "en" as const };
  const worded = (files[placesWords.path] as { places?: { slug?: unknown }[] } | undefined)?.places;
  if (areas && Array.isArray(worded)) {
    const named = worded.map((w) => w.slug);
    for (const slug of slugs.filter((s) => !named.includes(s))) {
      problems.push(`${where(placesWords)} → places: has no words for "${slug}"; every place in ${CONTENT_DIR}/places.json needs an entry`);
    }
    worded.forEach((w, i) => {
      if (typeof w.slug !== "string") return;
      const at = formatPath(["places", i, "slug"], { places: worded });
      if (!slugs.includes(w.slug)) problems.push(`${where(placesWords)} → ${at}: "${w.slug}" is not a place in ${CONTENT_DIR}/places.json`);
      else if (named.indexOf(w.slug) !== i) problems.push(`${where(placesWords)} → ${at}: "${w.slug}" has words twice`);
    });
  }
  // A note's official page (in places.json, by the note's number) is for a note that is there.
  const links = new Map<unknown, number[]>(
    (Array.isArray(areas?.places) ? areas.places : []).map((p) => {
      const l = (p as { links?: { note?: unknown }[] }).links;
      return [p.slug, Array.isArray(l) ? l.map((x) => x.note).filter((n): n is number => typeof n === "number") : []];
    }),
  );
  for (const lang of LANGS) {
    const file = { schema: "placesWords" as const, path: wordsFile("pages/places", lang), lang };
    const entries = (files[file.path] as { places?: { slug?: unknown; notes?: unknown }[] } | undefined)?.places;
    if (!areas || !Array.isArray(entries)) continue;
    entries.forEach((w, i) => {
      const notes = Array.isArray(w.notes) ? w.notes.length : 0;
      for (const n of (links.get(w.slug) ?? []).filter((n) => n > notes)) {
        problems.push(`${where(file)} → ${formatPath(["places", i, "notes"], files[file.path])}: ${CONTENT_DIR}/places.json gives an official page for note ${n} of "${String(w.slug)}", which has ${notes} ${notes === 1 ? "note" : "notes"}`);
      }
    });
  }
  // The filter names one group per group size, in every language.
  const groups = (files["fleet.json"] as { groups?: unknown[] } | undefined)?.groups?.length;
  for (const lang of LANGS) {
    const file = { schema: "cars" as const, path: wordsFile("pages/cars", lang), lang };
    const filters = (files[file.path] as { carsPage?: { filters?: unknown[] } } | undefined)?.carsPage?.filters?.length;
    if (groups !== undefined && filters !== undefined && groups !== filters) {
      problems.push(`${where(file)} → carsPage.filters: needs one name per group size of the filter (${groups} in ${CONTENT_DIR}/fleet.json), has ${filters}`);
    }
  }
  // The rate card names the fleet's cars by number. (A car without rates shows no price, and
  // the build warns: samples.ts, findRateGaps. A car just added is not a broken site.)
  const fleetCars = (files["fleet.json"] as { cars?: { id?: unknown }[] } | undefined)?.cars;
  const rateCard = files["rates.json"] as { cars?: { car?: unknown }[] } | undefined;
  if (Array.isArray(fleetCars) && Array.isArray(rateCard?.cars)) {
    rateCard.cars.forEach((r, i) => {
      if (typeof r.car === "number" && !fleetCars.some((c) => c.id === r.car)) {
        problems.push(`${CONTENT_DIR}/rates.json → ${formatPath(["cars", i, "car"], rateCard)}: there is no car ${r.car} under Cars (${CONTENT_DIR}/fleet.json)`);
      }
    });
  }
  problems.push(...tourProblems(files, parsed));
  if (problems.length) throw new ContentError(problems);
  const words = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(WORD_FILES.map((f) => [f.schema, parsed[wordsFile(f.name, lang)]]))]),
  ) as Record<Lang, WordsData>;
  const [business, places, fleet, rates, roads, tours] = FACT_FILES.map((f) => parsed[`${f.name}.json`]);
  return {
    business: business as Data["business"],
    places: places as Data["places"],
    fleet: fleet as Data["fleet"],
    rates: rates as Data["rates"],
    roads: roads as Data["roads"],
    tours: tours as Data["tours"],
    words,
  };
}

/**
 * The tours against the places and the roads table, once each file has passed its schema:
 * every name is a place or a stop, every leg of every day has a road, the last day ends in
 * your city, and every tour has its words, with one entry per day. A tour is named by its
 * English name (from its words) so that the owner finds it in the editor.
 */
function tourProblems(files: Files, parsed: Files): string[] {
  const places = parsed["places.json"] as Places | undefined;
  const roads = parsed["roads.json"] as Roads | undefined;
  const tours = parsed["tours.json"] as Tours | undefined;
  if (!places || !roads) return [];
  const problems: string[] = [];
  const roadsFile = `${CONTENT_DIR}/roads.json`;
  const stops = tourStops(places, roads);
  const known = new Map(stops.map((s) => [s.slug, s]));
  const nameOf = (slug: string) => known.get(slug)?.en ?? slug;
  const unknown = (slug: string) => `"${slug}" is not a place of ${CONTENT_DIR}/places.json nor a stop of ${roadsFile}; add it to one of them, or choose another`;
  roads.stops.forEach((stop, i) => {
    if (stops.findIndex((s) => s.slug === stop.slug) !== places.places.length + 1 + i) problems.push(`${roadsFile} → stops → ${stop.en}: "${stop.slug}" is already the name of a place in ${CONTENT_DIR}/places.json`);
  });
  roads.roads.forEach((road) => {
    for (const end of ["from", "to"] as const) {
      if (!known.has(road[end])) problems.push(`${roadsFile} → the road ${road.from}–${road.to} → ${end}: ${unknown(road[end])}`);
    }
    if (road.from === places.city.slug || road.to === places.city.slug) {
      problems.push(`${roadsFile} → the road ${road.from}–${road.to}: a road from ${places.city.en} is the place's own distance in ${CONTENT_DIR}/places.json; take it out of the roads table`);
    }
  });
  if (!tours) return problems;
  const toursFile = `${CONTENT_DIR}/tours.json`;
  const wordsPath = wordsFile("pages/tours", "en");
  const worded = (parsed[wordsPath] ?? files[wordsPath]) as { tours?: { slug?: unknown; name?: unknown; days?: unknown[] }[] } | undefined;
  const wordsOf = (slug: string) => (Array.isArray(worded?.tours) ? worded.tours.find((w) => w.slug === slug) : undefined);
  tours.tours.forEach((tour) => {
    const words = wordsOf(tour.slug);
    const at = `${toursFile} → ${typeof words?.name === "string" ? words.name : `the tour "${tour.slug}"`}`;
    tour.days.forEach((day, d) => {
      const named = [...(day.via ?? []), day.night];
      for (const slug of named.filter((s) => !known.has(s))) problems.push(`${at} → day ${d + 1}: ${unknown(slug)}`);
      if (named.some((s) => !known.has(s))) return;
      for (const leg of dayLegs(places, roads, tour.days, d).filter((l) => !l.road && l.from !== l.to)) {
        problems.push(`${at} → day ${d + 1}: no road from ${nameOf(leg.from)} to ${nameOf(leg.to)} in the roads table (${roadsFile}); add it there`);
      }
      for (const leg of dayLegs(places, roads, tour.days, d).filter((l) => l.from === l.to)) {
        problems.push(`${at} → day ${d + 1}: ${nameOf(leg.from)} follows itself; take one of them out`);
      }
    });
    const last = tour.days.at(-1)!;
    if (last.night !== places.city.slug) problems.push(`${at} → day ${tour.days.length} → night's stop: the last day must end in ${places.city.en} (value: "${last.night}")`);
    if (!words) problems.push(`${CONTENT_DIR}/${wordsPath} → tours: has no words for "${tour.slug}"; every tour in ${toursFile} needs an entry`);
    else if (Array.isArray(words.days) && words.days.length !== tour.days.length) {
      problems.push(`${CONTENT_DIR}/${wordsPath} → ${String(words.name)} → days: has ${words.days.length} ${words.days.length === 1 ? "day" : "days"}, ${toursFile} has ${tour.days.length}; every day needs its words`);
    }
  });
  (Array.isArray(worded?.tours) ? worded.tours : []).forEach((w, i) => {
    if (typeof w.slug !== "string") return;
    const at = `${CONTENT_DIR}/${wordsPath} → ${typeof w.name === "string" ? w.name : `tour ${i + 1}`} → slug`;
    if (!tours.tours.some((t) => t.slug === w.slug)) problems.push(`${at}: "${w.slug}" is not a tour in ${toursFile}`);
    else if (worded!.tours!.findIndex((x) => x.slug === w.slug) !== i) problems.push(`${at}: "${w.slug}" has words twice`);
  });
  return problems;
}

/** Reads and checks every data file under `root`. */
export function loadContent(root = process.cwd(), imageExists?: (name: string) => boolean): Content {
  const { files, problems } = readFiles(root);
  if (problems.length) throw new ContentError(problems);
  return checkContent(files, imageExists ?? ((n) => imageExistsOnDisk(n, root)));
}
