/**
 * Is the office open right now? Hours are kept on the business's clock, so the answer is
 * computed at its offset from UTC (content/business/time.ts) whatever the visitor's own zone.
 *
 * Opening later than closing (18:00 to 02:00) is open past midnight, until the closing time
 * of the next day; 00:00 to 00:00 is open 24 hours. The content check refuses any other
 * opening at the closing time (business/schema.ts).
 */
import { isAllDay } from "#app/content/business/all-day.ts";
import { minutesInZone, minutesOf } from "#app/content/business/time.ts";

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

export { isAllDay };

export function openState(date: Date, hours: Hours): OpenState {
  const minutes = minutesInZone(date, hours.utcOffset);
  const [opens, closes] = [minutesOf(hours.opens), minutesOf(hours.closes)];
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
