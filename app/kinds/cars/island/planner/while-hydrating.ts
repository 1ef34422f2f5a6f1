import { HYDRATED_EVENT } from "#app/inline/hydration.ts";

/**
 * What a tap or a key in a field does while React hydrates the planner: nothing React need
 * see. React hydrates in slices of a few milliseconds (planner-root.tsx), but a tap or a key
 * that reaches its listener before the last slice makes it hydrate the whole rest at once, in
 * that input's own task: on a phone slowed four times, a key waited 80–150 ms for it, the
 * slowest input of a visitor who types as the planner wakes (bench/typing.ts). The fields are
 * the browser's, not React's (read-trip.ts): the letter is typed without React, and once
 * hydrated the planner reads what the fields hold (use-address-choices.ts), as it reads what
 * was typed before its files came.
 *
 * So until the planner has hydrated, these events on its fields (and their labels, and the
 * space between) stop at the window, before React's listener on the island; the browser still
 * focuses, types, checks and chooses. A button's (the send, a stop's) and a link's reach React,
 * which hydrates at once to answer them.
 */
const FIELD_EVENTS = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "click",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "textInput",
  "input",
  "change",
  "compositionstart",
  "compositionend",
];

/** What React answers: the planner's buttons and links. */
const REACTS = "button, a, summary, input[type=submit]";

const forReact = (target: EventTarget | null) => !(target instanceof Element) || target.closest(REACTS) !== null;

/** From now until the planner in `island` has hydrated (HYDRATED_EVENT), its fields' events are the browser's alone. */
export function fieldsWhileHydrating(island: HTMLElement) {
  const stop = (event: Event) => {
    if (!forReact(event.target) && island.contains(event.target as Node)) event.stopPropagation();
  };
  for (const type of FIELD_EVENTS) addEventListener(type, stop, true);
  addEventListener(HYDRATED_EVENT, () => FIELD_EVENTS.forEach((type) => removeEventListener(type, stop, true)), { once: true });
}
