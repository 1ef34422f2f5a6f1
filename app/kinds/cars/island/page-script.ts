/**
 * The cars page's script, besides the site's: a few lines for the filter and the cars' cards,
 * and the planner's wake-up (decision 022). React and the planner (planner-root.tsx) load
 * only when the planner is needed: when it comes within a screen of the view, when the
 * visitor touches or focuses it, or at once when the page opens at it (#plan, with a choice in
 * the address or none: a car, a place's trip, a tour). Until then the page is HTML and CSS that
 * already work (the fields, the filter, the links), and a send tapped early is held by the
 * page's inline script (inline/hydration.ts).
 */
import {
  COUNT_ATTRIBUTE,
  PLAN_LINK_ATTRIBUTE,
  PLANNER_DATA_ID,
  PLANNER_DATA_SRC_ATTRIBUTE,
  PLANNER_ISLAND_ID,
  WAKING_ATTRIBUTE,
} from "./page-dom.ts";
import { PLANNER_FAILED_EVENT, TOUCHED_ATTRIBUTE } from "#app/inline/hydration.ts";
import { FILTER_ID, PLAN_ID } from "#app/site-pages.ts";
import { sendByHand } from "./send-by-hand.ts";

const island = document.getElementById(PLANNER_ISLAND_ID);
const filter = document.getElementById(FILTER_ID);

/**
 * The planner's data: in a file of its own in a built page (decision 025), fetched beside
 * React so that neither waits for the other; in the page itself under `npm run dev`.
 */
function plannerData(): Promise<unknown> {
  const block = document.getElementById(PLANNER_DATA_ID);
  const src = block?.getAttribute(PLANNER_DATA_SRC_ATTRIBUTE);
  if (!src) return Promise.resolve(JSON.parse(block?.textContent || "null"));
  return fetch(src).then((response) => {
    if (!response.ok) throw new Error(`${src}: ${response.status}`);
    return response.json();
  });
}

const load = () => Promise.all([import("./planner-root.tsx"), plannerData()]);

function wake() {
  if (!island || island.hasAttribute(WAKING_ATTRIBUTE)) return;
  island.setAttribute(WAKING_ATTRIBUTE, "");
  load()
    // Once more at once: a connection that dropped one request often carries the next.
    .catch(load)
    .then(([{ hydratePlanner }, data]) => hydratePlanner(data))
    // Offline before the first visit was saved, or a deploy in between: a send reaches
    // WhatsApp without the planner (send-by-hand.ts), and the next touch tries again.
    .catch(() => {
      island.removeAttribute(WAKING_ATTRIBUTE);
      dispatchEvent(new Event(PLANNER_FAILED_EVENT));
    });
}

// The planner: at once where the page opens at it, else when it is near or touched. Every
// link to it ends in #plan (a card's car, a place's trip, a tour: lib/cars.ts, kinds/*/data.ts).
const opensAtPlanner = () => location.hash === `#${PLAN_ID}`;
if (island) {
  sendByHand(island);
  // Touched or focused before this script listened (noted by the page's inline script).
  if (opensAtPlanner() || island.hasAttribute(TOUCHED_ATTRIBUTE) || island.contains(document.activeElement)) wake();
  addEventListener("hashchange", () => opensAtPlanner() && wake());
  // Not once: a wake that failed (see wake) is tried again on the next touch.
  for (const type of ["pointerdown", "focusin"]) island.addEventListener(type, wake, { passive: true });
  // A screen ahead of the view: on a slow phone React has arrived by the time the planner shows.
  const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: "100% 0px" });
  near.observe(island);
}

// The filter works from CSS alone; the count it announces is written here, from the words
// each choice carries. A group asked for in the address (/cars/?group=2#filter, from a
// place's page) is chosen, unless the visitor has chosen one already.
// Written only when it changes: the page comes with the count for all cars, and writing the
// same words again at load restyled the whole filter and its grid (181 elements, 13–25 ms on
// a phone-speed CPU, traced), and could have a screen reader say them twice.
if (filter) {
  const inputs = [...filter.querySelectorAll<HTMLInputElement>("input[name=group]")];
  const status = filter.querySelector("[role=status]");
  const count = () => {
    const words = inputs.find((input) => input.checked)?.getAttribute(COUNT_ATTRIBUTE);
    if (status && words && status.textContent !== words) status.textContent = words;
  };
  const asked = inputs.find((input) => input.value === new URLSearchParams(location.search).get("group"));
  if (asked && inputs[0]?.checked) asked.checked = true;
  count();
  filter.addEventListener("change", count);
}

// A card's "Plan a trip" chooses its car in the planner on this page, without a reload, so
// that nothing typed there is lost: the address changes, and the planner reads it.
addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.(`a[${PLAN_LINK_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  history.pushState(null, "", link.href);
  dispatchEvent(new PopStateEvent("popstate"));
  wake();
  document.getElementById(PLAN_ID)?.scrollIntoView();
});
