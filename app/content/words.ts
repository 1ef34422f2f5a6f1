/**
 * Turns a language's word files (templates) into the words the components use (texts and
 * small functions): `{business}` and `{owner}` are filled at once, and a template that
 * needs a value becomes a function that takes it. Written once for every language: the
 * pages pass their language's files (words-data.ts), and so does the cars page's island in
 * the browser, from the page's data.
 */
import { formatTime } from "#app/lib/hours.ts";
import { business } from "./business.ts";
import type { Lang } from "./languages.ts";
import type { SharedWordsData } from "./schema.ts";
import { fill, plural, withNames } from "./templates.ts";

/** A language's words with the business's and the owner's names filled in. */
export function pageWords<T>(data: T, lang: Lang): T {
  return withNames(data, { business: business.name[lang], owner: business.owner.name[lang] });
}

/** The words every page shares: the layout passes them down (components/words.tsx). */
export function sharedWords(data: SharedWordsData, lang: Lang) {
  const d = pageWords(data, lang);
  const time = (hhmm: string) => formatTime(hhmm, d.hours.time);
  /** Fills `{opens}` and `{closes}` with the office hours, written in this language. */
  const officeHours = (template: string) => fill(template, { opens: time(business.hours.opens), closes: time(business.hours.closes) });
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
      billed: (km: number) => fill(d.fares.billed, { km }),
    },
    hours: {
      time,
      officeHours,
      open: (until: string) => fill(d.hours.open, { time: until }),
      closed: (opens: string) => fill(d.hours.closed, { time: opens }),
    },
  };
}
export type Words = ReturnType<typeof sharedWords>;

