import { hasEnded } from "#app/lib/notices.ts";
import { todayInIndia } from "#app/lib/today.ts";

/**
 * A notice past its last day disappears even when nobody has built the site since: the page
 * carries each notice with its last day (components/notices.tsx), and hides those that have
 * ended by today's date in India, the box around them too when none is left. Checked again
 * every minute, as the open-now label is, so that a page left open goes at midnight.
 */
export function hideEndedNotices() {
  const boxes = [...document.querySelectorAll<HTMLElement>("[data-notices]")];
  if (!boxes.length) return;
  const update = () => {
    const today = todayInIndia(new Date());
    for (const box of boxes) {
      const notices = [...box.querySelectorAll<HTMLElement>("[data-notice-ends]")];
      for (const notice of notices) notice.hidden = hasEnded({ to: notice.dataset.noticeEnds ?? "" }, today);
      box.hidden = notices.every((n) => n.hidden);
    }
  };
  update();
  setInterval(update, 60_000);
}
