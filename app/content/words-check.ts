/**
 * Checks a translation against the English words: the same entries, the same list lengths,
 * no empty text, and the same picture names (those are file names, not words). The type
 * check already refuses a missing or extra entry; this also catches empty strings, a list
 * with an item left out, and a function that returns nothing. Runs at build time (the
 * content check) and in the unit tests.
 */

/** Sample arguments for word functions: numbers and short texts, whatever they take. */
const SAMPLE_ARGS = [7, 12, "Innova Crysta", "06:00", "dark"] as const;

/** Calls a word function with sample arguments; one that takes a time gets "06:00" for all. */
export function sampleCall(fn: (...args: never[]) => unknown): unknown {
  const args = Array.from({ length: fn.length }, (_, i) => SAMPLE_ARGS[i % SAMPLE_ARGS.length]);
  try {
    return (fn as (...a: unknown[]) => unknown)(...args);
  } catch {
    return (fn as (...a: unknown[]) => unknown)(...args.map(() => "06:00"));
  }
}

/** Problems as "path: message", empty when the translation matches English in shape. */
export function wordProblems(english: unknown, other: unknown, path = ""): string[] {
  const at = path || "(root)";
  if (typeof english === "function") {
    if (typeof other !== "function") return [`${at}: must be a function, like the English`];
    const out = sampleCall(other as () => unknown);
    return typeof out === "string" && out.trim() ? [] : [`${at}: returns no text`];
  }
  if (typeof english === "string") {
    if (typeof other !== "string") return [`${at}: must be text`];
    if (!other.trim()) return [`${at}: must not be empty`];
    // Picture names are file names: every language shows the same picture.
    if (path.endsWith(".image") && other !== english) return [`${at}: picture "${other}" differs from English "${english}"`];
    return [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${at}: must be a list`];
    if (other.length !== english.length) return [`${at}: has ${other.length} entries, English has ${english.length}`];
    return english.flatMap((item, i) => wordProblems(item, other[i], `${path}[${i}]`));
  }
  if (english && typeof english === "object") {
    if (!other || typeof other !== "object") return [`${at}: must be an object`];
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    return [...keys].flatMap((key) => {
      const sub = path ? `${path}.${key}` : key;
      if (!(key in other)) return [`${sub}: missing`];
      if (!(key in english)) return [`${sub}: not in English`];
      // The language's own code differs by design.
      if (key === "lang") return [];
      return wordProblems((english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], sub);
    });
  }
  return english === other ? [] : [`${at}: must be ${JSON.stringify(english)}`];
}
