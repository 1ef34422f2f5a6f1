import { Clock } from "lucide-react";
import { business } from "#app/content/business/business.ts";
import { openSentences } from "#app/lib/hours.ts";
import { useWords } from "./words.tsx";

/**
 * "Open now · until 11:00 PM" or "Closed now · …" ("Open now · 24 hours" round the clock), in India Standard Time. The prerendered
 * page cannot know the time a visitor reads it: it carries both sentences and the hours, and
 * the page's script (browser/open-now.ts) shows the one that holds, and keeps it right. The
 * line's height is reserved so nothing shifts when it appears.
 */
export function OpenNow() {
  const { hours } = useWords();
  const { utcOffset, opens, closes } = business.hours;
  const sentences = openSentences(business.hours, hours);
  return (
    <p
      data-open-now={`${utcOffset} ${opens} ${closes}`}
      data-open={sentences.open}
      data-closed={sentences.closed}
      className="group flex min-h-7 items-center gap-2 font-semibold"
      data-testid="open-now"
    >
      <Clock
        aria-hidden="true"
        className="hidden size-5 text-accent-text group-data-[state=closed]:block group-data-[state=open]:block group-data-[state=open]:text-wa"
      />
      <span />
    </p>
  );
}
