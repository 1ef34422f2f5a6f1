import type { RateCard } from "#app/content/fleet/rates.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { STAYS, type TripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import { useWords } from "#app/components/words.tsx";
import { clockLines } from "./clock-lines.ts";

/**
 * The trip by the clock, under the estimate: when the car leaves and reaches each place, the
 * time at each stop (a choice the visitor may change: it times what follows), what is closed
 * as the car arrives, and when to leave for an aarti. Once the places are typed but no time, a
 * line that says what giving one shows; nothing for a tour (its page has its days), a place
 * the roads do not reach, or in the page as built (its first bytes stay as they were). The warnings are said by the estimate's live region (estimate-panel.tsx).
 */
export function ClockPanel({ clock, needsTime, rateCard }: { clock: TripClock | null; needsTime: boolean; rateCard: RateCard | null }) {
  const { lang, clock: words } = useWords();
  if (!clock)
    return needsTime ? (
      <p data-testid="clock-needs-time" className="text-sm text-muted sm:col-span-2">
        {words.needTime}
      </p>
    ) : null;
  const lines = clockLines(clock, words, lang, rateCard);
  return (
    <section data-testid="clock" aria-labelledby="clock-title" className="rounded-2xl border border-border bg-bg p-4 sm:col-span-2">
      <h3 id="clock-title" className="text-lg font-bold">
        {words.timetableTitle}
      </h3>
      <ol className="mt-2 space-y-2">
        {lines.rows.map((r) => {
          const row = clock.rows[r.row];
          const chosen = row.stayChosen && r.text === words.reaches(row.place[lang]);
          return (
            <li key={`${r.row}-${r.text}`} className="grid grid-cols-[7.5rem_1fr] items-center gap-x-2">
              <span className="font-semibold tabular-nums">{keepNumbers(r.time)}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                {r.text}
                {chosen && (
                  <label className="inline-flex items-center gap-2 text-sm text-muted">
                    <span className="sr-only">{words.stayAt(row.place[lang])}</span>
                    {/* Not React's: the form's change event times the trip again from it (trip-planner.tsx). */}
                    <select
                      key={row.slug}
                      name="stay"
                      defaultValue={row.stay}
                      className="min-h-11 rounded-lg border border-border bg-surface px-2 text-fg"
                    >
                      {[...new Set([...STAYS, row.stay])]
                        .sort((a, b) => a - b)
                        .map((m) => (
                          <option key={m} value={m}>
                            {words.duration(m)}
                          </option>
                        ))}
                    </select>
                  </label>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {lines.returnOn && <p className="mt-2">{lines.returnOn}</p>}
      {lines.leaveFor.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {lines.leaveFor.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
