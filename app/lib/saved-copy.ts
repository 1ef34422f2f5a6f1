/**
 * A page answered from a copy saved on the phone (offline, or the line slower than the
 * service worker waits) says so, with the day it was saved, and that fares may have changed
 * since. The note's words, with `{date}` left in, are in an attribute of the offline page of
 * each language only, which the service worker saves on the first visit; the worker
 * (service-worker/sw.ts) takes them from there, fills in the date, and writes the note at the
 * top of the page's main part, in the page it answers with. No page carries the note as
 * built: their first bytes stay within one round trip. Its classes are here, where the
 * stylesheet's build finds them (a page that lacks the note lacks its rules among its own). Apart, and pure, so that both
 * sides share the note's id and its rule, and the rule is unit tested.
 */
import { todayOn } from "#app/content/business/time.ts";

export const SAVED_COPY_ID = "saved-copy";
/** On the note: its words, `{date}` where the day goes. */
export const SAVED_COPY_WORDS_ATTRIBUTE = "data-words";
/** Beside them: the business's clock ("+05:30"), on which the day a copy was saved is told. */
export const SAVED_COPY_ZONE_ATTRIBUTE = "data-utc-offset";
export const SAVED_COPY_DATE = "{date}";

/** Where the note goes: at the top of the page's main part. */
const MAIN = /<main id="main"[^>]*>/;
const NOTE_CLASSES = "mx-auto mt-4 max-w-6xl rounded-xl border border-accent/40 bg-surface px-4 py-3 font-medium";
const WORDS = new RegExp(` ${SAVED_COPY_WORDS_ATTRIBUTE}="([^"]*)"`);
const ZONE = new RegExp(` ${SAVED_COPY_ZONE_ATTRIBUTE}="([+-]\\d\\d:\\d\\d)"`);

/** The note's words as the offline page holds them (still escaped for HTML), or undefined. */
export const savedCopyWords = (offlinePage: string) => WORDS.exec(offlinePage)?.[1];

/** The business's clock as the offline page holds it ("+05:30"), or undefined. */
export const savedCopyZone = (offlinePage: string) => ZONE.exec(offlinePage)?.[1];

/**
 * The day a copy was saved, on the business's clock (`utcOffset`), as the site writes dates
 * (day/month/year: the style guide), from its HTTP `Date`; undefined when it has none, or
 * when the clock is not known (an old deploy's offline page).
 */
export function savedDay(dateHeader: string | null, utcOffset: string | undefined): string | undefined {
  const time = dateHeader ? Date.parse(dateHeader) : NaN;
  return Number.isNaN(time) || !utcOffset ? undefined : todayOn(new Date(time), utcOffset).split("-").reverse().join("/");
}

/**
 * `html` with its note written at the top of its main part, `words` filled in with `day`.
 * The words are written as the attribute held them, still escaped, which is as HTML text
 * needs them. A page without a main part, or without a day or words, is returned as it is.
 */
export function showSavedCopyNote(html: string, day: string | undefined, words: string | undefined): string {
  if (!day || !words) return html;
  const note = `<div class="px-4 sm:px-6"><p id="${SAVED_COPY_ID}" class="${NOTE_CLASSES}">${words.replace(SAVED_COPY_DATE, day)}</p></div>`;
  return html.replace(MAIN, (main) => main + note);
}
