/**
 * The visitor's own speed figures, by web-vitals (LCP, INP, CLS), imported by the analytics
 * script after load: no page without analytics, and no page before its load, fetches it.
 * web-vitals reports each figure as the page is hidden (or, for LCP, at the first input);
 * `done` gets them all at once, the first time the page is hidden or left. Browsers that
 * measure none of them (Safari, for INP and CLS) report what they have, or nothing.
 */
import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import type { SpeedFigure } from "~/lib/analytics";

export function measureSpeed(done: (figures: SpeedFigure[]) => void) {
  const figures = new Map<string, SpeedFigure>();
  const keep = ({ name, value, rating }: Metric) => void figures.set(name, { name, value, rating });
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // On the document, after web-vitals' own listeners on the window (capture): they report first.
  const hidden = () => {
    if (document.visibilityState !== "hidden") return;
    document.removeEventListener("visibilitychange", hidden);
    done([...figures.values()]);
  };
  document.addEventListener("visibilitychange", hidden);
}
