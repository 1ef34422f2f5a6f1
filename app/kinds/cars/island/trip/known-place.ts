/**
 * Which of the site's places a visitor's typed words name: "Dwarka", "dwarka", "દ્વારકા" or
 * "द्वारका" are all Dwarka, and so are "Dwarka, Gujarat" and "Dwarka temple". Anything else
 * ("Mumbai Central"), and a place with the trip going on after it ("Dwarka - then on to Delhi",
 * "Dwarka and Somnath"), is no place of the site's: the planner then prices nothing and says the fare will
 * be quoted, the message carries the words as typed, and analytics sends no place.
 */
export interface PlaceNames {
  slug: string;
  en: string;
  gu: string;
  hi: string;
  /** Other names people type, in any script ("Gir", "Kevadia", "Hirasar"): places.json. */
  names?: readonly string[];
}

/** Lower case, one kind of space, composed: how two spellings of one name compare. */
const normal = (s: string) => s.normalize("NFC").toLocaleLowerCase("en-IN").replace(/\s+/g, " ").trim();

/**
 * Words that carry a trip on beyond a place ("Dwarka - then on to Delhi", "via Jamnagar"), in
 * the three scripts: after them the words name more than the place.
 */
const ONWARD = new Set(
  ["then", "to", "via", "and", "onward", "onwards", "till", "until", "upto", "beyond", "after", "->", "→"]
    .concat(["પછી", "થઈને", "થઇને", "ત્યાંથી", "અને"])
    .concat(["फिर", "होकर", "होते", "और", "आगे", "बाद"]),
);

/**
 * Whether the words after a place's name take the trip further: a word of going on, or the
 * name of another of the site's places (an address in the same place, "Rajkot station & gate
 * #2", "Dwarka, Hotel Sea View", does not; a point in the city, the station, is no other place).
 */
function namesMore<T extends PlaceNames>(rest: string, place: T, places: readonly T[], names: (p: T) => string[]): boolean {
  const words = rest.split(/[\s,()\-.]+/).filter(Boolean);
  if (words.some((w) => ONWARD.has(w))) return true;
  const padded = ` ${words.join(" ")} `;
  return places.some((p) => p !== place && !(p as { point?: string }).point && names(p).some((n) => padded.includes(` ${n} `)));
}

/**
 * The place whose name in any script (or one of its other names) is the text, or else begins
 * it before a comma or a space: the
 * longest such name, so that "Rajkot Airport, Hirasar" is the airport and not Rajkot; none
 * when the words after it take the trip further (`namesMore`).
 */
export function knownPlace<T extends PlaceNames>(text: string, places: readonly T[]): T | undefined {
  const typed = normal(text);
  if (!typed) return undefined;
  const names = (p: T) => [p.en, p.gu, p.hi, ...(p.names ?? [])].map(normal);
  const exact = places.find((p) => names(p).includes(typed));
  if (exact) return exact;
  let best: { place: T; length: number } | undefined;
  for (const place of places)
    for (const n of names(place))
      if (typed.startsWith(n) && /^[\s,(-]/.test(typed.slice(n.length)) && (!best || n.length > best.length))
        best = { place, length: n.length };
  return best && !namesMore(typed.slice(best.length), best.place, places, names) ? best.place : undefined;
}
