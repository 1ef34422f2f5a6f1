/**
 * Each model's usual passenger count beside the driver, as its maker sells it in India: what
 * a group can trust. A car in the fleet that lists more passengers than its model's figure
 * is not refused (a van's body or a variant may seat more), but the build warns, naming the
 * car, and the editor's "Passenger seats" hint gives these figures.
 *
 * The sample fleet keeps the spec's figures (Baleno 5, Aura 5, Nexa XL6 7, Innova Crysta 7),
 * so the warning shows for those four until the owner sets the true ones.
 *
 * Sources: each maker's own page for the model is the one to trust; it is named first below,
 * but the reference pages this project could search hold none of the makers' pages, so each
 * figure was checked against the press pages named after it. An "N-seater" counts the driver.
 */
import { modelSlug } from "./slug.ts";

export interface MakerSeats {
  /** The model's web address names (`modelSlug` of a car's name) this figure is for. */
  slugs: string[];
  /** The model, as its maker names it. */
  model: string;
  maker: string;
  /** Passengers beside the driver, in the usual version. */
  passengers: number;
  /** Which version the figure is for, where there are several. */
  version?: string;
  /** A version that seats more, said in the warning (e.g. the Innova Crysta's 8-seater). */
  more?: string;
  sources: string[];
}

export const MAKER_SEATS: MakerSeats[] = [
  {
    slugs: ["innova-crysta", "innova", "toyota-innova-crysta"],
    model: "Innova Crysta",
    maker: "Toyota",
    passengers: 6,
    version: "the 7-seater, with captain seats",
    more: "the 8-seat version, with a bench in the middle row, takes 7",
    sources: [
      "https://www.toyotabharat.com/showroom/innova-crysta/ (maker: 7- and 8-seat versions)",
      "https://winenfood.com/how-many-seats-does-the-toyota-innova-have (7 seats 2+2+3, 8 seats 2+3+3)",
    ],
  },
  {
    slugs: ["ertiga", "maruti-ertiga", "maruti-suzuki-ertiga"],
    model: "Ertiga",
    maker: "Maruti Suzuki",
    passengers: 6,
    sources: [
      "https://www.marutisuzuki.com/ertiga (maker: 7 seats)",
      "https://gaadiwale.com/marutis-2-new-7-seater-cars-to-be-launched-in-the-indian-market/ (Ertiga a 7-seater, XL6 a 6-seater)",
    ],
  },
  {
    slugs: ["swift-dzire", "dzire", "maruti-dzire"],
    model: "Dzire",
    maker: "Maruti Suzuki",
    passengers: 4,
    sources: ["https://www.marutisuzuki.com/dzire (maker: 5 seats)"],
  },
  {
    slugs: ["baleno", "nexa-baleno", "maruti-baleno"],
    model: "Baleno",
    maker: "Maruti Suzuki",
    passengers: 4,
    sources: [
      "https://www.nexaexperience.com/baleno (maker: 5 seats)",
      "https://www.thehansindia.com/posts/index/Auto-/2015-09-01/Baleno-makes-a-comeback/173698 (space for five people)",
    ],
  },
  {
    slugs: ["xl6", "nexa-xl6", "maruti-xl6"],
    model: "XL6",
    maker: "Maruti Suzuki",
    passengers: 5,
    sources: [
      "https://www.nexaexperience.com/xl6 (maker: 6 seats, captain seats in the middle row)",
      "https://startyourengines.net/?p=222995 (乗車定員は6名: seats 6)",
      "https://samacharnama.com/auto/cars/after-all-why-did-customers-distance-themselves-from-this/cid17074857.htm (a 6-seater MPV)",
    ],
  },
  {
    slugs: ["aura", "hyundai-aura"],
    model: "Aura",
    maker: "Hyundai",
    passengers: 4,
    sources: ["https://www.hyundai.com/in/en/find-a-car/aura (maker: 5 seats)"],
  },
  {
    slugs: ["urbania", "force-urbania"],
    model: "Urbania",
    maker: "Force Motors",
    // Its three wheelbases seat 10, 13 and 17 beside the driver.
    passengers: 17,
    version: "the longest",
    sources: [
      "https://www.forcemotors.com/ (maker: Urbania 10+D, 13+D and 17+D)",
      "https://www.rushlane.com/force-motors-urbania-bookings-open-at-rs-1-lakh-12448569.html (13 passengers + 1 driver)",
      "https://www.autoadda.com/force-urbania-17-seater/ (10, 13 and 17 seats)",
    ],
  },
  // No figure for the Tempo (Force) Traveller: its bodies, the maker's and coach-builders',
  // seat anywhere from 9 to 26 and more, so no one count is "usual".
];

/** The maker's figure for a model, by its web address name; none for a model not in the table. */
export const makerSeatsOf = (slug: string) => MAKER_SEATS.find((m) => m.slugs.includes(slug));

/**
 * A warning for each car that lists more passengers than its model seats beside the driver,
 * in plain words, naming the car.
 */
export function findSeatsAboveMaker(cars: { id: number; name: string; seats: number }[]): string[] {
  return cars.flatMap((c) => {
    const maker = makerSeatsOf(modelSlug(c.name));
    if (!maker || c.seats <= maker.passengers) return [];
    return [
      `car ${c.id}, ${c.name}, lists ${c.seats} passengers, but ${maker.maker} seats ${maker.passengers} beside the driver in the ${maker.model}${maker.more ? ` (${maker.more})` : ""}: the planner would offer it to a group of ${c.seats}. Set its “Passenger seats” to what you would promise a customer`,
    ];
  });
}

/** The figures, for the editor's hint on "Passenger seats": "Innova Crysta 6, Ertiga 6, …". */
export const makerSeatsHint = () => MAKER_SEATS.map((m) => `${m.model} ${m.passengers}${m.version ? ` (${m.version})` : ""}`).join(", ");
