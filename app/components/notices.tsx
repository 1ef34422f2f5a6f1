import { businessZone } from "#app/content/business/business.ts";
import type { NoticeBox } from "#app/lib/notices.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";

/**
 * The owner's notices for a place or a tour (lib/notices.ts), above the page's own words: each
 * with its dates, and its last day for the page's script, which hides it from the next day on
 * the business's clock, which the box carries (browser/notices.ts). Nothing when there is none.
 */
export function Notices({ notices, label }: { notices: NoticeBox[]; label: string }) {
  if (!notices.length) return null;
  return (
    <div data-notices={businessZone} className="mb-8 grid gap-3">
      {notices.map((n) => (
        // A note, not a landmark: a page may carry several, and its label starts each one.
        <div
          key={`${n.ends} ${n.text}`}
          role="note"
          data-notice-ends={n.ends}
          className="rounded-2xl border border-accent bg-surface-2 p-4 sm:p-5"
        >
          <p className="text-sm font-semibold">
            <span className="text-accent-text uppercase">{label}</span> · {keepNumbers(n.dates)}
          </p>
          <p className="mt-1 max-w-prose text-pretty">{n.text}</p>
        </div>
      ))}
    </div>
  );
}
