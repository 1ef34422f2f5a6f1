/**
 * The tours' rules across files, checked once each file has passed its own schema: the tours
 * against the places and the roads table (roads.ts reads them as the pages do), and against
 * their words.
 */
import { CONTENT_DIR, wordsFile } from "#app/content/files.ts";
import type { PlacesData } from "#app/content/places/schema.ts";
import type { Files } from "#app/content/read.ts";
import { dayLegs, tourStops } from "./roads.ts";
import type { RoadsData, ToursData } from "./schema.ts";

/**
 * The tours against the places and the roads table, once each file has passed its schema:
 * every name is a place or a stop, every leg of every day has a road, the last day ends in
 * your city, and every tour has its words, with one entry per day. A tour is named by its
 * English name (from its words) so that the owner finds it in the editor.
 */
export function tourProblems(files: Files, parsed: Files): string[] {
  const places = parsed["places.json"] as PlacesData | undefined;
  const roads = parsed["roads.json"] as RoadsData | undefined;
  const tours = parsed["tours.json"] as ToursData | undefined;
  if (!places || !roads) return [];
  const problems: string[] = [];
  const roadsFile = `${CONTENT_DIR}/roads.json`;
  const stops = tourStops(places, roads);
  const known = new Map(stops.map((s) => [s.slug, s]));
  const nameOf = (slug: string) => known.get(slug)?.en ?? slug;
  const unknown = (slug: string) =>
    `"${slug}" is not a place of ${CONTENT_DIR}/places.json nor a stop of ${roadsFile}; add it to one of them, or choose another`;
  roads.stops.forEach((stop, i) => {
    if (stops.findIndex((s) => s.slug === stop.slug) !== places.places.length + 1 + i)
      problems.push(`${roadsFile} → stops → ${stop.en}: "${stop.slug}" is already the name of a place in ${CONTENT_DIR}/places.json`);
  });
  roads.roads.forEach((road) => {
    for (const end of ["from", "to"] as const) {
      if (!known.has(road[end])) problems.push(`${roadsFile} → the road ${road.from}–${road.to} → ${end}: ${unknown(road[end])}`);
    }
    if (road.from === places.city.slug || road.to === places.city.slug) {
      problems.push(
        `${roadsFile} → the road ${road.from}–${road.to}: a road from ${places.city.en} is the place's own distance in ${CONTENT_DIR}/places.json; take it out of the roads table`,
      );
    }
  });
  // A place's road from the city names plazas of the roads table.
  places.places.forEach((place) =>
    place.tolls?.forEach((t) => {
      if (!roads.plazas?.some((p) => p.slug === t))
        problems.push(
          `${CONTENT_DIR}/places.json → ${place.en} → toll plazas on the way: there is no toll plaza "${t}" under Toll plazas (${roadsFile})`,
        );
    }),
  );
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
        problems.push(
          `${at} → day ${d + 1}: no road from ${nameOf(leg.from)} to ${nameOf(leg.to)} in the roads table (${roadsFile}); add it there`,
        );
      }
      for (const leg of dayLegs(places, roads, tour.days, d).filter((l) => l.from === l.to)) {
        problems.push(`${at} → day ${d + 1}: ${nameOf(leg.from)} follows itself; take one of them out`);
      }
    });
    const last = tour.days.at(-1)!;
    if (last.night !== places.city.slug)
      problems.push(`${at} → day ${tour.days.length} → night's stop: the last day must end in ${places.city.en} (value: "${last.night}")`);
    if (!words)
      problems.push(`${CONTENT_DIR}/${wordsPath} → tours: has no words for "${tour.slug}"; every tour in ${toursFile} needs an entry`);
    else if (Array.isArray(words.days) && words.days.length !== tour.days.length) {
      problems.push(
        `${CONTENT_DIR}/${wordsPath} → ${String(words.name)} → days: has ${words.days.length} ${words.days.length === 1 ? "day" : "days"}, ${toursFile} has ${tour.days.length}; every day needs its words`,
      );
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
