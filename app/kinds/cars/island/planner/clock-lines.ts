import type { SharedWords } from "#app/content/words/shape.ts";
import type { Lang } from "#app/content/languages.ts";
import { dayOf, saidOpen } from "#app/lib/clock.ts";
import { hhmm } from "#app/content/business/time.ts";
import { rupees } from "#app/lib/money.ts";
import type { TripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";

/**
 * The trip's clock (kinds/cars/island/trip/trip-clock.ts) in the page's words: each row's time and what happens,
 * a temple's announced hours for the day (a season's), the warnings of a closing or a closed day, when to leave for an aarti, the night allowance
 * and a day too long to drive. Apart because the clock panel shows them and the WhatsApp
 * message carries the same lines, so the owner reads what the visitor saw.
 */
export function clockLines(
  c: TripClock,
  clock: SharedWords["clock"],
  lang: Lang,
  card: { nightAllowance?: number; dayDriveHours: number } | null,
) {
  const at = (m: number) => (dayOf(m) > 0 ? clock.nextDay(clock.time(hhmm(m))) : clock.time(hhmm(m)));
  const name = (p: { en: string; gu: string; hi: string }) => p[lang];
  const rows = c.rows.flatMap((r, i) => [
    ...(r.arrive !== undefined ? [{ time: at(r.arrive), text: clock.reaches(name(r.place)), row: i }] : []),
    ...(i === 0 && r.leave !== undefined ? [{ time: at(r.leave), text: clock.leaves(name(r.place)), row: i }] : []),
  ]);
  // A day the temple announced its season's hours comes first: the times and warnings below follow them.
  const seasonDays = c.seasonDays.map(({ site, date }) =>
    clock.seasonDayTrip(date, site[lang], site.season![lang], saidOpen(site.open, clock.window)),
  );
  const findings = c.findings.map(({ place, at: arrive, finding: f }) => {
    const site = f.site[lang];
    switch (f.kind) {
      case "closed-weekday":
        return clock.closedWeekday(site, f.weekday);
      case "closed-season":
        return clock.closedSeason(site, f.from, f.to);
      case "opens-later":
        return clock.opensLater(name(place), hhmm(arrive), site, f.opens);
      case "break":
        return clock.breakAt(name(place), hhmm(arrive), site, f.closes, f.opens);
      case "closed-for-the-day":
        return clock.closedForDay(name(place), hhmm(arrive), site, f.closes, f.opens);
      case "short-stay":
        return clock.shortStay(site, f.visit, f.stay, name(place));
    }
  });
  const warnings = [...seasonDays, ...findings];
  // The night before is no start to suggest for an aarti: only a start on the trip's day.
  // A temple that asks for more time before an aarti (park, cloakroom, queue) says why the start is so early.
  const leaveFor = c.leaveFor
    .filter((l) => l.start >= 0)
    .map((l) =>
      [
        clock.leaveFor(l.site[lang], l.name[lang], l.name.at, hhmm(l.start)),
        l.site.arriveBefore ? clock.arriveEarly(l.site.arriveBefore) : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
  return {
    rows,
    warnings,
    leaveFor,
    night: c.nights > 0 && card?.nightAllowance ? clock.night(c.nights, rupees(card.nightAllowance)) : undefined,
    longDay: c.longDay !== undefined && card ? clock.longDay(c.longDay, card.dayDriveHours) : undefined,
    returnOn: c.returnOn ? clock.returnLater(c.returnOn) : undefined,
  };
}
