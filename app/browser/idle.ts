/**
 * Runs `task` once the browser is idle (at most `timeout` ms from now), so that a visitor's
 * first tap never waits behind it. Safari has no requestIdleCallback: a moment later instead.
 */
export function whenIdle(task: () => void, timeout = 1500) {
  if ("requestIdleCallback" in window) requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 1);
}
