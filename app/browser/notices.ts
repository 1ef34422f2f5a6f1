import { hasEnded } from "#app/lib/notices.ts";
import { todayInIndia } from "#app/lib/trip.ts";

/**
 * A notice past its last day disappears even when nobody has built the site since: the page
 * carries each notice with its last day (components/notices.tsx), and hides those that have
 * ended by today's date in India, the box around them too when none is left.
 */
export function hideEndedNotices(now = new Date()) {
  const today = todayInIndia(now);
  for (const box of document.querySelectorAll<HTMLElement>("[data-notices]")) {
    const notices = [...box.querySelectorAll<HTMLElement>("[data-notice-ends]")];
    for (const notice of notices) notice.hidden = hasEnded({ to: notice.dataset.noticeEnds ?? "" }, today);
    box.hidden = notices.every((n) => n.hidden);
  }
}
