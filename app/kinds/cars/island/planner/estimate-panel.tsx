import type { RateCard } from "#app/content/fleet/rates.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { FULL_STOP } from "#app/lib/sentences.ts";
import type { PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";
import { useWords } from "#app/components/words.tsx";
import { type Quote, basisWords, quoteWords, tollsWords } from "./use-planner-estimate.ts";
import type { TripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import type { Notice } from "#app/content/notices/schema.ts";
import { clockLines } from "./clock-lines.ts";

/**
 * The planner's live region: the estimate as the fields change, or the stop it has no road
 * for, and what the stop list said (`said`). Apart because screen readers hear all of it
 * from this one region, and it is empty in the page as built.
 */
export function EstimatePanel({
  copy,
  quote,
  said,
  clock,
  notices,
  rateCard,
}: {
  copy: PlannerWords;
  quote: Quote;
  said: string;
  clock: TripClock | null;
  notices: Notice[];
  rateCard: RateCard | null;
}) {
  const { lang, fares, clock: words, notices: noticeWords } = useWords();
  const lines = clock && clockLines(clock, words, lang, rateCard);
  // What the hour costs or asks: said with the figure, or alone where there is none.
  const extra = lines && [lines.night, lines.longDay].filter((l): l is string => !!l);
  return (
    <div aria-live="polite" data-testid="planner-live" className="empty:hidden sm:col-span-2">
      {said && <p className="sr-only">{said}</p>}
      {notices.length > 0 && (
        <ul data-testid="planner-notices" aria-label={noticeWords.label} className="mb-3 space-y-2">
          {notices.map((n) => (
            <li key={`${n.from}-${n.text.en}`} className="rounded-2xl border border-accent/40 bg-surface-2 p-3">
              {/* “Notice · …”, as a place's page heads it: a notice's own text often starts with its name and a colon. */}
              <span className="font-semibold">{noticeWords.label}</span> · {n.text[lang]}
            </li>
          ))}
        </ul>
      )}
      {lines && lines.warnings.length > 0 && (
        <ul data-testid="clock-warnings" className="mb-3 space-y-2">
          {lines.warnings.map((w) => (
            <li
              key={w}
              className="rounded-2xl border border-amber-600/50 bg-amber-50 p-3 font-medium text-amber-950 dark:border-amber-400/50 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {w}
            </li>
          ))}
        </ul>
      )}
      {quote && "noRoad" in quote && (
        <p data-testid="no-road" className="rounded-2xl border border-border bg-bg p-4 font-medium">
          {copy.noRoad(quote.noRoad)}
        </p>
      )}
      {quote && "amount" in quote && (
        <div data-testid="estimate" className="rounded-2xl border border-accent/40 bg-bg p-4">
          <p className="text-lg font-bold">
            {quoteWords(fares, quote).headline}{" "}
            <span className="text-base font-normal text-muted">
              {quote.basis ? basisWords(fares, quote.basis) : keepNumbers(fares.billed(quote.km))}
            </span>
          </p>
          {quote.route !== undefined && <p className="mt-1">{copy.routeKm(quote.route)}</p>}
          {quote.tolls !== undefined && (
            <p data-testid="tolls" className="mt-1">
              {keepNumbers(tollsWords(fares, quote)!)}
            </p>
          )}
          {extra?.map((l) => (
            <p key={l} data-testid="clock-cost" className="mt-1 font-medium">
              {l}
            </p>
          ))}
          {/* Why the km billed are more than the km driven: the days × the minimum, as the pages say it. */}
          {!quote.basis && rateCard && quote.km > quote.driven && (
            <p data-testid="km-billed" className="mt-1">
              {keepNumbers(fares.kmBilled(quote.driven, quote.km, quote.days, rateCard.minKmPerDay))}
            </p>
          )}
          <p className="mt-1 text-sm text-muted">
            {fares.notIncludedTitle}: {[...(quote.tollsIncluded ? [] : [fares.tollTax]), ...fares.notIncluded].join(", ")}
            {FULL_STOP[lang]} {quoteWords(fares, quote).note}
          </p>
        </div>
      )}
    </div>
  );
}
