/**
 * The fleet's rules across files, checked on the files as read (each may have failed its own
 * schema): the cars page's filter names one group per group size, in every language, and the
 * rate card names the fleet's cars by number.
 */
import { CONTENT_DIR, wordsFile } from "#app/content/files.ts";
import { LANGS } from "#app/content/languages.ts";
import { formatPath, where } from "#app/content/problems.ts";
import type { Files } from "#app/content/read.ts";

export function fleetProblems(files: Files): string[] {
  const problems: string[] = [];
  // The filter names one group per group size, in every language.
  const groups = (files["fleet.json"] as { groups?: unknown[] } | undefined)?.groups?.length;
  for (const lang of LANGS) {
    const file = { schema: "cars" as const, path: wordsFile("pages/cars", lang), lang };
    const filters = (files[file.path] as { carsPage?: { filters?: unknown[] } } | undefined)?.carsPage?.filters?.length;
    if (groups !== undefined && filters !== undefined && groups !== filters) {
      problems.push(
        `${where(file)} → carsPage.filters: needs one name per group size of the filter (${groups} in ${CONTENT_DIR}/fleet.json), has ${filters}`,
      );
    }
  }
  // The rate card names the fleet's cars by number. (A car without rates shows no price, and
  // the build warns: samples.ts, findRateGaps. A car just added is not a broken site.)
  const fleetCars = (files["fleet.json"] as { cars?: { id?: unknown }[] } | undefined)?.cars;
  const rateCard = files["rates.json"] as { cars?: { car?: unknown }[] } | undefined;
  if (Array.isArray(fleetCars) && Array.isArray(rateCard?.cars)) {
    rateCard.cars.forEach((r, i) => {
      if (typeof r.car === "number" && !fleetCars.some((c) => c.id === r.car)) {
        problems.push(
          `${CONTENT_DIR}/rates.json → ${formatPath(["cars", i, "car"], rateCard)}: there is no car ${r.car} under Cars (${CONTENT_DIR}/fleet.json)`,
        );
      }
    });
  }
  // Fixed fares and package prices name a place, a tour and cars that exist.
  const placeSlugs = (files["places.json"] as { places?: { slug?: unknown }[] } | undefined)?.places?.map((p) => p.slug);
  const tourSlugs = (files["tours.json"] as { tours?: { slug?: unknown }[] } | undefined)?.tours?.map((t) => t.slug);
  const listed = files["rates.json"] as
    | {
        fixed?: { place?: unknown; cars?: unknown[] }[];
        packages?: { tour?: unknown; cars?: unknown[] }[];
        transfers?: { point?: unknown; cars?: unknown[] }[];
      }
    | undefined;
  const carsOf = (list: "fixed" | "packages" | "transfers", i: number, cars: unknown[] | undefined) =>
    Array.isArray(fleetCars) && Array.isArray(cars)
      ? cars.forEach((car, k) => {
          if (typeof car === "number" && !fleetCars.some((c) => c.id === car))
            problems.push(
              `${CONTENT_DIR}/rates.json → ${formatPath([list, i, "cars", k], listed)}: there is no car ${car} under Cars (${CONTENT_DIR}/fleet.json)`,
            );
        })
      : undefined;
  listed?.fixed?.forEach((f, i) => {
    if (Array.isArray(placeSlugs) && typeof f.place === "string" && !placeSlugs.includes(f.place))
      problems.push(
        `${CONTENT_DIR}/rates.json → ${formatPath(["fixed", i, "place"], listed)}: there is no place "${f.place}" under Service areas (${CONTENT_DIR}/places.json); your own city's fares are the city package's`,
      );
    carsOf("fixed", i, f.cars);
  });
  listed?.packages?.forEach((p, i) => {
    if (Array.isArray(tourSlugs) && typeof p.tour === "string" && !tourSlugs.includes(p.tour))
      problems.push(
        `${CONTENT_DIR}/rates.json → ${formatPath(["packages", i, "tour"], listed)}: there is no tour "${p.tour}" under Tours (${CONTENT_DIR}/tours.json)`,
      );
    carsOf("packages", i, p.cars);
  });
  // A transfer fare names one of the city's airport and station.
  const points = (files["places.json"] as { city?: { points?: { slug?: unknown }[] } } | undefined)?.city?.points?.map((p) => p.slug) ?? [];
  listed?.transfers?.forEach((t, i) => {
    if (typeof t.point === "string" && !points.includes(t.point))
      problems.push(
        `${CONTENT_DIR}/rates.json → ${formatPath(["transfers", i, "point"], listed)}: there is no airport or station "${t.point}" under Service areas → Your city (${CONTENT_DIR}/places.json)`,
      );
    carsOf("transfers", i, t.cars);
  });
  return problems;
}
