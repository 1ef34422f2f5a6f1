/**
 * A page answered from a copy saved on the phone (offline, or the line slower than the
 * service worker waits) says so, with the day it was saved, and that fares may have changed
 * since. Every page carries the note empty, its words in an attribute with `{date}` left in
 * (components/saved-copy-note.tsx); the service worker (service-worker/sw.ts) fills in the
 * date and shows it, in the page it answers with. Apart, and pure, so that both sides share
 * the note's id and its rule, and the rule is unit tested.
 */
import { todayInIndia } from "./trip.ts";

export const SAVED_COPY_ID = "saved-copy";
/** On the note: its words, `{date}` where the day goes. */
export const SAVED_COPY_WORDS_ATTRIBUTE = "data-words";
export const SAVED_COPY_DATE = "{date}";

const NOTE = new RegExp(`<p id="${SAVED_COPY_ID}"([^>]*)></p>`);
const WORDS = new RegExp(` ${SAVED_COPY_WORDS_ATTRIBUTE}="([^"]*)"`);

/**
 * The day a copy was saved, in India, as the site writes dates (day/month/year: the style
 * guide), from its HTTP `Date`; undefined when it has none.
 */
export function savedDay(dateHeader: string | null): string | undefined {
  const time = dateHeader ? Date.parse(dateHeader) : NaN;
  return Number.isNaN(time) ? undefined : todayInIndia(new Date(time)).split("-").reverse().join("/");
}

/**
 * `html` with its note written (an empty note is not shown), the words filled in with `day`. The words are written as the
 * attribute holds them, still escaped, which is as HTML text needs them. A page without the
 * note, or without a day, is returned as it is.
 */
export function showSavedCopyNote(html: string, day: string | undefined): string {
  if (!day) return html;
  return html.replace(NOTE, (note, attributes: string) => {
    const words = WORDS.exec(attributes)?.[1];
    if (!words) return note;
    const rest = attributes.replace(WORDS, "");
    return `<p id="${SAVED_COPY_ID}"${rest}>${words.replace(SAVED_COPY_DATE, day)}</p>`;
  });
}
