/**
 * Is the office open right now? Hours are kept in India Standard Time, so the answer is
 * computed in Asia/Kolkata whatever the visitor's own time zone.
 */

export interface Hours {
  timeZone: string;
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

/** Minutes since local midnight of `date` in `timeZone`. */
export function minutesInZone(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return get("hour") * 60 + get("minute");
}

export function openState(date: Date, hours: Hours): OpenState {
  const minutes = minutesInZone(date, hours.timeZone);
  return { open: minutes >= toMinutes(hours.opens) && minutes < toMinutes(hours.closes), minutes };
}

/** "06:00" → "6:00 AM", "23:00" → "11:00 PM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** The sentence shown beside the hours, e.g. "Open now · until 11:00 PM". */
export function openLabel(date: Date, hours: Hours): string {
  return openState(date, hours).open
    ? `Open now · until ${formatTime(hours.closes)}`
    : `Closed now · opens ${formatTime(hours.opens)} · emergency line 24/7`;
}
