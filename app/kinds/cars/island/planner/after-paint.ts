/**
 * Work that follows a change of the planner's fields but need not hold its paint: the
 * estimate, the timetable, the notices, the open trip sheet. Done in the input's own handler,
 * they and the panels they redraw kept each typed letter off the screen 30–40 ms on a phone
 * slowed four times, and the first key after the planner woke waited for them four times over
 * (the hydration asks for an estimate from four places: use-address-choices.ts, use-stops.ts).
 * Here they run in a task after the next frame, once the letter is drawn; and what is asked of
 * one slot before then runs once, the last asked for: the hydration's four, or keys typed
 * faster than the screen shows them.
 */
export interface PaintSlot {
  /** The work waiting for the next paint, if any. */
  current: (() => void) | null;
}

/**
 * Runs `run` in a task after the next frame, unless more is asked of `slot` before then: then
 * the last `run` asked for, once. A hidden page draws no frames: there it runs in the next task.
 */
export function afterPaint(slot: PaintSlot, run: () => void) {
  const waiting = slot.current !== null;
  slot.current = run;
  if (waiting) return;
  const fire = () => {
    const next = slot.current;
    slot.current = null;
    next?.();
  };
  // A frame's callbacks run before it is drawn; a task they post runs after it.
  if (document.hidden) setTimeout(fire);
  else requestAnimationFrame(() => setTimeout(fire));
}
