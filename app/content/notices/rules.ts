/**
 * The notices against the other files, once each has passed its own schema: every place it
 * names is a place of the service areas or a stop of the roads table (a stop without a page
 * one that a tour visits, or no page would show it), and every tour is a tour.
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import type { PlacesData } from "#app/content/places/schema.ts";
import { formatPath } from "#app/content/problems.ts";
import type { Files } from "#app/content/read.ts";
import { tourStops } from "#app/content/tours/roads.ts";
import type { RoadsData, ToursData } from "#app/content/tours/schema.ts";
import type { NoticesData } from "./schema.ts";

export function noticeProblems(parsed: Files): string[] {
  const notices = parsed["notices.json"] as NoticesData | undefined;
  const places = parsed["places.json"] as PlacesData | undefined;
  const roads = parsed["roads.json"] as RoadsData | undefined;
  const tours = parsed["tours.json"] as ToursData | undefined;
  if (!notices) return [];
  const file = `${CONTENT_DIR}/notices.json`;
  const at = (path: PropertyKey[]) => `${file} → ${formatPath(path, notices)}`;
  const problems: string[] = [];
  const stops = places && roads ? new Set(tourStops(places, roads).map((s) => s.slug)) : null;
  // A stop without a page shows a notice only on the tours that stop there.
  const paged = new Set(places ? [places.city.slug, ...places.places.map((p) => p.slug)] : []);
  const visited = new Set(tours ? tours.tours.flatMap((t) => t.days.flatMap((d) => [...(d.via ?? []), d.night])) : []);
  const tourSlugs = tours ? new Set(tours.tours.map((t) => t.slug)) : null;
  notices.notices.forEach((notice, i) => {
    notice.places?.forEach((slug, j) => {
      if (stops && !stops.has(slug))
        problems.push(
          `${at(["notices", i, "places", j])}: "${slug}" is not a place of ${CONTENT_DIR}/places.json nor a stop of ${CONTENT_DIR}/roads.json; choose one of them`,
        );
      else if (notice.places!.indexOf(slug) !== j) problems.push(`${at(["notices", i, "places", j])}: "${slug}" is named twice`);
      else if (stops && tours && !paged.has(slug) && !visited.has(slug))
        problems.push(
          `${at(["notices", i, "places", j])}: "${slug}" has no page of its own and no tour stops there, so no page would show the notice for it; choose a place with a page, or a tour`,
        );
    });
    notice.tours?.forEach((slug, j) => {
      if (tourSlugs && !tourSlugs.has(slug))
        problems.push(`${at(["notices", i, "tours", j])}: "${slug}" is not a tour of ${CONTENT_DIR}/tours.json; choose one of your tours`);
      else if (notice.tours!.indexOf(slug) !== j) problems.push(`${at(["notices", i, "tours", j])}: "${slug}" is named twice`);
    });
  });
  return problems;
}
