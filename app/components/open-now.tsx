import { Clock } from "lucide-react";
import { useSyncExternalStore } from "react";
import { business } from "~/content/business";
import { openLabel, openState } from "~/lib/hours";
import { useWords } from "./words";

/** Re-check once a minute so an open page flips at opening and closing time. */
function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/**
 * "Open now · until 11:00 PM" or "Closed now · …", in India Standard Time. Rendered only
 * after hydration (the prerendered HTML cannot know the time a visitor reads it); the
 * line's height is reserved so nothing shifts when it appears.
 */
export function OpenNow() {
  const { hours } = useWords();
  const label = useSyncExternalStore(everyMinute, () => openLabel(new Date(), business.hours, hours), () => null);
  const open = label !== null && openState(new Date(), business.hours).open;
  return (
    <p className="flex min-h-7 items-center gap-2 font-semibold" data-testid="open-now">
      {label && (
        <>
          <Clock aria-hidden="true" className={`size-5 ${open ? "text-wa" : "text-accent-text"}`} />
          <span>{label}</span>
        </>
      )}
    </p>
  );
}
