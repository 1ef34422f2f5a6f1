/**
 * The cars page's script, besides the site's: it brings in React and hydrates the planner,
 * the filter and the cars (cars-island.tsx), once the page has loaded and the browser is
 * idle, or at the visitor's first touch or key, whichever comes first. Nothing of it competes
 * with the first paint (the heading, the first car's picture). Before that, everything works
 * from the HTML and CSS (the fields, the filter, the links), and a send tapped early is held
 * by the page's inline script (inline/hydration.ts).
 */
import { afterLoad } from "./idle.ts";

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import("./cars-island.tsx");
};
for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, passive: true, capture: true });
afterLoad(start);
