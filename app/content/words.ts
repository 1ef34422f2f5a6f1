/**
 * Turns a language's word files (templates) into the words the components use (texts and
 * small functions): `{business}` and `{owner}` are filled at once, and a template that
 * needs a value becomes a function that takes it. Written once for every language; each
 * route module passes its own language's files, so a page's script carries only those.
 */
import { formatTime } from "../lib/hours.ts";
import { business } from "./business.ts";
import type { Lang } from "./languages.ts";
import type { CarsWordsData, SharedWordsData } from "./schema.ts";
import { fill, plural, withNames } from "./templates.ts";

/** A language's words with the business's and the owner's names filled in. */
export function pageWords<T>(data: T, lang: Lang): T {
  return withNames(data, { business: business.name, owner: business.owner.name[lang] });
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
    hours: {
      time,
      officeHours,
      open: (until: string) => fill(d.hours.open, { time: until }),
      closed: (opens: string) => fill(d.hours.closed, { time: opens }),
    },
  };
}
export type Words = ReturnType<typeof sharedWords>;

/** The cars page's words, with the trip planner's and the car cards'. */
export function carsWords(data: CarsWordsData, lang: Lang) {
  const { carsPage: page, carCard: card } = pageWords(data, lang);
  const { showingAll, showingSome, ...rest } = page;
  return {
    carsPage: {
      ...rest,
      showing: (n: number, total: number) =>
        n === total ? plural(lang, showingAll, total, { total }) : plural(lang, showingSome, n, { count: n, total }),
      planner: { ...page.planner, errors: { ...page.planner.errors, tooLong: (max: number) => fill(page.planner.errors.tooLong, { max }) } },
    },
    carCard: {
      ...card,
      seats: (n: number) => plural(lang, card.seats, n, { count: n }),
      /** How a car is named where two share a model name: "Urbania (13 seats)". */
      label: (name: string, seats: number) => plural(lang, card.label, seats, { name, seats }),
      alt: (name: string, seats: number) => plural(lang, card.alt, seats, { name, seats }),
      callLabel: (car: string) => fill(card.callLabel, { car }),
      messageLabel: (car: string) => fill(card.messageLabel, { car }),
      planLabel: (car: string) => fill(card.planLabel, { car }),
      tooSmall: (car: string) => fill(card.tooSmall, { car }),
    },
  };
}
export type CarsWords = ReturnType<typeof carsWords>;
