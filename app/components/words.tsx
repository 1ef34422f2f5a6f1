import { createContext, useContext } from "react";
import type { Words } from "~/content/words";

/**
 * The shared words of the page's language, provided by that language's layout route
 * (routes/<lang>/layout.tsx). Through context, so that each language's words are bundled
 * with its own layout only, and components need no prop for them.
 */
export const WordsContext = createContext<Words | null>(null);

export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords: no language layout above this component");
  return words;
}
