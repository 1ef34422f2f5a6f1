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
}

/** Lower case, one kind of space, composed: how two spellings of one name compare. */
const normal = (s: string) => s.normalize("NFC").toLocaleLowerCase("en-IN").replace(/\s+/g, " ").trim();

/** The place whose name in any script is the text, or begins it before a comma or a space. */
export function knownPlace<T extends PlaceNames>(text: string, places: readonly T[]): T | undefined {
  const typed = normal(text);
  if (!typed) return undefined;
  const names = (p: T) => [p.en, p.gu, p.hi].map(normal);
  return (
    places.find((p) => names(p).includes(typed)) ??
    places.find((p) => names(p).some((n) => typed.startsWith(n) && /^[\s,(-]/.test(typed.slice(n.length))))
  );
}
