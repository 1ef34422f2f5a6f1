/**
 * The trip as a calendar file (.ics), made by `ical-generator` (decision 040): an event for each
 * drive and for each time a temple or sight on the way is open that day, each with its place,
 * the pickup and the business's phone. Times are the trip's minutes from its first day's
 * midnight on the business's clock (lib/clock.ts instantOn), written as instants in UTC,
 * which every calendar shows in its own zone. Loaded only when the visitor asks for the file (trip-sheet.tsx).
 */
import ical from "ical-generator";
import { dayOf, type Site } from "#app/lib/clock.ts";
import { DAY, instantOn, minutesOf } from "#app/content/business/time.ts";
import { sitesOnArrival, type TripClock } from "#app/kinds/cars/island/trip/trip-clock.ts";

export interface CalendarWords {
  drive: (from: string, to: string) => string;
  openEvent: (site: string) => string;
  pickup: (place: string) => string;
  ask: (phone: string) => string;
}

export function tripCalendar(
  clock: TripClock,
  {
    date,
    utcOffset,
    pickup,
    phone,
    business,
    sites,
    lang,
    words,
  }: {
    date: string;
    /** The business's clock ("+05:30", Business details): the trip's times are on it. */
    utcOffset: string;
    pickup: string;
    phone: string;
    business: string;
    sites: readonly Site[];
    lang: "en" | "gu" | "hi";
    words: CalendarWords;
  },
): string {
  const instant = (date: string, at: number) => instantOn(date, at, utcOffset);
  const calendar = ical({ name: business, prodId: { company: business, product: "trip" } });
  const description = [words.pickup(pickup), words.ask(phone)].join("\n");
  const rows = clock.rows;
  rows.slice(1).forEach((row, i) => {
    const from = rows[i];
    calendar.createEvent({
      start: instant(date, from.leave ?? from.arrive ?? 0),
      end: instant(date, row.arrive!),
      summary: words.drive(from.place[lang], row.place[lang]),
      location: from.place[lang],
      description,
    });
  });
  // The times open on the day of each visit, the way home left out.
  for (const row of clock.visited) {
    const offset = dayOf(row.arrive!) * DAY;
    for (const site of sitesOnArrival(sites, row, date))
      for (const w of site.open)
        calendar.createEvent({
          start: instant(date, offset + minutesOf(w.from)),
          end: instant(date, offset + minutesOf(w.to)),
          summary: words.openEvent(site[lang]),
          location: row.place[lang],
          description,
        });
  }
  return calendar.toString();
}

/** Saves the file: a link to it, clicked (a download, not a page). */
export function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
