/**
 * Vite plugin: reads and checks every content data file when a build or the dev server
 * starts, before anything is written, so a bad value stops the build with one message and
 * the last good build stays as it was. Also warns about sample values still in place.
 * Runs in Node, so the schema stays out of the bundle.
 */
import type { Plugin } from "vite";
import { CONTENT_DIR } from "#app/content/files.ts";
import { findSamples } from "#app/content/business/samples.ts";
import { loadContent } from "#app/content/check.ts";
import { findSeatsAboveMaker } from "#app/content/fleet/makers.ts";
import { findRateGaps, findRateSamples } from "#app/content/fleet/samples.ts";
import { ContentError } from "#app/content/problems.ts";
import { findTermsSamples } from "#app/content/terms/samples.ts";
import { fixedFareWarnings } from "#app/lib/fare-checks.ts";
import { findTestimonialSamples } from "#app/content/words/samples.ts";
import { analyticsSetting, SAMPLE_SITE_URL, siteUrl } from "#common/site-config.ts";

/** GitHub's workflow command for an error annotation, one per problem (its text escaped as GitHub asks). */
export function githubAnnotations(problems: string[]): string[] {
  const escape = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return problems.map((p) => `::error title=The site was not built because of the content::${escape(p)}`);
}

/**
 * The content, checked; a problem throws the one plain message (no stack trace) and, on
 * GitHub Actions, prints each problem as an annotation: the failed run's page shows it at the
 * top, where the link in GitHub's e-mail leads, without opening the log.
 */
export function checkedContent() {
  try {
    return loadContent();
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    e.stack = `\n${e.message}\n`;
    if (process.env.GITHUB_ACTIONS === "true") for (const line of githubAnnotations(e.problems)) console.log(line);
    throw e;
  }
}

export function contentCheck(): Plugin {
  let warned = false;
  return {
    name: "navkar:content-check",
    buildStart() {
      const content = checkedContent();
      // A wrong ANALYTICS_* variable stops the build with its one line, as a content problem does.
      if (analyticsSetting.problem) {
        const error = new Error(analyticsSetting.problem);
        error.stack = `\n${analyticsSetting.problem}\n`;
        throw error;
      }
      // The dev server watches the files, so an edit is checked again.
      this.addWatchFile?.(CONTENT_DIR);
      if (warned) return;
      warned = true;
      for (const sample of findSamples(content.business)) {
        // Yellow, so that it stands out in the build log.
        console.warn(`\x1b[33m⚠ sample content: ${sample} — replace it in ${CONTENT_DIR}/business.json\x1b[0m`);
      }
      for (const sample of [...findRateSamples(content.rates), ...findRateGaps(content.rates, content.fleet)]) {
        console.warn(`\x1b[33m⚠ sample content: ${sample} — in the editor, Cars → Rate card (${CONTENT_DIR}/rates.json)\x1b[0m`);
      }
      const { rates, fleet, places } = content;
      const carName = (id: number) => fleet.cars.find((c) => c.id === id)?.name ?? "";
      for (const warning of rates.show ? fixedFareWarnings(rates, rates.cars, places.places, carName) : []) {
        console.warn(`\x1b[33m⚠ ${warning} — in the editor, Cars → Rate card → Fixed fares (${CONTENT_DIR}/rates.json)\x1b[0m`);
      }
      for (const seats of findSeatsAboveMaker(content.fleet.cars)) {
        console.warn(`\x1b[33m⚠ seats: ${seats} — in the editor, Cars → Cars (${CONTENT_DIR}/fleet.json)\x1b[0m`);
      }
      for (const sample of findTermsSamples(content.terms)) {
        console.warn(`\x1b[33m⚠ sample content: ${sample} — in the editor, Business details → Terms (${CONTENT_DIR}/terms.json)\x1b[0m`);
      }
      for (const sample of findTestimonialSamples(content.words.en.home)) {
        console.warn(
          `\x1b[33m⚠ sample content: ${sample} — in the editor, Each page's words → Home page → What customers say (${CONTENT_DIR}/pages/home.json)\x1b[0m`,
        );
      }
      if (siteUrl === SAMPLE_SITE_URL) {
        console.warn(
          `\x1b[33m⚠ SITE_URL is not set: addresses in this build name the sample ${SAMPLE_SITE_URL} — fine on this computer, never on a host\x1b[0m`,
        );
      }
      if (analyticsSetting.warning) console.warn(`\x1b[33m⚠ ${analyticsSetting.warning}\x1b[0m`);
    },
  };
}
