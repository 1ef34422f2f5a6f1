/**
 * The cars page's words (planner, car cards) as the components use them, beside the words
 * every page shares (words.ts): the cars page's island builds them in the browser too.
 */
import type { Lang } from "./languages.ts";
import type { CarsWordsData } from "./schema.ts";
import { fill, plural } from "./templates.ts";
import { pageWords } from "./words.ts";

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
