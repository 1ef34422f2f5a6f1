import { MessageCircle, Phone } from "lucide-react";
import { lazy, startTransition, Suspense, useRef, useState } from "react";
import { newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { passengerCount } from "#app/kinds/cars/island/trip/trip.ts";
import { rupees } from "#app/lib/money.ts";
import { PLAN_ID } from "#app/site-pages.ts";
import { ButtonLink } from "#app/components/button-link.tsx";
import { useWords } from "#app/components/words.tsx";
import { ClockPanel } from "./clock-panel.tsx";
import { EstimatePanel } from "./estimate-panel.tsx";
import type { PlannerProps } from "./planner-props.ts";
import { SendRow } from "./send-row.tsx";
import { TripFields } from "./trip-fields.tsx";
import { useAddressChoices } from "./use-address-choices.ts";
import { usePlannerEstimate } from "./use-planner-estimate.ts";
import { useSend } from "./use-send.ts";
import { useStops } from "./use-stops.ts";
import { readTrip } from "./read-trip.ts";
import { afterPaint, type PaintSlot } from "./after-paint.ts";

// The trip sheet loads when it is opened: the planner's script does not carry it (decision 040).
const TripSheet = lazy(() => import("./trip-sheet.tsx"));

/**
 * The trip planner: a visitor fills in the trip and sends it as one WhatsApp message.
 *
 * This file is the planner's frame: it wires the hooks (use-*.ts) to the parts (the fields,
 * the estimate panel, the send row). The fields are uncontrolled (read-trip.ts) and each
 * change estimates again. The form shows once the head script has run (the `js` class);
 * without JavaScript, which cannot compose the message, the section offers the general
 * WhatsApp and Call links instead. A chosen tour's card stays here too: each part apart
 * costs the planner's script about 100 bytes (its call, its props), so only parts that
 * make a file shorter to read are apart.
 */
export function TripPlanner(props: PlannerProps) {
  const { copy, params, cars, phone, rateCard, tours, onAddress, onPassengers } = props;
  const { messages, shell, clock: words } = useWords();
  const formRef = useRef<HTMLFormElement>(null);
  // A tour chosen on its page (?tour=…): it stands for the pickup, the drop and the days.
  const tour = tours.tours.find((t) => t.slug === params.get("tour"));
  const estimate = usePlannerEstimate(formRef, props);
  const { update } = estimate;
  const stops = useStops(copy, update);
  const link = useAddressChoices(formRef, props, stops, tour, update, estimate.linkStays);
  const { errors, blocked, send, messageText } = useSend(props, estimate);
  // The trip sheet's trip, read when it opens and again at each change while it is open.
  const [sheet, setSheet] = useState<{ lines: string[]; trip: ReturnType<typeof readTrip> } | null>(null);
  const sheetOpen = useRef(false);
  const readSheet = () => {
    if (!sheetOpen.current || !formRef.current) return;
    const trip = readTrip(formRef.current);
    setSheet({ trip, lines: messageText(trip, estimate.quoteOf(trip), estimate.tourOf(trip), false).split("\n").slice(2, -2) });
  };
  // What follows a change but need not hold its paint (after-paint.ts): the open sheet's
  // lines, and the cars' marks for the group size (the island draws them again).
  const sheetWaits = useRef<PaintSlot["current"]>(null);
  const fitsWait = useRef<PaintSlot["current"]>(null);
  const changed = () => {
    update();
    if (sheetOpen.current) afterPaint(sheetWaits, readSheet);
  };
  const { quote } = estimate;
  // A trip opened from its link: what the link could not give, and a figure that has changed since it was sent.
  const linkWords = link && [
    ...(link.past ? [copy.sheet.pastDate] : []),
    ...(link.unread.length
      ? [
          copy.sheet.unread(
            link.unread
              .map((f) => ({ stops: copy.route, stays: words.timetableTitle, carId: copy.car })[f as string] ?? copy[f as "date"])
              .join(", "),
          ),
        ]
      : []),
    ...(link.fare !== undefined && quote && "amount" in quote && quote.rupees !== link.fare
      ? [copy.sheet.fareChanged(rupees(link.fare), quote.amount)]
      : []),
  ];

  return (
    <section id={PLAN_ID} aria-labelledby="plan-title" className="mt-8 scroll-mt-20 rounded-3xl border border-border bg-surface p-5 sm:p-8">
      <h2 id="plan-title" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{copy.intro}</p>

      {/* Without scripts the message cannot be composed: the general links instead. Shown too
          when the planner's files failed (data-failed on the island, inline/hydration.ts). */}
      <div className="mt-4 js:hidden [[data-failed]_&]:block">
        <p className="max-w-prose">{copy.noScript}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={whatsappLink(phone, messages.general)} variant="whatsapp" {...newTab}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {shell.whatsappShort}
            <span className="sr-only">{` ${shell.opensNewTab}`}</span>
          </ButtonLink>
          <ButtonLink to={telLink(phone)}>
            <Phone aria-hidden="true" className="size-5" />
            {shell.callLong}
          </ButtonLink>
        </div>
      </div>

      <form
        ref={formRef}
        noValidate
        onSubmit={send}
        onInput={(e) => {
          const input = e.target as HTMLInputElement;
          if (input.name === "passengers") afterPaint(fitsWait, () => startTransition(() => onPassengers(passengerCount(input.value))));
          changed();
        }}
        onChange={changed}
        className="group/plan mt-6 hidden gap-x-5 gap-y-4 js:grid sm:grid-cols-2"
      >
        {tour && (
          <div data-testid="tour" className="rounded-2xl border border-accent/40 bg-bg p-4 sm:col-span-2">
            <input type="hidden" name="tour" value={tour.slug} />
            <p className="text-lg font-bold">
              {tours.words.tour}: {tour.name}
            </p>
            <p className="text-muted">{tour.line}</p>
            <ul className="mt-2 space-y-0.5 text-sm">
              {tour.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="mt-2">
              <a
                href={`${location.pathname}#${PLAN_ID}`}
                onClick={(e) => {
                  e.preventDefault();
                  onAddress(e.currentTarget.href);
                }}
                className="font-semibold text-accent-text underline underline-offset-4"
              >
                {tours.words.other}
              </a>
            </p>
          </div>
        )}
        {linkWords && linkWords.length > 0 && (
          <ul data-testid="link-notes" className="space-y-2 sm:col-span-2">
            {linkWords.map((l) => (
              <li key={l} className="rounded-2xl border border-accent/40 bg-surface-2 p-3 font-medium">
                {l}
              </li>
            ))}
          </ul>
        )}
        <TripFields
          copy={copy}
          errors={errors}
          tour={tour}
          cars={cars}
          carLabel={props.carLabel}
          stops={stops}
          utcOffset={props.utcOffset}
        />
        <EstimatePanel
          copy={copy}
          quote={estimate.quote}
          said={stops.said}
          clock={estimate.clock}
          notices={estimate.notices}
          rateCard={rateCard}
        />
        <ClockPanel clock={estimate.clock} needsTime={estimate.needsTime} rateCard={rateCard} />
        <SendRow copy={copy} phone={phone} blocked={blocked} />
        {quote && "amount" in quote && (
          <details
            data-trip-sheet=""
            onToggle={(e) => {
              sheetOpen.current = e.currentTarget.open;
              readSheet();
            }}
            className="min-w-0 rounded-2xl border border-border bg-bg p-4 sm:col-span-2"
          >
            <summary data-print="hide" className="min-h-11 cursor-pointer content-center font-semibold">
              {copy.sheet.open}
            </summary>
            {sheet && (
              <Suspense>
                <TripSheet
                  lines={sheet.lines}
                  clock={estimate.clock}
                  date={sheet.trip.date}
                  pickup={sheet.trip.pickup}
                  sites={props.sites}
                  copy={copy}
                  sheet={props.sheet}
                  utcOffset={props.utcOffset}
                />
              </Suspense>
            )}
          </details>
        )}
      </form>
    </section>
  );
}
