import { createContext, useContext } from "react";
import type { SharedWords } from "#app/content/words/shape.ts";

/**
 * The shared words of the page's language, provided by the layout route (routes/layout.tsx)
 * and, in the browser, by the cars page's island (kinds/cars/island/planner-island.tsx), so that
 * components need no prop for them.
 */
export const WordsContext = createContext<SharedWords | null>(null);

export function useWords(): SharedWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords: no language layout above this component");
  return words;
}
