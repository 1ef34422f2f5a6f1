/**
 * India's today, at the fixed IST offset (no Intl time-zone lookup, as in hours.ts): a visitor
 * in New York must not be allowed a trip date already past in Rajkot, and a notice ends at
 * midnight in India. Apart from trip.ts so that the site's small script (browser/notices.ts)
 * takes these few lines, not the planner's rules.
 */
const MINUTE = 60_000;

/** "+05:30" → 330: minutes east of UTC. */
export function offsetMinutes(utcOffset: string): number {
  const [h, m] = utcOffset.slice(1).split(":").map(Number);
  return (utcOffset.startsWith("-") ? -1 : 1) * (h * 60 + m);
}

/** "YYYY-MM-DD" of `now` on a clock at `utcOffset`, whatever the machine's own zone. */
export function todayInIndia(now: Date, utcOffset = "+05:30"): string {
  // Shift the instant, then read it with the UTC getters: the local getters would use the
  // visitor's zone.
  const shifted = new Date(now.getTime() + offsetMinutes(utcOffset) * MINUTE);
  return shifted.toISOString().slice(0, 10);
}
