/**
 * Turns a language's word files (templates) into the words the components use (texts and
 * small functions): `{business}` and `{owner}` are filled at once, and a template that
 * needs a value becomes a function that takes it. Written once for every language: the words
 * reader (words.ts) passes a language's files at build time, and the cars page's island
 * passes them in the browser, from the page's data. Pure: it imports no words file, so the
 * island's script carries no language's words.
 *
 * Names: `XData` is a file's type as stored (schema.ts), `X` the words as the pages use them.
 */
import { isAllDay } from "#app/content/business/all-day.ts";
import type { Fuel } from "#app/content/fleet/schema.ts";
import type { Lang } from "#app/content/languages.ts";
import { fill, plural, withNames } from "#app/content/templates.ts";
import type {
  AboutWordsData,
  CarsWordsData,
  HomeWordsData,
  NotFoundWordsData,
  OfflineWordsData,
  OwnerWordsData,
  PlacesWordsData,
  SharedWordsData,
  ToursWordsData,
} from "./schema.ts";
import { formatTime, spokenTime, type TimeFormat } from "./time.ts";
import { grouped } from "./numbers.ts";
import { WEEKDAYS, type Weekday } from "#app/content/hours/weekdays.ts";

/**
 * What the words read of the business, in one language: its name and the owner's, for
 * `{business}` and `{owner}`, and the office hours. The build takes them from the business
 * file (words.ts `businessFacts`), the cars page's island from its data.
 */
export interface BusinessFacts {
  names: { business: string; owner: string };
  hours: { opens: string; closes: string };
}

/** A language's words with the business's and the owner's names filled in. */
export function fillNames<T>(data: T, names: BusinessFacts["names"]): T {
  return withNames(data, names);
}

/**
 * The words of the trip's clock (schema-clock.ts) as functions: a time in a sentence is
 * written as spoken ("1 PM", "બપોરે 1"), the template adds "વાગ્યે" or "बजे" after it; a time
 * in a list keeps its minutes ("1:00 PM").
 */
function clockWords(c: SharedWordsData["clock"], lang: Lang, format: TimeFormat) {
  const time = (hhmm: string) => formatTime(hhmm, format);
  const said = (hhmm: string) => spokenTime(hhmm, format);
  const dayOfYear = (mmdd: string) => fill(c.date, { day: Number(mmdd.slice(3, 5)), month: c.months[Number(mmdd.slice(0, 2)) - 1] });
  /** "2026-11-20" → "20 November 2026". */
  const date = (iso: string) => `${dayOfYear(iso.slice(5))} ${iso.slice(0, 4)}`;
  /**
   * A window's end: where the part of the day comes first and both ends share it, said once
   * (“સવારે 6:45થી 11:30 સુધી”, not “…થી સવારે 11:30”); “6:45 AM to 11:30 AM” keeps both.
   */
  const periodOf = (hhmm: string) => format.periods.findLast((p) => p.from <= hhmm)?.word;
  /** The time without its part of the day, where the language says that part first ("7:00" of "સવારે 7:00"). */
  const periodFirst = format.format.startsWith("{period}");
  const bare = (hhmm: string) => formatTime(hhmm, { ...format, format: format.format.replace(/^\{period\}\s*/, "") });
  const windowEnd = (from: string, to: string) => (periodFirst && periodOf(from) === periodOf(to) ? bare(to) : time(to));
  /**
   * A time beside the name it belongs to: where the name already says the part of the day
   * (“સવારની આરતી”, “सुबह की आरती”), the time does not say it again (“સવારે 7:00” → “7:00”).
   * The part of the day is matched by its stem, without its ending (સવારે → સવાર).
   */
  const nameTime = (name: string, hhmm: string) => {
    const word = periodFirst ? periodOf(hhmm) : undefined;
    const stem = word && [...word].length >= 4 ? [...word].slice(0, -1).join("") : word;
    return stem && name.includes(stem) ? bare(hhmm) : time(hhmm);
  };
  const weekday = (day: Weekday) => c.weekdays[WEEKDAYS.indexOf(day)];
  /** 90 → "1 h 30 min", 120 → "2 hours", 45 → "45 min". */
  const duration = (minutes: number) => {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    if (!hours) return fill(c.durationMinutes, { minutes: rest });
    return rest ? plural(lang, c.duration, hours, { hours, minutes: rest }) : plural(lang, c.durationHours, hours, { hours });
  };
  return {
    ...c,
    time,
    said,
    dayOfYear,
    date,
    weekday,
    duration,
    window: (from: string, to: string) => fill(c.window, { from: time(from), to: windowEnd(from, to) }),
    namedTime: (name: string, at: string) => fill(c.namedTime, { name, time: time(at) }),
    closedEvery: (day: Weekday) => fill(c.closedEvery, { day: weekday(day) }),
    closedYearly: (from: string, to: string) => fill(c.closedYearly, { from: dayOfYear(from), to: dayOfYear(to) }),
    checked: (iso: string) => fill(c.checked, { date: date(iso) }),
    leaves: (place: string) => fill(c.leaves, { place }),
    reaches: (place: string) => fill(c.reaches, { place }),
    nextDay: (text: string) => fill(c.nextDay, { time: text }),
    stayAt: (place: string) => fill(c.stayAt, { place }),
    returnLater: (iso: string) => fill(c.returnLater, { date: date(iso) }),
    breakAt: (place: string, at: string, site: string, closes: string, opens: string) =>
      fill(c.breakAt, { place, time: said(at), site, closes: said(closes), opens: said(opens) }),
    opensLater: (place: string, at: string, site: string, opens: string) =>
      fill(c.opensLater, { place, time: said(at), site, opens: said(opens) }),
    closedForDay: (place: string, at: string, site: string, closes: string, opens: string) =>
      fill(c.closedForDay, { place, time: said(at), site, closes: said(closes), opens: said(opens) }),
    seasonNotice: (season: string, site: string) => fill(c.seasonNotice, { season, site }),
    /** `hours`: the day's open times, each written as `window` above and joined with ", ". */
    seasonDay: (season: string, iso: string, hours: string) => fill(c.seasonDay, { season, date: date(iso), hours }),
    seasonDayTrip: (iso: string, site: string, season: string, hours: string) =>
      fill(c.seasonDayTrip, { date: date(iso), site, season, hours }),
    closedWeekday: (site: string, day: Weekday) => fill(c.closedWeekday, { site, day: weekday(day) }),
    closedSeason: (site: string, from: string, to: string) => fill(c.closedSeason, { site, from: dayOfYear(from), to: dayOfYear(to) }),
    leaveFor: (site: string, name: string, at: string, start: string) =>
      fill(c.leaveFor, { site, name, time: nameTime(name, at), start: said(start) }),
    arriveEarly: (minutes: number) => fill(c.arriveEarly, { minutes }),
    shortStay: (site: string, visit: number, stay: number, place: string) =>
      fill(c.shortStay, { site, visit: duration(visit), stay: duration(stay), place }),
    night: (count: number, amount: string) => plural(lang, c.night, count, { count, amount }),
    longDay: (hours: number, max: number) => fill(c.longDay, { hours, max }),
    earlyDay: (day: number, at: string, amount: string) => fill(c.earlyDay, { day, time: said(at), amount }),
  };
}

/** The trip sheet's and the trip link's words (schema-cars.ts, `sheet`), their templates as functions. */
function sheetWords(w: CarsWordsData["carsPage"]["planner"]["sheet"]) {
  return {
    ...w,
    unread: (fields: string) => fill(w.unread, { fields }),
    fareChanged: (then: string, now: string) => fill(w.fareChanged, { then, now }),
    drive: (from: string, to: string) => fill(w.drive, { from, to }),
    openEvent: (site: string) => fill(w.openEvent, { site }),
    pickup: (place: string) => fill(w.pickup, { place }),
    ask: (phone: string) => fill(w.ask, { phone }),
  };
}

/** The words every page shares: the layout passes them down (components/words.tsx). */
export function sharedWords(data: SharedWordsData, lang: Lang, facts: BusinessFacts) {
  const d = fillNames(data, facts.names);
  const time = (hhmm: string) => formatTime(hhmm, d.hours.time);
  /**
   * Fills `{opens}` and `{closes}` with the office hours, written in this language; an office
   * open round the clock reads "Open 24 hours" instead, not "12:00 AM – 12:00 AM".
   */
  const officeHours = (template: string, hours: { opens: string; closes: string } = facts.hours) =>
    isAllDay(hours) ? d.hours.allDay : fill(template, { opens: time(hours.opens), closes: time(hours.closes) });
  return {
    lang,
    navLabels: d.navLabels,
    shell: {
      ...d.shell,
      themeSwitch: (theme: "light" | "dark") => (theme === "light" ? d.shell.themeSwitchLight : d.shell.themeSwitchDark),
      footerHours: officeHours(d.shell.footerHours),
    },
    messages: {
      ...d.messages,
      car: (car: { name: string; capacity: number }) => plural(lang, d.messages.car, car.capacity, { car: car.name, seats: car.capacity }),
    },
    notices: {
      label: d.notices.label,
      dates: (from: string, to: string) => fill(d.notices.dates, { from, to }),
      day: (date: string) => fill(d.notices.day, { date }),
    },
    fares: {
      ...d.fares,
      localColumn: (hours: number, km: number) => fill(d.fares.localColumn, { hours, km }),
      perKm: (rate: string) => fill(d.fares.perKm, { rate }),
      minKm: (km: number) => fill(d.fares.minKm, { km }),
      gstExtra: (percent: number) => fill(d.fares.gstExtra, { percent }),
      night: (amount: string) => fill(d.fares.night, { amount }),
      faresTitle: (from: string) => fill(d.fares.faresTitle, { from }),
      returnTrip: (days: number) => plural(lang, d.fares.returnTrip, days, { days }),
      estimate: (amount: string, car: string) => fill(d.fares.estimate, { amount, car }),
      listedFare: (amount: string, car: string) => fill(d.fares.listedFare, { amount, car }),
      billed: (km: number) => fill(d.fares.billed, { km }),
      oneWayRate: (km: number) => fill(d.fares.oneWayRate, { km }),
      /** "743 km driven; billed as 1,200 km (4 days × 300 km)". */
      kmBilled: (driven: number, billed: number, days: number, min: number) =>
        plural(lang, d.fares.kmBilled, days, { driven: grouped(driven), billed: grouped(billed), days, min: grouped(min) }),
      /** "One way: a fixed fare, not counted by the km, for Swift Dzire, Baleno." `cars` is the cars' list. */
      fixedNote: (column: string, cars: string) => fill(d.fares.fixedNote, { column, cars }),
      packageNote: (column: string, cars: string) => fill(d.fares.packageNote, { column, cars }),
      tollsOneWay: (car: string, van: string, plazas: string) => fill(d.fares.tollsOneWay, { car, van, plazas }),
      tollsIncludedNote: (car: string, van: string, plazas: string) => fill(d.fares.tollsIncludedNote, { car, van, plazas }),
      tollsTrip: (amount: string) => fill(d.fares.tollsTrip, { amount }),
      tollsTour: (car: string, van: string) => fill(d.fares.tollsTour, { car, van }),
      tollsTourIncluded: (car: string, van: string) => fill(d.fares.tollsTourIncluded, { car, van }),
      tollsTripIncluded: (amount: string) => fill(d.fares.tollsTripIncluded, { amount }),
    },
    hours: {
      time,
      officeHours,
      open: (until: string) => fill(d.hours.open, { time: until }),
      closed: (opens: string) => fill(d.hours.closed, { time: opens }),
      openAllDay: d.hours.openAllDay,
    },
    clock: clockWords(d.clock, lang, d.hours.time),
  };
}
export type SharedWords = ReturnType<typeof sharedWords>;

/** The cars page's words, with the trip planner's and the car cards'. */
export function carsWords(data: CarsWordsData, lang: Lang, names: BusinessFacts["names"]) {
  const { carsPage: page, carCard: card, carPage: carPage } = fillNames(data, names);
  const { luggage, largeBags, smallBags, noBags, ...cardRest } = card;
  const bagParts = (bags: { large: number; small: number }) => [
    ...(bags.large ? [plural(lang, largeBags, bags.large, { count: bags.large })] : []),
    ...(bags.small ? [plural(lang, smallBags, bags.small, { count: bags.small })] : []),
  ];
  const { showingAll, showingSome, ...rest } = page;
  return {
    carsPage: {
      ...rest,
      showing: (n: number, total: number) =>
        n === total ? plural(lang, showingAll, total, { total }) : plural(lang, showingSome, n, { count: n, total }),
      planner: {
        ...page.planner,
        errors: { ...page.planner.errors, tooLong: (max: number) => fill(page.planner.errors.tooLong, { max }) },
        stop: (n: number) => fill(page.planner.stop, { n }),
        moveUp: (stop: string) => fill(page.planner.moveUp, { stop }),
        moveDown: (stop: string) => fill(page.planner.moveDown, { stop }),
        remove: (stop: string) => fill(page.planner.remove, { stop }),
        added: (stop: string) => fill(page.planner.added, { stop }),
        removed: (stop: string) => fill(page.planner.removed, { stop }),
        moved: (stop: string) => fill(page.planner.moved, { stop }),
        noRoad: (stop: string) => fill(page.planner.noRoad, { stop }),
        routeKm: (km: number) => fill(page.planner.routeKm, { km }),
        sheet: sheetWords(page.planner.sheet),
      },
    },
    carCard: {
      ...cardRest,
      seats: (n: number) => plural(lang, card.seats, n, { count: n }),
      /**
       * "Luggage: 3 large bags, 2 small bags": a kind the car takes none of is left out (a
       * Gujarati or Hindi form for one is used for 0 too, and "0 large bags" says nothing).
       */
      luggage: (bags: { large: number; small: number }) => {
        const parts = bagParts(bags);
        return parts.length ? fill(luggage, { bags: parts.join(", ") }) : noBags;
      },
      /** "1 large bag, 1 small bag", without the label: the questions page's answer about a CNG boot. */
      bags: (bags: { large: number; small: number }) => bagParts(bags).join(", ") || noBags,
      /** "AC" or "No AC". */
      ac: (ac: boolean) => (ac ? card.ac : card.noAc),
      /** "Fuel: CNG". */
      fuel: (fuel: Fuel) => fill(card.fuel, { fuel: card.fuels[fuel] }),
      /** How a car is named where two share a model name: "Urbania (13 seats)". */
      label: (name: string, seats: number) => plural(lang, card.label, seats, { name, seats }),
      alt: (name: string, seats: number) => plural(lang, card.alt, seats, { name, seats }),
      callLabel: (car: string) => fill(card.callLabel, { car }),
      messageLabel: (car: string) => fill(card.messageLabel, { car }),
      planLabel: (car: string) => fill(card.planLabel, { car }),
      tooSmall: (car: string) => fill(card.tooSmall, { car }),
    },
    /** The page of each car model (kinds/cars/data.ts). */
    carPage: {
      ...carPage,
      title: (car: string, city: string) => fill(carPage.title, { car, city }),
      description: (car: string, city: string) => fill(carPage.description, { car, city }),
      heading: (car: string) => fill(carPage.heading, { car }),
      intro: (car: string, city: string) => fill(carPage.intro, { car, city }),
      pictureAlt: (car: string, n: number) => fill(carPage.pictureAlt, { car, n }),
      fareRow: (place: string, trip: string) => fill(carPage.fareRow, { place, trip }),
      toursText: (city: string) => fill(carPage.toursText, { city }),
    },
  };
}
export type CarsWords = ReturnType<typeof carsWords>;

// The other pages' words are their files with the names filled in: the same shape.
export type HomeWords = HomeWordsData;
export type AboutWords = AboutWordsData;
export type OwnerWords = OwnerWordsData;
export type NotFoundWords = NotFoundWordsData;
export type OfflineWords = OfflineWordsData;
export type PlacesWords = PlacesWordsData;
export type ToursWords = ToursWordsData;
