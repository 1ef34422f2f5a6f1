/**
 * Runs `task` once the page has loaded and the browser is then idle (at most 1.5 s later),
 * so that nothing it does competes with the first paint or delays a visitor's first tap.
 * Safari has no requestIdleCallback: a moment after load instead.
 */
export function afterLoad(task: () => void) {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(() => task(), { timeout: 1500 }) : setTimeout(task, 1));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
