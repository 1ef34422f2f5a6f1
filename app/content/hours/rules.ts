/**
 * The opening hours' rules across files, once each file has passed its own schema: each
 * temple or sight is at a place or a stop that the tours and the planner know, and a speed no
 * road allows is refused, since the trip's clock reads the driving times (places/speeds.ts).
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import type { PlacesData } from "#app/content/places/schema.ts";
import { speedProblems } from "#app/content/places/speeds.ts";
import type { Files } from "#app/content/read.ts";
import { tourStops } from "#app/content/tours/roads.ts";
import type { RoadsData } from "#app/content/tours/schema.ts";
import type { HoursData } from "./schema.ts";

export function hoursProblems(parsed: Files): string[] {
  const places = parsed["places.json"] as PlacesData | undefined;
  const roads = parsed["roads.json"] as RoadsData | undefined;
  const hours = parsed["hours.json"] as HoursData | undefined;
  const problems = speedProblems(places, roads);
  if (!places || !roads || !hours) return problems;
  const known = new Set(tourStops(places, roads).map((s) => s.slug));
  for (const site of hours.sites.filter((s) => !known.has(s.at))) {
    problems.push(
      `${CONTENT_DIR}/hours.json → ${site.en} → where: "${site.at}" is not a place of ${CONTENT_DIR}/places.json nor a stop of ${CONTENT_DIR}/roads.json; choose one of them`,
    );
  }
  return problems;
}
