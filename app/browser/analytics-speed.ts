/**
 * The visitor's own speed figures, by web-vitals (LCP, INP, CLS), imported by the analytics
 * script after load: no page without analytics, and no page before its load, fetches it.
 * Each figure is kept as it changes (`reportAllChanges`), and `done` gets the latest, once,
 * the first time the page is hidden or left: Chromium does not always tell a page it is hidden
 * when the visitor goes to the next one (measured: no `visibilitychange` before `pagehide`),
 * and web-vitals only reports a final figure on that event. Browsers that measure none of
 * them report what they have, or nothing.
 */
import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import type { SpeedFigure } from "#app/lib/analytics.ts";

export function measureSpeed(done: (figures: SpeedFigure[]) => void) {
  const figures = new Map<string, SpeedFigure>();
  const keep = ({ name, value, rating }: Metric) => void figures.set(name, { name, value, rating });
  for (const on of [onLCP, onINP, onCLS]) on(keep, { reportAllChanges: true });
  // On the document, after web-vitals' own listeners on the window (capture): they report first.
  let sent = false;
  const end = (event: Event) => {
    if (sent || (event.type === "visibilitychange" && document.visibilityState !== "hidden")) return;
    sent = true;
    done([...figures.values()]);
  };
  document.addEventListener("visibilitychange", end);
  addEventListener("pagehide", end);
}
