/**
 * The content check as the build runs it (the Vite plugin below), and its warnings.
 */
import type { Plugin } from "vite";
import { CONTENT_DIR } from "#app/content/files.ts";
import { findSamples } from "#app/content/business/samples.ts";
import { seasonWarnings } from "#app/content/hours/seasons.ts";
import { type Content, loadContent } from "#app/content/check.ts";
import { findSeatsAboveMaker } from "#app/content/fleet/makers.ts";
import { findRateGaps, findRateSamples } from "#app/content/fleet/samples.ts";
import { ContentError } from "#app/content/problems.ts";
import { findTermsSamples } from "#app/content/terms/samples.ts";
import { type CheckedTour, fixedFareWarnings, tourWarnings } from "#app/lib/fare-checks.ts";
import { dayTotals, tourStops } from "#app/content/tours/roads.ts";
import { tourClockWarnings, tourDayClock } from "#app/kinds/tours/tour-clock.ts";
import { dayContradictions } from "#app/kinds/tours/tour-words.ts";
import { dayMonthYear, endedNotices } from "#app/lib/notices.ts";
import { businessToday } from "#app/content/business/business.ts";
import { excerpt } from "#app/content/schema-kit.ts";
import { findTestimonialSamples } from "#app/content/words/samples.ts";
import { findRoadSpeedWarnings, findSpeedWarnings } from "#app/content/places/speeds.ts";
import { glossarySlips } from "#app/content/words/glossary.ts";
import { LANGS, languages, PREFIXED_LANGS } from "#app/content/languages.ts";
import { analyticsSetting, SAMPLE_SITE_URL, siteUrl } from "#common/site-config.ts";
import { dataFiles, textsIn } from "./style-guide.ts";

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

/** Each tour's km, days and stops, as the tours' price warnings read them. */
const checkedTours = ({ places, roads, tours }: Content): CheckedTour[] =>
  tours.tours.map((t) => ({
    slug: t.slug,
    km: t.days.reduce((sum, _, i) => sum + dayTotals(places, roads, t.days, i).km, 0),
    days: t.days.length,
    stops: t.days.flatMap((d) => [...(d.via ?? []), d.night]).filter((s) => s !== places.city.slug),
  }));

/** The build's warnings about the content: sample values left in place, and values that look wrong but may be right. */
export function contentWarnings(content: Content, now = new Date()): string[] {
  const { business, rates, fleet, places, terms, words } = content;
  const carName = (id: number) => fleet.cars.find((c) => c.id === id)?.name ?? "";
  const stopNames = new Map(tourStops(places, content.roads).map((s) => [s.slug, s.en]));
  return [
    ...findSamples(business).map((s) => `sample content: ${s} — replace it in ${CONTENT_DIR}/business.json`),
    ...[...findRateSamples(rates), ...findRateGaps(rates, fleet)].map(
      (s) => `sample content: ${s} — in the editor, Cars → Rate card (${CONTENT_DIR}/rates.json)`,
    ),
    ...(rates.show ? fixedFareWarnings(rates, rates.cars, places.places, carName) : []).map(
      (w) => `${w} — in the editor, Cars → Rate card → Fixed fares (${CONTENT_DIR}/rates.json)`,
    ),
    ...(rates.show ? tourWarnings(rates, rates.cars, checkedTours(content), carName) : []).map(
      (w) => `${w} — in the editor, Cars → Rate card → Tour package prices (${CONTENT_DIR}/rates.json)`,
    ),
    ...findSeatsAboveMaker(fleet.cars).map((s) => `seats: ${s} — in the editor, Cars → Cars (${CONTENT_DIR}/fleet.json)`),
    ...findSpeedWarnings(places.places).map((w) => `${w} — in the editor, Business details → Service areas (${CONTENT_DIR}/places.json)`),
    ...findRoadSpeedWarnings(content.roads.roads).map(
      (w) => `${w} — in the editor, Tours → Roads between places (${CONTENT_DIR}/roads.json)`,
    ),
    ...tourClockWarnings(places, content.roads, content.hours.sites, content.tours.tours, (slug) => stopNames.get(slug) ?? slug).map(
      (w) => `${w} — in the editor, Tours → Tours (${CONTENT_DIR}/tours.json), or Tours → Opening hours (${CONTENT_DIR}/hours.json)`,
    ),
    ...findTermsSamples(terms).map((s) => `sample content: ${s} — in the editor, Business details → Terms (${CONTENT_DIR}/terms.json)`),
    ...findTestimonialSamples(words.en.home).map(
      (s) => `sample content: ${s} — in the editor, Each page's words → Home page → What customers say (${CONTENT_DIR}/pages/home.json)`,
    ),
    ...endedNotices(content.notices.notices, businessToday(now)).map(
      (n) =>
        `notice “${excerpt(n.text.en, 40)}” ended on ${dayMonthYear(n.to)}; the pages no longer show it: take it out, or give it new days — in the editor, Notices → Notices (${CONTENT_DIR}/notices.json)`,
    ),
    ...staleChecks(content, now),
    ...seasonWarnings(content.hours, businessToday(now)),
    ...tourWordsWarnings(content),
    ...glossaryWarnings(),
    ...(siteUrl === SAMPLE_SITE_URL
      ? [`SITE_URL is not set: addresses in this build name the sample ${SAMPLE_SITE_URL} — fine on this computer, never on a host`]
      : []),
    ...(analyticsSetting.warning ? [analyticsSetting.warning] : []),
  ];
}

/** How old a fact's check may be: the temples change their hours, the plazas their fees every April. */
export const CHECK_MAX_DAYS = 365;

/**
 * Each fact with a date of its check (a place's hours, a plaza's fee) checked more than
 * `CHECK_MAX_DAYS` ago: the owner checks it again at its source and sets the new date.
 */
export function staleChecks({ hours, roads }: Content, now = new Date()): string[] {
  const today = businessToday(now);
  const daysSince = (date: string) => (Date.parse(today) - Date.parse(date.length === 7 ? `${date}-01` : date)) / 86_400_000;
  return [
    ...hours.sites
      .filter((s) => daysSince(s.checked) > CHECK_MAX_DAYS)
      .map(
        (s) =>
          `the hours of ${s.en} were checked on ${dayMonthYear(s.checked)}, more than a year ago: check them again at their source and set the new date — in the editor, Tours → Opening hours (${CONTENT_DIR}/hours.json)`,
      ),
    ...(roads.plazas ?? [])
      .filter((p) => daysSince(p.checked) > CHECK_MAX_DAYS)
      .map(
        (p) =>
          `the toll at ${p.en} was checked in ${p.checked}, more than a year ago (the plazas change their fees every April): check it again and set the new month — in the editor, Tours → Roads between places → Toll plazas (${CONTENT_DIR}/roads.json)`,
      ),
  ];
}

/**
 * A tour day whose words say a time or a part of the day that its own timetable contradicts
 * (app/kinds/tours/tour-words.ts), in each language.
 */
export function tourWordsWarnings({ places, roads, hours, tours, words }: Content): string[] {
  const stops = tourStops(places, roads);
  const nameOf = (lang: (typeof LANGS)[number]) => (slug: string) => stops.find((s) => s.slug === slug)?.[lang] ?? slug;
  const timesOf = (slug: string) =>
    hours.sites
      .filter((s) => s.at === slug)
      .flatMap((s) => [...s.open.flatMap((o) => [o.from, o.to]), ...(s.times ?? []).map((t) => t.at)]);
  return LANGS.flatMap((lang) =>
    tours.tours.flatMap((tour) => {
      const said = words[lang].toursWords.tours.find((t) => t.slug === tour.slug);
      return tour.days.flatMap((_, i) =>
        dayContradictions(said?.days[i]?.seen ?? "", lang, {
          rows: tourDayClock(places, roads, hours.sites, tour.days, i).rows,
          nameOf: nameOf(lang),
          timesOf,
        }).map(
          (c) =>
            `the tour "${tour.slug}", day ${i + 1}, in ${languages[lang].englishName}: its words ${c} — change the day's words (Each page's words → Tours, ${CONTENT_DIR}/pages/tours${lang === "en" ? "" : `.${lang}`}.json), or its start time (Tours → Tours) or the place's hours (Tours → Opening hours)`,
        ),
      );
    }),
  );
}

/**
 * A Gujarati or Hindi word the site writes otherwise (app/content/words/glossary.json): the
 * files as they are on disk, every text of the language, named by file and keys.
 */
export function glossaryWarnings(files = dataFiles(CONTENT_DIR)): string[] {
  return PREFIXED_LANGS.flatMap((lang) =>
    glossarySlips(
      lang,
      textsIn(lang, files).map((t) => ({ where: `${CONTENT_DIR}/${t.file} → ${t.at}`, text: t.text })),
    ).map(
      (s) =>
        `${languages[lang].englishName} words: “${s.word}” in ${s.where} — the site writes ${s.instead}; change it in the editor where you wrote it (“${excerpt(s.text, 40)}”)`,
    ),
  );
}

/**
 * Once per process: React Router loads the Vite config again for each of its builds, and the
 * config is bundled afresh each time, so only the process remembers that the content passed.
 */
const CHECKED = Symbol.for("navkar:content-checked");

/**
 * Vite plugin: the first thing a build or the dev server does is to read and check every
 * content data file, before React Router reads its own config (which lists the pages from the
 * data) and before anything is written; so a bad value, or a file that is not valid JSON, stops
 * it with the owner's message, once, and the last good build stays as it was. Then the
 * warnings, once per build. Runs in Node, and this file's imports reach no data file, so the
 * schema stays out of the bundle and nothing reads the data before the check.
 */
export function contentCheck(): Plugin {
  return {
    name: "navkar:content-check",
    // Before React Router's own config hook, which loads react-router.config.ts.
    enforce: "pre",
    config() {
      const state = globalThis as { [CHECKED]?: true };
      if (state[CHECKED]) return;
      let content: Content;
      try {
        content = checkedContent();
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        // Vite would print it a second time, as a code-style object: the message alone, and stop.
        console.error(`\x1b[31m${e.message}\x1b[0m`);
        process.exit(1);
      }
      // A wrong ANALYTICS_* variable stops the build with its one line, as a content problem does.
      if (analyticsSetting.problem) {
        console.error(`\x1b[31m${analyticsSetting.problem}\x1b[0m`);
        process.exit(1);
      }
      state[CHECKED] = true;
      // Yellow, so that they stand out in the build log.
      for (const warning of contentWarnings(content)) console.warn(`\x1b[33m⚠ ${warning}\x1b[0m`);
    },
    buildStart() {
      // The dev server watches the files, so an edit reloads what reads them.
      this.addWatchFile?.(CONTENT_DIR);
    },
  };
}
