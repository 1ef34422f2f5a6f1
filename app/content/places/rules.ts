/**
 * The places' rules across files, checked on the files as read (each may have failed its own
 * schema): every place has its words and no place's words are for a place that is not there,
 * and a note's official page is for a note that is there.
 */
import { CONTENT_DIR, wordsFile } from "#app/content/files.ts";
import { LANGS } from "#app/content/languages.ts";
import { formatPath, where } from "#app/content/problems.ts";
import type { Files } from "#app/content/read.ts";

export function placesProblems(files: Files): string[] {
  const problems: string[] = [];
  const areas = files["places.json"] as { city?: { en?: unknown; slug?: unknown }; places?: { slug?: unknown }[] } | undefined;
  // Every place has its words, and there are no words for a place that is not in the list.
  // (Translations name the same places as English: translationProblems.)
  const slugs = [areas?.city?.slug, ...(Array.isArray(areas?.places) ? areas.places.map((p) => p.slug) : [])].filter(
    (s) => typeof s === "string",
  );
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
        problems.push(
          `${where(file)} → ${formatPath(["places", i, "notes"], files[file.path])}: ${CONTENT_DIR}/places.json gives an official page for note ${n} of "${String(w.slug)}", which has ${notes} ${notes === 1 ? "note" : "notes"}`,
        );
      }
    });
  }
  return problems;
}
