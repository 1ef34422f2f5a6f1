import { createContext, useContext } from "react";
import type { Words } from "#app/content/words.ts";

/**
 * The shared words of the page's language, provided by the layout route (routes/layout.tsx)
 * and, in the browser, by the cars page's island (components/cars-island.tsx), so that
 * components need no prop for them.
 */
export const WordsContext = createContext<Words | null>(null);

export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords: no language layout above this component");
  return words;
}
