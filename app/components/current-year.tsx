import { useSyncExternalStore } from "react";
import { yearOf } from "~/lib/year";

const noSubscription = () => () => {};

/**
 * The visitor's current year. Hydration first uses the prerender year (so the HTML matches
 * and React warns of nothing), then React re-renders with the visitor's clock.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(noSubscription, () => yearOf(new Date()), () => __BUILD_YEAR__);
  return <span data-testid="footer-year">{year}</span>;
}
