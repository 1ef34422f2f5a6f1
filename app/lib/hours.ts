/**
 * Is the office open right now? Hours are kept in India Standard Time, so the answer is
 * computed at UTC+05:30 whatever the visitor's own time zone. A fixed offset, not an
 * Intl time-zone lookup: loading time-zone data cost a throttled phone about 100 ms of
 * main thread during hydration, and IST has no daylight saving.
 */

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

export function openState(date: Date, hours: Hours): OpenState {
  const minutes = minutesInZone(date, hours.utcOffset);
  return { open: minutes >= toMinutes(hours.opens) && minutes < toMinutes(hours.closes), minutes };
}

/** The words of the label, in the page's language (content/data/words*.json). */
export interface OpenWords {
  time: (hhmm: string) => string;
  open: (until: string) => string;
  closed: (opens: string) => string;
}

/** The sentence shown beside the hours, e.g. "Open now · until 11:00 PM". */
export function openLabel(date: Date, hours: Hours, words: OpenWords): string {
  return openState(date, hours).open ? words.open(words.time(hours.closes)) : words.closed(words.time(hours.opens));
}
