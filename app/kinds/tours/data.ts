/**
 * What the tours pages show, in one language, put together at build time from the tours'
 * data (content/tours/tours.ts) and words (content/words/words.ts): the list, each tour's page
 * day by day, and the tours that the home page and a place's page link to. It sits beside the
 * pages, so data flows one way: content holds the facts and the words, this turns them into a
 * page's parts.
 */
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { homeCity } from "#app/content/places/places.ts";
import type { Lang } from "#app/content/languages.ts";
import { fill, plural } from "#app/content/templates.ts";
import type { TourItem } from "#app/content/tours/schema.ts";
import { roads, tourFigures, tourPlaces, tours, tourTolls } from "#app/content/tours/tours.ts";
import { sites } from "#app/content/hours/hours.ts";
import { placesData } from "#app/content/places/places.ts";
import { dayOf } from "#app/lib/clock.ts";
import { hhmm } from "#app/content/business/time.ts";
import { rupees } from "#app/lib/money.ts";
import { hoursAtPlaces } from "#app/lib/site-hours.ts";
import { tourDayClock } from "./tour-clock.ts";
import type { ToursWords } from "#app/content/words/shape.ts";
import { pageWords, siteWords } from "#app/content/words/words.ts";
import { carHref } from "#app/lib/cars.ts";
import { type FareTableData, fareTable, tableNotes } from "#app/lib/fare-table.ts";
import type { ListPageData } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { whatsappLink } from "#app/lib/links.ts";
import { CARS_PATH, PLAN_ID, placePath, TOURS_PATH, tourPath } from "#app/site-pages.ts";
import { dayRoute, stopName, type Tour, type TourLink, tourLink, tourTrip } from "#app/lib/tour-links.ts";

export interface ToursIndexData extends ListPageData {
  tours: TourLink[];
}

export interface TourDay {
  title: string;
  /** The day's stops in order, from the last night's. */
  route: string[];
  /** "About 225 km · about 4 h 15 min of driving". */
  figures: string;
  /** "Night in Dwarka", or on the last day "Back in Rajkot in the evening". */
  end: string;
  seen: string;
  notes: string[];
  /** The day by the clock: "7:00 AM", "Leaves Dwarka"; a stop's time there beside it. */
  timetable: { title: string; rows: { time: string; text: string; stay?: string }[] };
  /** The opening hours of the day's temples and sights, from data/hours.json. */
  hours: ReturnType<typeof hoursAtPlaces>;
}

export interface TourData {
  kind: "tour";
  path: string;
  slug: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  days: TourDay[];
  notesTitle: string;
  approximate: string;
  checkFirst: string;
  totalTitle: string;
  /** "About 720 km in all" and "4 days". */
  total: { km: string; days: string };
  /** For the fare (components beside the page): the tour's total km and its days. */
  km: number;
  dayCount: number;
  /** The whole tour's fare for each car, from the one estimate; null without a rate card. */
  /** The whole tour's fares, and under them the km billed beside the km driven where the minimum lifts them. */
  fares: { title: string; text: string; table: FareTableData; notes: string[] } | null;
  /** What the price includes and what the travellers pay themselves (tours.json), and what a changed day does to a package. */
  includes: { title: string; included: { title: string; items: string[] }; leftOut: { title: string; items: string[] } };
  /** "Day 5 starts at 5:45 AM, before 6 AM: the night allowance, ₹250, is added.", one a day that runs into the night allowance. */
  nightNotes: string[];
  placesTitle: string;
  places: { name: string; href: string }[];
  bookTitle: string;
  bookText: string;
  /** The WhatsApp link whose message names the tour, its days and each day's places. */
  whatsapp: string;
  /** The same message's words. */
  message: string;
  /** "Plan this tour": the cars page's planner with the tour chosen (/cars/?tour=<slug>#plan). */
  plan: { label: string; href: string };
  allTours: { label: string; href: string };
}

export type ToursPageData = ToursIndexData | TourData;

/** The whole tour's fare for each car (lib/fare-table.ts, the place pages' table), or null without a rate card. */
function tourFares(lang: Lang, w: ToursWords, tour: Tour): TourData["fares"] {
  const { fares } = siteWords(lang);
  const { carCard } = pageWords("cars", lang);
  const list = cars.map((c) => ({
    id: c.id,
    label: carCard.label(c.name, c.capacity),
    textLabel: carCard.label(c.textName[lang], c.capacity),
    href: carHref(lang, c),
  }));
  const table = fareTable(fares.car, [{ label: w.tourPage.totalTitle, trip: tourTrip(tour) }], list, carRate, rateCard);
  const tolls = tourTolls(tour);
  if (!table) return null;
  // The words of how a fare is counted say which cars they are true of: with every car at a
  // package price, none; beside some, the others'. A package's notes say what a changed day does.
  const packaged = table.listed?.[0]?.cars.length ?? 0;
  const allPackage = packaged === table.rows.length;
  return {
    title: w.tourPage.faresTitle,
    text: allPackage ? "" : packaged ? w.tourPage.faresTextMixed : w.tourPage.faresText,
    table,
    notes: [
      ...tableNotes(table, fares, rateCard!, false),
      ...(packaged ? [w.tourPage.packageChange] : []),
      // The tolls of every leg, once all are known.
      ...(tolls ? [(rateCard?.tollsIncluded ? fares.tollsTourIncluded : fares.tollsTour)(rupees(tolls.car), rupees(tolls.van))] : []),
    ],
  };
}

/** "About 4 h 15 min of driving" from minutes. */
function drivingTime(lang: Lang, page: ToursWords["tourPage"], minutes: number) {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return rest ? plural(lang, page.time, hours, { hours, minutes: rest }) : fill(page.timeHours, { hours });
}

/** The tours page (`slug` undefined) or a tour's page, or null for an unknown tour. */
export function toursPageData(lang: Lang, slug?: string): ToursPageData | null {
  const w = pageWords("tours", lang);
  if (slug === undefined) {
    const page = w.toursPage;
    return {
      kind: "index",
      path: TOURS_PATH,
      title: page.title,
      description: page.description,
      heading: page.heading,
      intro: page.intro,
      tours: tours.map((t) => tourLink(lang, w, t)),
    };
  }
  const tour = tours.find((t) => t.slug === slug);
  const words = w.tours.find((t) => t.slug === slug);
  if (!tour || !words) return null;
  const page = w.tourPage;
  const figures = tourFigures(tour);
  const { clock } = siteWords(lang);
  const clocks = tour.days.map((_, i) => tourDayClock(placesData, roads, sites, tour.days, i));
  const days = tour.days.map((day, i): TourDay => {
    const route = dayRoute(tour, i, lang);
    const last = i === tour.days.length - 1;
    const rows = clocks[i].rows;
    return {
      title: fill(page.day, { day: i + 1 }),
      route,
      figures: `${fill(page.distance, { km: figures.days[i].km })} · ${drivingTime(lang, page, figures.days[i].minutes)}`,
      // The last day's end says the hour its timetable brings the car home, not a part of the day written once for every tour.
      end: last
        ? fill(page.home, { city: homeCity[lang], time: clock.said(hhmm(rows.at(-1)!.arrive ?? 0)) })
        : fill(page.night, { place: stopName(day.night, lang) }),
      seen: words.days[i].seen,
      notes: words.days[i].notes ?? [],
      timetable: {
        title: clock.timetableTitle,
        rows: rows.flatMap((r, j) => {
          const at = (m: number) => (dayOf(m) > 0 ? clock.nextDay(clock.time(hhmm(m))) : clock.time(hhmm(m)));
          const place = stopName(r.slug, lang);
          return [
            // The day that begins where the last night was spent, with a stay there first (the morning safari): the place and its time.
            ...(r.arrive !== undefined
              ? [{ time: at(r.arrive), text: j === 0 ? place : clock.reaches(place), stay: r.stay ? clock.duration(r.stay) : undefined }]
              : []),
            ...(r.leave !== undefined && j === 0 ? [{ time: at(r.leave), text: clock.leaves(place) }] : []),
          ];
        }),
      },
      // The places of the day, and where it starts when it stays there first (the morning safari).
      hours: hoursAtPlaces(
        rows.filter((r, j) => j > 0 || r.stay > 0).map((r) => r.slug),
        lang,
        clock,
      ),
    };
  });
  const itemsOf = (list: TourItem[] | undefined) => (list ?? []).map((item) => page.items[item]);
  const leftOut = itemsOf(tour.leavesOut);
  const message = [
    fill(page.message, {
      tour: words.name,
      days: tour.days.length,
      places: days.map((d, i) => fill(page.messageDay, { day: i + 1, places: d.route.join(" → ") })).join("\n"),
    }),
    // What the price leaves out, in the message too: the owner and the customer read the same list.
    ...(leftOut.length ? [fill(page.messageLeftOut, { items: leftOut.join(", ") })] : []),
  ].join("\n");
  return {
    kind: "tour",
    path: tourPath(tour.slug),
    slug: tour.slug,
    title: fill(page.title, { tour: words.name }),
    description: fill(page.description, { tour: words.name, days: tour.days.length, km: figures.km }),
    heading: words.name,
    intro: words.intro,
    days,
    notesTitle: page.notesTitle,
    approximate: page.approximate,
    checkFirst: page.checkFirst,
    totalTitle: page.totalTitle,
    total: { km: fill(page.total, { km: figures.km }), days: plural(lang, page.totalDays, tour.days.length, { count: tour.days.length }) },
    km: figures.km,
    dayCount: tour.days.length,
    fares: tourFares(lang, w, tour),
    includes: {
      title: page.includesTitle,
      included: { title: page.included, items: itemsOf(tour.includes) },
      leftOut: { title: page.leftOut, items: leftOut },
    },
    nightNotes:
      rateCard?.nightAllowance && rateCard.nightAllowance > 0
        ? clocks.flatMap((c, i) => (c.nights > 0 ? [clock.earlyDay(i + 1, hhmm(c.start), rupees(rateCard!.nightAllowance!))] : []))
        : [],
    placesTitle: page.placesTitle,
    places: tourPlaces(tour).map((p) => ({ name: p[lang], href: localePath(lang, placePath(p.slug)) })),
    bookTitle: page.bookTitle,
    bookText: page.bookText,
    whatsapp: whatsappLink(business.phone, message),
    message,
    plan: { label: page.plan, href: `${localePath(lang, CARS_PATH)}?tour=${tour.slug}#${PLAN_ID}` },
    allTours: { label: page.allTours, href: localePath(lang, TOURS_PATH) },
  };
}
