/**
 * Which of the site's places a visitor's typed words name: "Dwarka", "dwarka", "દ્વારકા" or
 * "द्वारका" are all Dwarka, and so is "Dwarka, Gujarat". Anything else ("Mumbai Central") is
 * no place: the planner then shows no fare, and analytics sends no place.
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
 * The place whose name in any script (or one of its other names) is the text, or else begins
 * it before a comma or a space: the longest such name, so that "Rajkot Airport, Hirasar" is
 * the airport and not Rajkot.
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
  return best?.place;
}
