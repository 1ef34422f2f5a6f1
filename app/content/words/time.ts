/**
 * A time as a language writes it, from the shared words' time format (`hours.time` in
 * data/words*.json).
 */
import { minutesOf } from "#app/content/business/time.ts";

/** How a language writes a time (data/words*.json): a format and the parts of the day. */
export interface TimeFormat {
  /** "{hour}:{minute} {period}": hour 1–12, minute two digits. */
  format: string;
  /** From which time each word applies ("00:00" AM, "12:00" PM), in order. */
  periods: { from: string; word: string }[];
}

/** "06:00" → "6:00 AM", "23:00" → "11:00 PM" in English; "સવારે 6:00" in Gujarati. */
export function formatTime(hhmm: string, t: TimeFormat): string {
  const at = minutesOf(hhmm);
  const [h, m] = [Math.floor(at / 60), at % 60];
  const period = t.periods.findLast((p) => p.from <= hhmm)?.word ?? "";
  return t.format
    .replace("{hour}", String(h % 12 || 12))
    .replace("{minute}", String(m).padStart(2, "0"))
    .replace("{period}", period);
}

/**
 * A time as a sentence says it: "1 PM", "બપોરે 1", "दोपहर 1" for a whole hour, "12:15 PM" else;
 * the sentence's template adds "વાગ્યે" or "बजे" after it (data/words*.json, clock).
 */
export function spokenTime(hhmm: string, t: TimeFormat): string {
  const whole = hhmm.endsWith(":00");
  return formatTime(hhmm, whole ? { ...t, format: t.format.replace("{hour}:{minute}", "{hour}") } : t);
}
