/**
 * The owner's notices (content/notices/), by their dates: which concern a page or a trip, which
 * have ended, and how a page writes them. Pure functions: the pages use them at build time,
 * the content check for its warnings, and the planner may use `noticesFor` for a trip's dates.
 * A notice's days are dates in India ("YYYY-MM-DD", which compare correctly as text); the
 * last day counts in full.
 */
import type { Lang } from "#app/content/languages.ts";
import type { Notice } from "#app/content/notices/schema.ts";
import type { SharedWords } from "#app/content/words/shape.ts";

/** What a notice may concern: places and stops by their web address names, tours by theirs. */
export interface Concerns {
  places?: readonly string[];
  tours?: readonly string[];
}

/** Whether a notice names one of these places or tours. */
export function concerns(notice: Notice, { places = [], tours = [] }: Concerns): boolean {
  return (notice.places ?? []).some((p) => places.includes(p)) || (notice.tours ?? []).some((t) => tours.includes(t));
}

/**
 * The notices that concern these places or tours and whose days meet `fromDate`–`toDate`
 * (both counted, "YYYY-MM-DD"), in the owner's order: for a trip, its first and last day;
 * for a page, today and the farthest day it may be read (an ended notice is left out).
 */
export function noticesFor<N extends Notice>(notices: readonly N[], about: Concerns, fromDate: string, toDate = fromDate): N[] {
  return notices.filter((n) => concerns(n, about) && n.from <= toDate && n.to >= fromDate);
}

/** A notice has ended once its last day is over: on the day after `to`. */
export const hasEnded = (notice: Pick<Notice, "to">, today: string) => notice.to < today;

/** The notices whose last day is before `today`: the build warns the owner of each. */
export const endedNotices = <N extends Notice>(notices: readonly N[], today: string) => notices.filter((n) => hasEnded(n, today));

/** "2027-08-24" → "24/08/2027": the site writes dates day first, with slashes (docs/style-guide.md). */
export const dayMonthYear = (iso: string) => iso.split("-").reverse().join("/");

/** A notice as a page shows it, in its language. */
export interface NoticeBox {
  text: string;
  /** "From 24/08/2027 to 26/08/2027", or "On 24/08/2027" for a notice of one day. */
  dates: string;
  /** Its last day, "YYYY-MM-DD": the page's script hides it from the next day (browser/notices.ts). */
  ends: string;
}

/**
 * The notices as a page in `lang` shows them, with that language's words (`siteWords(lang)
 * .notices`, passed in: the page's script reads this file and must not carry the words).
 */
export function noticeBoxes(lang: Lang, notices: readonly Notice[], words: SharedWords["notices"]): NoticeBox[] {
  return notices.map((n) => ({
    text: n.text[lang],
    dates: n.from === n.to ? words.day(dayMonthYear(n.from)) : words.dates(dayMonthYear(n.from), dayMonthYear(n.to)),
    ends: n.to,
  }));
}
