/**
 * The owner's notices that a place's or a tour's page carries, in its language: those that
 * concern it and have not ended on the day of the build. The page's script hides each one
 * once its last day is over (browser/notices.ts), so a page built long ago never shows an ended one.
 * Apart from notices.ts, whose rules the page's script reads without the words. With the
 * owner's notices go the temples' seasons of other hours, said as notices.
 */
import type { Lang } from "#app/content/languages.ts";
import { sites } from "#app/content/hours/hours.ts";
import { notices as ownerNotices } from "#app/content/notices/notices.ts";
import { homeCity } from "#app/content/places/places.ts";
import { tours } from "#app/content/tours/tours.ts";
import { siteWords } from "#app/content/words/words.ts";
import { type Concerns, type NoticeBox, noticeBoxes, noticesFor } from "./notices.ts";
import { seasonNotices } from "./season-notices.ts";
import { businessToday } from "#app/content/business/business.ts";

/**
 * The owner's notices and the temples' seasons of other hours (lib/season-notices.ts), by
 * their first day (the owner's first on the same day): what the pages and the planner show.
 */
export const notices = [
  ...ownerNotices,
  ...seasonNotices(sites, { en: siteWords("en").clock, gu: siteWords("gu").clock, hi: siteWords("hi").clock }),
].sort((a, b) => a.from.localeCompare(b.from));

/** Later than any notice's last day: a page shows every notice from today on, however far ahead. */
const LAST_DAY = "9999-12-31";

function boxes(lang: Lang, about: Concerns, now: Date, all = notices): NoticeBox[] {
  return noticeBoxes(lang, noticesFor(all, about, businessToday(now), LAST_DAY), siteWords(lang).notices);
}

/** A place's page: the notices that name the place. */
export const placeNotices = (lang: Lang, slug: string, now = new Date(), all = notices) => boxes(lang, { places: [slug] }, now, all);

/**
 * A tour's page: the notices that name the tour, or a place or stop where one of its days
 * goes. Your city is left out: every tour starts and ends there, and a notice about rides in
 * the city is for the city's page.
 */
export function tourNotices(lang: Lang, slug: string, now = new Date(), all = notices): NoticeBox[] {
  const tour = tours.find((t) => t.slug === slug);
  const places = (tour?.days ?? []).flatMap((d) => [...(d.via ?? []), d.night]).filter((s) => s !== homeCity.slug);
  return boxes(lang, { places, tours: [slug] }, now, all);
}
