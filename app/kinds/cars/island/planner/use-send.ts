import { useState } from "react";
import { HELD_ATTRIBUTE } from "#app/inline/hydration.ts";
import { whatsappLink } from "#app/lib/links.ts";
import { report } from "#app/lib/report.ts";
import { type PlannerTour, type TripField, tripErrors } from "#app/kinds/cars/island/trip/trip.ts";
import { todayOn } from "#app/content/business/time.ts";
import { tripMessage, tripReport } from "./trip-message.ts";
import { useWords } from "#app/components/words.tsx";
import type { PlannerProps } from "./planner-props.ts";
import { readTrip } from "./read-trip.ts";
import { type Quote, basisWords, quoteWords, tollsWords, type usePlannerEstimate } from "./use-planner-estimate.ts";
import { clockLines } from "./clock-lines.ts";
import { tripQuery } from "./trip-link.ts";
import { PLAN_ID } from "#app/site-pages.ts";

/**
 * The send: the trip checked, written as one WhatsApp message and opened in a new tab. Apart
 * because it is the planner's one way out: what it finds wrong is shown beside the fields,
 * and a link to tap when the browser blocks the tab. A send tapped before hydration is held
 * by the page's boot script and tapped again once React is listening (island/page-script.ts).
 */
export function useSend(
  { copy, carLabel: labelOf, cars, phone, utcOffset, rateCard, places, roads, tours }: PlannerProps,
  { quoteOf, clockOf, tourOf, noticesOf }: Pick<ReturnType<typeof usePlannerEstimate>, "quoteOf" | "clockOf" | "tourOf" | "noticesOf">,
) {
  const { hours, fares, clock: clockWords, lang } = useWords();
  const [errors, setErrors] = useState<Partial<Record<TripField, string>>>({});
  const [blocked, setBlocked] = useState<string | null>(null);

  const carOf = (id: string) => cars.find((c) => String(c.id) === id);
  const carLabel = (id: string) => {
    const car = carOf(id);
    return car && labelOf(car.name, car.capacity);
  };
  /** The message, with the figure the visitor sees, so that the owner reads the same number, and the trip's link. */
  const messageText = (trip: ReturnType<typeof readTrip>, shown: Quote, chosen: PlannerTour | undefined, withLink = true) => {
    // The message says how the figure was made: the owner's fixed fare or package, or the km.
    const estimate =
      shown && "amount" in shown
        ? {
            label: quoteWords(fares, shown).messageLabel,
            // “₹5,400, Innova Crysta (7 passengers), by the km”: the car's label keeps its
            // brackets, the basis is said after a comma, not in brackets beside them.
            value: `${shown.amount}, ${shown.car}, ${basisWords(fares, shown.basis).replace(/^\((.*)\)$/, "$1")}`,
          }
        : undefined;
    const km = shown && "route" in shown ? shown.route : undefined;
    // “Tour: Saurashtra with Gir, 6 days · …”: a name may hold its own brackets (“સૌરાષ્ટ્ર દર્શન (ગીર સાથે)”).
    const tour = chosen && { label: tours.words.tour, value: `${chosen.name}, ${chosen.line}`, lines: chosen.lines };
    const tolls = shown && "amount" in shown ? tollsWords(fares, shown) : undefined;
    // The times, what is closed then, and what the hour costs, as the clock panel showed them.
    const timed = clockOf(trip);
    const said = timed && clockLines(timed, clockWords, lang, rateCard);
    const clock = said
      ? {
          label: clockWords.messageTimes,
          lines: [
            ...said.rows.map((r) => `${r.time} · ${r.text}`),
            ...(said.returnOn ? [said.returnOn] : []),
            ...said.warnings,
            ...[said.night, said.longDay].filter((l): l is string => !!l),
          ],
        }
      : undefined;
    // The owner's notices the planner showed for the trip's days (a festival, a season's hours), as it showed them.
    const notices = noticesOf(trip).map((n) => n.text[lang]);
    // The same trip, to open again (trip-link.ts): the owner sees what the visitor saw; the family prints it.
    const query = tripQuery(trip, [...places, ...roads.stops], shown && "amount" in shown ? shown.rupees : undefined);
    const link = { label: copy.sheet.link, url: `${location.origin}${location.pathname}?${query}#${PLAN_ID}` };
    return tripMessage(trip, {
      planner: copy,
      carLabel,
      time: hours.time,
      estimate,
      tour,
      km,
      tolls,
      clock,
      notices,
      link: withLink ? link : undefined,
    });
  };
  const messageLink = (trip: ReturnType<typeof readTrip>, shown: Quote, chosen: PlannerTour | undefined) =>
    whatsappLink(phone, messageText(trip, shown, chosen));

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A send held before React listened, and tapped again now: no longer waiting.
    form.removeAttribute(HELD_ATTRIBUTE);
    const trip = readTrip(form);
    const found = tripErrors(trip, todayOn(new Date(), utcOffset), copy.errors);
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    setBlocked(null);
    if (found.length) {
      (form.elements.namedItem(found[0].field) as HTMLElement | null)?.focus();
      return;
    }
    const chosen = tourOf(trip);
    const url = messageLink(trip, quoteOf(trip), chosen);
    // A send tapped before hydration is replayed later, and may no longer count as the
    // visitor's tap: if the browser blocks the new tab, offer the link to tap.
    // Not "noopener" in the features: with it, window.open returns null by the standard even
    // when the tab opened, and every send would look blocked. The new tab's link to this
    // page is cut at once instead, before WhatsApp's page loads.
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    else setBlocked(url);
    // The owner's analytics (when on) counts a tour by its web address name, the same in
    // every language, and any other trip by its car and known place: never what was typed.
    if (chosen) report("Tour sent", { tour: chosen.slug });
    else
      report(
        "Trip sent",
        tripReport(trip, places, (id) => carOf(id)?.name),
      );
  }
  return { errors, blocked, send, messageText };
}
