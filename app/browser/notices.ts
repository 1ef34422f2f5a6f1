import { todayOn } from "#app/content/business/time.ts";

/**
 * A notice past its last day disappears even when nobody has built the site since: the page
 * carries each notice with its last day, and the box the business's clock (components/notices.tsx),
 * and hides those that have ended by the business's today, the box around them too when none
 * is left. Checked again every minute, as the open-now label is, so that a page left open goes
 * at midnight.
 */
export function hideEndedNotices() {
  const boxes = [...document.querySelectorAll<HTMLElement>("[data-notices]")];
  if (!boxes.length) return;
  const update = () => {
    for (const box of boxes) {
      // A notice has ended once its last day is before the business's today (a box without
      // the clock, which no build writes, is left as built).
      if (!box.dataset.notices) continue;
      const today = todayOn(new Date(), box.dataset.notices);
      const notices = [...box.querySelectorAll<HTMLElement>("[data-notice-ends]")];
      for (const notice of notices) notice.hidden = (notice.dataset.noticeEnds ?? "") < today;
      box.hidden = notices.every((n) => n.hidden);
    }
  };
  update();
  setInterval(update, 60_000);
}
