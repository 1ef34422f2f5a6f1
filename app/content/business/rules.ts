/**
 * The business's rule across files, checked on the files as read (each may have failed its
 * own schema): the office is in the city of the service areas.
 */
import { CONTENT_DIR } from "#app/content/files.ts";
import type { Files } from "#app/content/read.ts";

export function businessProblems(files: Files): string[] {
  const problems: string[] = [];
  const city = (files["business.json"] as { address?: { city?: unknown } } | undefined)?.address?.city;
  const areas = files["places.json"] as { city?: { en?: unknown; slug?: unknown }; places?: { slug?: unknown }[] } | undefined;
  if (city !== undefined && areas?.city && areas.city.en !== city) {
    problems.push(
      `${CONTENT_DIR}/business.json → address.city: must be your city in ${CONTENT_DIR}/places.json, in English (${JSON.stringify(areas.city.en)}) (value: ${JSON.stringify(city)})`,
    );
  }
  return problems;
}
