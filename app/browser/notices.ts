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
    // India's today ("YYYY-MM-DD"), as lib/today.ts tells it: written here, not imported, because
    // a module the site's script shared with the planner's would be a file of its own, one more
    // request and preload on every page. A notice has ended once its last day is before it.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    for (const box of boxes) {
      const notices = [...box.querySelectorAll<HTMLElement>("[data-notice-ends]")];
      for (const notice of notices) notice.hidden = (notice.dataset.noticeEnds ?? "") < today;
      box.hidden = notices.every((n) => n.hidden);
    }
  };
  update();
  setInterval(update, 60_000);
}
