import { ArrowDown, ArrowUp, MessageCircle, Phone, Plus, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { PlannerCar } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { report } from "#app/lib/report.ts";
import { rupees } from "#app/lib/money.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { FULL_STOP } from "#app/lib/sentences.ts";
import {
  MAX_PLACE,
  type PlannerPlace,
  type PlannerRoads,
  type PlannerTour,
  type PlannerWords,
  type Trip,
  type TripField,
  isCircuit,
  passengerCount,
  stopsEstimate,
  todayInIndia,
  tourEstimate,
  tripErrors,
  tripEstimate,
  tripMessage,
  tripReport,
} from "#app/lib/trip.ts";
import { PLAN_ID } from "#app/site-pages.ts";
import { ButtonLink, buttonClass } from "./button-link.tsx";
import { useWords } from "./words.tsx";

/**
 * The trip planner: a visitor fills in the trip and sends it as one WhatsApp message.
 *
 * The fields are uncontrolled: what is typed before hydration stays in the DOM, and React
 * reads the form only when it needs to (a change of group size, the send). The form shows
 * once the head script has run (the `js` class); without JavaScript, which cannot compose
 * the message, the section offers the general WhatsApp and Call links instead.
 * A send tapped before hydration is held by the page's boot script and tapped again once
 * React is listening (browser/cars.ts).
 */
const field = (name: TripField) => `plan-${name}`;

function readTrip(form: HTMLFormElement): Trip {
  const data = new FormData(form);
  const text = (name: TripField) => String(data.get(name) ?? "");
  return {
    pickup: text("pickup"),
    drop: text("drop"),
    roundTrip: data.get("roundTrip") === "round",
    date: text("date"),
    returnDate: text("returnDate"),
    time: text("time"),
    passengers: text("passengers"),
    carId: text("carId"),
    name: text("name"),
    tour: text("tour"),
    stops: data.getAll("stop").map(String),
  };
}

const noSubscription = () => () => {};

export function TripPlanner({
  copy,
  carLabel: labelOf,
  params,
  cars,
  phone,
  places,
  roads,
  tours,
  onAddress,
  onPassengers,
}: {
  copy: PlannerWords;
  /** How a car is named in the list and the message: "Urbania (13 seats)". */
  carLabel: (name: string, capacity: number) => string;
  /**
   * The page's address, where other pages leave a choice: a car's card the car (?car=7), a
   * place's page the pickup and the drop (?pickup=Rajkot&drop=Dwarka).
   */
  params: URLSearchParams;
  /** The cars to choose from, and to estimate for. */
  cars: PlannerCar[];
  /** The booking number the message goes to. */
  phone: string;
  /**
   * The site's places, the city first, by their names in each script, with their road from
   * the city: the planner estimates a fare to a known place, and reports the place a trip
   * goes to.
   */
  places: PlannerPlace[];
  /** The roads table's stops and roads: a trip of several stops is counted on them, office to office. */
  roads: PlannerRoads;
  /** The tours a tour's page may choose (?tour=dwarka-somnath), and the planner's words for one. */
  tours: { tours: PlannerTour[]; words: { tour: string; other: string } };
  /** Changes the page's address without a reload (to leave a chosen tour). */
  onAddress: (href: string) => void;
  /** The group size as typed, for the car list's "fits" marks (null while not a number). */
  onPassengers: (n: number | null) => void;
}) {
  const { lang, hours, messages, shell, fares } = useWords();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<TripField, string>>>({});
  const [blocked, setBlocked] = useState<string | null>(null);
  // India's today, once hydrated: the prerendered page cannot know the visitor's date.
  const today = useSyncExternalStore(
    noSubscription,
    () => todayInIndia(new Date()),
    () => undefined,
  );

  // A tour chosen on its page (?tour=…): it stands for the pickup, the drop and the days.
  const tour = tours.tours.find((t) => t.slug === params.get("tour"));
  const tourOf = (trip: Trip) => tours.tours.find((t) => t.slug === trip.tour);

  // The estimate follows the fields: the places (or the tour), one way or return, the dates, the group, the car.
  // A trip of several stops is counted office to office on the roads table; a stop with no known road gets no figure.
  type Quote =
    | { amount: string; km: number; driven: number; days: number; car: string; route?: number; basis?: "fixed" | "package" }
    | { noRoad: string }
    | null;
  const quoteOf = (trip: Trip): Quote => {
    const chosen = tourOf(trip);
    const circuit = !chosen && isCircuit(trip, places, roads);
    const found = chosen
      ? tourEstimate(trip, chosen, cars, carRate, rateCard)
      : circuit
        ? stopsEstimate(trip, places, roads, cars, carRate, rateCard)
        : tripEstimate(trip, places, cars, carRate, rateCard);
    if (!found) return null;
    if ("unknown" in found) return { noRoad: found.unknown };
    const car = labelOf(found.car.name, found.car.capacity);
    return {
      amount: rupees(found.amount),
      km: found.billedKm,
      driven: found.drivenKm,
      days: found.days,
      car,
      route: circuit ? found.drivenKm : undefined,
      basis: found.basis,
    };
  };
  const [quote, setQuote] = useState<ReturnType<typeof quoteOf>>(null);
  const basisWords = (basis?: "fixed" | "package") =>
    basis === "fixed" ? fares.fixedFare : basis === "package" ? fares.packagePrice : fares.byKm;
  const update = () => {
    if (formRef.current) setQuote(quoteOf(readTrip(formRef.current)));
  };

  // The stops after the drop, in order: added, moved and removed by React only (the form
  // without them works before hydration). Each change is said in the live region below,
  // and the focus goes where the visitor's next step is.
  const [stops, setStops] = useState<{ id: number; value: string }[]>([]);
  const nextId = useRef(0);
  const focusNext = useRef<string | null>(null);
  const [said, setSaid] = useState("");
  const stopId = (id: number) => `plan-stop-${id}`;
  // The drop is stop 1: the first stop added is stop 2. "Stop 2, Somnath" once filled in.
  const stopLabel = (i: number, value = stops[i].value) => [copy.stop(i + 2), value.trim()].filter(Boolean).join(", ");
  const addStop = (values: string[] = [""]) => {
    const added = values.map((value) => ({ id: nextId.current++, value }));
    setStops((list) => [...list, ...added]);
    setSaid(copy.added(copy.stop(stops.length + 2)));
    focusNext.current = stopId(added[0].id);
  };
  const removeStop = (i: number) => {
    setStops(stops.filter((_, j) => j !== i));
    setSaid(copy.removed(stopLabel(i)));
    const next = stops[i + 1] ?? stops[i - 1];
    focusNext.current = next ? stopId(next.id) : "plan-add-stop";
  };
  const moveStop = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= stops.length) return;
    const list = [...stops];
    [list[i], list[j]] = [list[j], list[i]];
    setStops(list);
    setSaid(copy.moved(stopLabel(j, stops[i].value)));
    focusNext.current = `${stopId(stops[i].id)}-${by < 0 ? "up" : "down"}`;
  };
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields just rendered
  }, [stops]);

  // Hydration: pick up a group size and places typed before the scripts arrived.
  useEffect(() => {
    const form = formRef.current;
    if (form) onPassengers(passengerCount(readTrip(form).passengers));
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [onPassengers]);

  // Choices from the address are set in the (uncontrolled) fields: the car always, the
  // pickup and the drop unless the visitor has already typed there.
  useEffect(() => {
    for (const [param, name] of [
      ["car", "carId"],
      ["pickup", "pickup"],
      ["drop", "drop"],
    ]) {
      const field = formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
      const value = params.get(param)?.slice(0, MAX_PLACE);
      if (field && value && (name === "carId" || !field.value)) field.value = value;
    }
    // Stops left in the address (?stop=Somnath&stop=Rajkot) are added once.
    const asked = params.getAll("stop").map((s) => s.slice(0, MAX_PLACE));
    if (asked.length && !stops.length) {
      addStop(asked);
      focusNext.current = null;
    }
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields just set
  }, [params]);
  // The tour's hidden field is set by React (below): estimate again once it is there.
  useEffect(() => {
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields
  }, [tour]);

  const carLabel = (id: string) => {
    const car = cars.find((c) => String(c.id) === id);
    return car && labelOf(car.name, car.capacity);
  };

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const trip = readTrip(form);
    const found = tripErrors(trip, new Date(), copy.errors);
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    setBlocked(null);
    if (found.length) {
      (form.elements.namedItem(found[0].field) as HTMLElement | null)?.focus();
      return;
    }
    // The figure the visitor sees goes in the message, so that the owner reads the same number.
    const shown = quoteOf(trip);
    // The message says how the figure was made: the owner's fixed fare or package, or the km.
    const estimate =
      shown && "amount" in shown
        ? { label: fares.messageLine, value: `${shown.amount}, ${shown.car} ${basisWords(shown.basis)}` }
        : undefined;
    const km = shown && "route" in shown ? shown.route : undefined;
    const chosen = tourOf(trip);
    // “Tour: Saurashtra with Gir, 6 days · …”: a name may hold its own brackets (“સૌરાષ્ટ્ર દર્શન (ગીર સાથે)”).
    const tourLines = chosen && { label: tours.words.tour, value: `${chosen.name}, ${chosen.line}`, lines: chosen.lines };
    const url = whatsappLink(phone, tripMessage(trip, { planner: copy, carLabel, time: hours.time, estimate, tour: tourLines, km }));
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
        tripReport(trip, places, (id) => cars.find((c) => String(c.id) === id)?.name),
      );
  }

  /** Label, input and its message, tied together for assistive technology. */
  const describedBy = (name: TripField) => (errors[name] ? `${field(name)}-error` : undefined);
  const inputProps = (name: TripField) => ({
    id: field(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name),
    className:
      "mt-1 block min-h-12 w-full rounded-xl border border-border bg-bg px-3 text-base text-fg aria-invalid:border-red-600 dark:aria-invalid:border-red-400",
  });
  const label = (name: TripField, text: string, optional = false) => (
    <label htmlFor={field(name)} className="block font-medium">
      {text}
      {optional && <span className="font-normal text-muted"> ({copy.optional})</span>}
    </label>
  );
  const message = (name: TripField) =>
    errors[name] && (
      <p id={`${field(name)}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    );

  return (
    <section id={PLAN_ID} aria-labelledby="plan-title" className="mt-8 scroll-mt-20 rounded-3xl border border-border bg-surface p-5 sm:p-8">
      <h2 id="plan-title" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{copy.intro}</p>

      {/* Without scripts the message cannot be composed: the general links instead. */}
      <div className="mt-4 js:hidden">
        <p className="max-w-prose">{copy.noScript}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={whatsappLink(phone, messages.general)} variant="whatsapp" {...newTab}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {shell.whatsappShort}
            <span className="sr-only"> {shell.opensNewTab}</span>
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
          if ((e.target as HTMLInputElement).name === "passengers") onPassengers(passengerCount((e.target as HTMLInputElement).value));
          update();
        }}
        onChange={update}
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
        {/* A tour names its own places and days: the pickup, the drop and the trip type are for other trips. */}
        <div hidden={!!tour}>
          {label("pickup", copy.pickup)}
          <input type="text" autoComplete="off" {...inputProps("pickup")} />
          {message("pickup")}
        </div>
        <div hidden={!!tour}>
          {label("drop", copy.drop)}
          <input type="text" autoComplete="off" {...inputProps("drop")} />
          {message("drop")}
        </div>
        <div className="sm:col-span-2" hidden={!!tour}>
          {stops.length > 0 && (
            <ol className="mb-3 space-y-3" data-testid="stops">
              {stops.map((stop, i) => {
                const name = stopLabel(i);
                const button = (key: string, label: string, onClick: () => void, icon: React.ReactNode, off = false) => (
                  <button
                    type="button"
                    id={`${stopId(stop.id)}-${key}`}
                    aria-label={label}
                    title={label}
                    aria-disabled={off || undefined}
                    onClick={onClick}
                    className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-border bg-bg aria-disabled:cursor-default aria-disabled:opacity-40"
                  >
                    {icon}
                  </button>
                );
                return (
                  <li key={stop.id}>
                    <label htmlFor={stopId(stop.id)} className="block font-medium">
                      {copy.stop(i + 2)}
                    </label>
                    <div className="mt-1 flex items-center gap-1">
                      <input
                        type="text"
                        id={stopId(stop.id)}
                        name="stop"
                        autoComplete="off"
                        maxLength={MAX_PLACE}
                        value={stop.value}
                        onChange={(e) => setStops(stops.map((s) => (s.id === stop.id ? { ...s, value: e.target.value } : s)))}
                        className="block min-h-12 w-full min-w-0 flex-1 rounded-xl border border-border bg-bg px-3 text-base text-fg"
                      />
                      {button("up", copy.moveUp(name), () => moveStop(i, -1), <ArrowUp aria-hidden="true" className="size-5" />, i === 0)}
                      {button(
                        "down",
                        copy.moveDown(name),
                        () => moveStop(i, 1),
                        <ArrowDown aria-hidden="true" className="size-5" />,
                        i === stops.length - 1,
                      )}
                      {button("remove", copy.remove(name), () => removeStop(i), <X aria-hidden="true" className="size-5" />)}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          <button
            type="button"
            id="plan-add-stop"
            onClick={() => addStop()}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 font-medium"
          >
            <Plus aria-hidden="true" className="size-5" />
            {copy.addStop}
          </button>
        </div>
        <fieldset className="sm:col-span-2" hidden={!!tour}>
          <legend className="font-medium">{copy.tripType}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["one", "round"] as const).map((value) => (
              <label
                key={value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 has-checked:border-accent"
              >
                <input type="radio" name="roundTrip" value={value} defaultChecked={value === "one"} className="size-4 accent-accent" />
                {value === "one" ? copy.oneWay : copy.roundTrip}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          {label("date", copy.date)}
          <input type="date" min={today} {...inputProps("date")} />
          {message("date")}
        </div>
        {/* Shown for round trips only, by CSS, so it follows the choice before hydration too. */}
        <div className="hidden group-has-[input[value=round]:checked]/plan:block" hidden={!!tour}>
          {label("returnDate", copy.returnDate)}
          <input type="date" min={today} {...inputProps("returnDate")} />
          {message("returnDate")}
        </div>
        <div>
          {label("time", copy.time, true)}
          <input type="time" {...inputProps("time")} />
        </div>
        <div>
          {label("passengers", copy.passengers)}
          <input type="text" inputMode="numeric" autoComplete="off" {...inputProps("passengers")} />
          {message("passengers")}
        </div>
        <div>
          {label("carId", copy.car, true)}
          <select defaultValue="" {...inputProps("carId")}>
            <option value="">{copy.anyCar}</option>
            {cars.map((car) => (
              <option key={car.id} value={car.id}>
                {labelOf(car.name, car.capacity)}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label("name", copy.name, true)}
          <input type="text" autoComplete="name" {...inputProps("name")} />
        </div>
        <div aria-live="polite" data-testid="planner-live" className="empty:hidden sm:col-span-2">
          {said && <p className="sr-only">{said}</p>}
          {quote && "noRoad" in quote && (
            <p data-testid="no-road" className="rounded-2xl border border-border bg-bg p-4 font-medium">
              {copy.noRoad(quote.noRoad)}
            </p>
          )}
          {quote && "amount" in quote && (
            <div data-testid="estimate" className="rounded-2xl border border-accent/40 bg-bg p-4">
              <p className="text-lg font-bold">
                {fares.estimate(quote.amount, quote.car)}{" "}
                <span className="text-base font-normal text-muted">
                  {quote.basis ? basisWords(quote.basis) : keepNumbers(fares.billed(quote.km))}
                </span>
              </p>
              {quote.route !== undefined && <p className="mt-1">{copy.routeKm(quote.route)}</p>}
              {/* Why the km billed are more than the km driven: the days × the minimum, as the pages say it. */}
              {!quote.basis && rateCard && quote.km > quote.driven && (
                <p data-testid="km-billed" className="mt-1">
                  {keepNumbers(fares.kmBilled(quote.driven, quote.km, quote.days, rateCard.minKmPerDay))}
                </p>
              )}
              <p className="mt-1 text-sm text-muted">
                {fares.notIncludedTitle}: {fares.notIncluded.join(", ")}
                {FULL_STOP[lang]} {fares.estimateNote}
              </p>
            </div>
          )}
        </div>
        <div className="sm:col-span-2">
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass("whatsapp")}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.send}
              <span className="sr-only"> {shell.opensNewTab}</span>
            </button>
            <ButtonLink to={telLink(phone)} variant="outline">
              <Phone aria-hidden="true" className="size-5" />
              {copy.call}
            </ButtonLink>
          </div>
          <p className="mt-3 text-sm text-muted">{copy.privacy}</p>
          {blocked && (
            <p role="status" className="mt-3">
              <a href={blocked} {...newTab} className="font-semibold text-accent-text underline underline-offset-4">
                {copy.send}
              </a>
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
