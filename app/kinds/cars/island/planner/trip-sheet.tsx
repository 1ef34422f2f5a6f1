import { CalendarPlus, Printer } from "lucide-react";
import { saidOpen, type Site } from "#app/lib/clock.ts";
import { sitesOnArrival, type TripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";
import type { PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";
import { useWords } from "#app/components/words.tsx";
import type { TripSheetData } from "#app/kinds/cars/island/island-data.ts";

/**
 * The trip sheet (decision 040): the plan as a page the family keeps, under the planner when
 * asked for. The business and its number, the trip as the message says it (its lines, the
 * figure and its parts, the times, the warnings, the notices), each temple's times open on the
 * day the car reaches it, the terms that apply and the UPI QR for the advance; a Print button
 * (the print view shows the sheet alone, app.css) and a calendar file (calendar.ts, loaded on
 * the tap). Loaded only when the visitor opens it: the planner's script does not carry it.
 */
export default function TripSheet({
  lines,
  clock,
  date,
  pickup,
  sites,
  copy,
  sheet,
  utcOffset,
}: {
  /** The trip as its message says it, without the greeting and the closing. */
  lines: string[];
  clock: TripClock | null;
  date: string;
  pickup: string;
  sites: readonly Site[];
  copy: PlannerWords;
  sheet: TripSheetData;
  /** The business's clock: the calendar file's times are on it. */
  utcOffset: string;
}) {
  const { lang, clock: clockWords, shell } = useWords();
  const w = copy.sheet;
  // The temples and sights of each place the car reaches, with their times open that day.
  const hours =
    clock && /^\d{4}-\d\d-\d\d$/.test(date)
      ? clock.visited.flatMap((r) =>
          sitesOnArrival(sites, r, date).map((site) => `${site[lang]}: ${saidOpen(site.open, clockWords.window)}`),
        )
      : [];
  async function calendar() {
    if (!clock) return;
    const { tripCalendar, download } = await import("./calendar.ts");
    download(
      tripCalendar(clock, {
        date,
        utcOffset,
        pickup,
        phone: sheet.phone,
        business: sheet.business,
        sites,
        lang,
        words: w,
      }),
      `trip-${date || "plan"}.ics`,
    );
  }
  return (
    <div data-testid="trip-sheet" className="mt-4 space-y-4 [overflow-wrap:anywhere]">
      <header>
        <p className="text-xl font-bold">{sheet.business}</p>
        <p>
          {shell.callLong}: <span className="whitespace-nowrap">{sheet.phone}</span>
        </p>
        <h3 className="mt-2 text-lg font-bold">{w.title}</h3>
      </header>
      <ul className="space-y-1">
        {lines.map((l, i) => (
          <li key={`${i}-${l}`}>{l}</li>
        ))}
      </ul>
      {hours.length > 0 && (
        <section>
          <h4 className="font-bold">{w.hoursTitle}</h4>
          <ul className="space-y-1">
            {hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h4 className="font-bold">{w.termsTitle}</h4>
        <ul className="list-disc space-y-1 ps-5">
          {sheet.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      {sheet.upi && (
        <section className="flex flex-wrap items-center gap-4">
          <svg
            role="img"
            aria-label={sheet.upi.caption}
            viewBox={`0 0 ${sheet.upi.qr.size} ${sheet.upi.qr.size}`}
            shapeRendering="crispEdges"
            className="size-32 shrink-0"
          >
            <rect width={sheet.upi.qr.size} height={sheet.upi.qr.size} fill="#fff" />
            <path d={sheet.upi.qr.path} fill="#000" />
          </svg>
          <div>
            <h4 className="font-bold">{w.payTitle}</h4>
            <p className="break-all">{sheet.upi.id}</p>
          </div>
        </section>
      )}
      <div data-print="hide" className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => print()}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 font-semibold"
        >
          <Printer aria-hidden="true" className="size-5" />
          {w.print}
        </button>
        {clock && (
          <button
            type="button"
            onClick={calendar}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 font-semibold"
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            {w.calendar}
          </button>
        )}
      </div>
    </div>
  );
}
