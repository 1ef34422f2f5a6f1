/**
 * Is the office open right now? Hours are kept in India Standard Time, so the answer is
 * computed at UTC+05:30 whatever the visitor's own time zone. A fixed offset, not an
 * Intl time-zone lookup: loading time-zone data cost a throttled phone about 100 ms of
 * main thread during hydration, and IST has no daylight saving.
 *
 * Opening later than closing (18:00 to 02:00) is open past midnight, until the closing time
 * of the next day; 00:00 to 00:00 is open 24 hours. The content check refuses any other
 * opening at the closing time (business/schema.ts).
 */
import { isAllDay } from "#app/content/business/all-day.ts";

export interface Hours {
  /** "+05:30": the offset from UTC of the business's clock. */
  utcOffset: string;
  /** "HH:MM", 24-hour. */
  opens: string;
  closes: string;
}

export interface OpenState {
  open: boolean;
  /** Minutes since midnight in the business's time zone. */
  minutes: number;
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

const DAY = 24 * 60;

/** Minutes since local midnight of `date` on a clock at `utcOffset` ("+05:30"). */
export function minutesInZone(date: Date, utcOffset: string): number {
  const sign = utcOffset.startsWith("-") ? -1 : 1;
  const offset = sign * toMinutes(utcOffset.slice(1));
  const utc = date.getUTCHours() * 60 + date.getUTCMinutes();
  return (((utc + offset) % DAY) + DAY) % DAY;
}

export { isAllDay };

export function openState(date: Date, hours: Hours): OpenState {
  const minutes = minutesInZone(date, hours.utcOffset);
  const [opens, closes] = [toMinutes(hours.opens), toMinutes(hours.closes)];
  // Past midnight (and round the clock, opens == closes): open from the opening till the
  // day's end, and from midnight till the closing.
  const open = opens < closes ? minutes >= opens && minutes < closes : minutes >= opens || minutes < closes;
  return { open, minutes };
}

/** The words of the label, in the page's language (content/data/words*.json). */
export interface OpenWords {
  time: (hhmm: string) => string;
  open: (until: string) => string;
  closed: (opens: string) => string;
  /** "Open now · 24 hours": the label of an office open round the clock. */
  openAllDay: string;
}

/**
 * The two sentences the label may show: the prerendered page carries both
 * (components/open-now.tsx), and the page's script picks by `openState`.
 */
export function openSentences(hours: Hours, words: OpenWords): { open: string; closed: string } {
  const open = isAllDay(hours) ? words.openAllDay : words.open(words.time(hours.closes));
  return { open, closed: words.closed(words.time(hours.opens)) };
}

/** The sentence shown beside the hours at `date`, e.g. "Open now · until 11:00 PM". */
export function openLabel(date: Date, hours: Hours, words: OpenWords): string {
  const sentences = openSentences(hours, words);
  return openState(date, hours).open ? sentences.open : sentences.closed;
}
