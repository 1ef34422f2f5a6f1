/**
 * A tour day's words against its clock (tour-clock.ts): a time the words state (“the aarti at
 * 7”, “સાંજે 7 વાગ્યે”, “शाम 7 बजे”) must be one of the day's places' own times (their hours
 * and aartis, data/hours.json), and a place the words put in a part of the day (“Sasan Gir in
 * the afternoon”, “બપોરે દ્વારકા”, “दोपहर में द्वारका”) must be reached or stayed at in it.
 * The build warns the owner of each contradiction (scripts/content-check.ts) and a test holds
 * the tours to none. Pure: the clock and the names come in as arguments.
 */
import type { Lang } from "#app/content/languages.ts";
import { type Row } from "#app/lib/clock.ts";
import { hhmm, minutesOf } from "#app/content/business/time.ts";

/** The parts of the day, from–to in minutes, as the words name them. */
const PARTS = { morning: [4 * 60, 12 * 60], afternoon: [12 * 60, 17 * 60], evening: [17 * 60, 22 * 60] } as const;
type Part = keyof typeof PARTS;

/**
 * How each language puts a place in a part of the day, the place's name in `{place}`: English
 * after it (“Dwarka in the afternoon”), Gujarati and Hindi before it (“બપોરે દ્વારકા”, “दोपहर
 * में द्वारका”), the name with a Gujarati ending or none. Only a part of the day right beside
 * the name counts: “before its temple closes at midday” puts no place in the afternoon.
 */
const PLACED: Record<Lang, { part: Part; pattern: (place: string) => RegExp }[]> = {
  en: (["morning", "afternoon", "evening"] as const).map((part) => ({
    part,
    pattern: (place: string) => new RegExp(`(?<![\\p{L}])${place} in the ${part}`, "u"),
  })),
  gu: (
    [
      ["morning", "સવારે"],
      ["afternoon", "બપોરે"],
      ["evening", "સાંજે"],
    ] as const
  ).map(([part, word]) => ({
    part,
    pattern: (place: string) => new RegExp(`(?<![\\p{L}\\p{M}])${word} ${place}(?:માં|નું|ની|નો|ના|થી)?(?![\\p{L}\\p{M}])`, "u"),
  })),
  hi: (
    [
      ["morning", "सुबह"],
      ["afternoon", "दोपहर में"],
      ["evening", "शाम को"],
    ] as const
  ).map(([part, word]) => ({
    part,
    pattern: (place: string) => new RegExp(`(?<![\\p{L}\\p{M}])${word} ${place}(?![\\p{L}\\p{M}])`, "u"),
  })),
};

/** A time the words state, as each language states it. */
const STATED: Record<Lang, RegExp> = {
  en: /\bat (\d{1,2})(?::(\d{2}))?(?!\d)/g,
  gu: /(\d{1,2})(?::(\d{2}))? વાગ્ય[ેા]/g,
  hi: /(\d{1,2})(?::(\d{2}))? बजे/g,
};

export interface DayFacts {
  rows: Row[];
  /** Each of the day's places by its web address name: its name in the language. */
  nameOf: (slug: string) => string;
  /** Each of the day's places: the times of its sites (opening, closing, aartis), "HH:MM". */
  timesOf: (slug: string) => string[];
}

/** Each contradiction between a tour day's words in `lang` and its clock, in plain words; none when they agree. */
export function dayContradictions(text: string, lang: Lang, { rows, nameOf, timesOf }: DayFacts): string[] {
  const found: string[] = [];
  const times = rows.flatMap((r) => timesOf(r.slug));
  const onTheClock = (hour: number, minute: number) =>
    times.some((t) => {
      const at = minutesOf(t);
      return at % 60 === minute && Math.floor(at / 60) % 12 === hour % 12;
    });
  for (const [said, hour, minute = "0"] of text.matchAll(STATED[lang]))
    if (!onTheClock(Number(hour), Number(minute)))
      found.push(`say “${said.trim()}”, no time of the day's places (${[...new Set(times)].sort().join(", ") || "none"})`);
  // A place the day passes twice (the loop that starts and ends at Dwarka) is in a part of the
  // day if any of its visits is.
  for (const slug of new Set(rows.map((r) => r.slug))) {
    const visits = rows.filter((r) => r.slug === slug).map((r) => [r.arrive ?? r.leave ?? 0, r.leave ?? r.arrive ?? 0] as const);
    const place = nameOf(slug).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const { part, pattern } of PLACED[lang]) {
      const [start, end] = PARTS[part];
      if (pattern(place).test(text) && visits.every(([from, to]) => to < start || from >= end))
        found.push(
          `put ${nameOf(slug)} in the ${part}, where the car is there ${visits.map(([from, to]) => (to !== from ? `${hhmm(from)}–${hhmm(to)}` : hhmm(from))).join(" and ")}`,
        );
    }
  }
  return found;
}
