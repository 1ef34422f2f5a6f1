/**
 * Runs `tasks` once the page has loaded, each in a moment of its own when the browser is idle
 * (at most 1.5 s after the one before), so that nothing they do competes with the first paint
 * or delays a visitor's first tap. One task each: the site script's six in one idle callback
 * took 28–138 ms on a phone-speed CPU (4× slowed, traced), over the 50 ms at which a task
 * blocks a tap in 7 runs of 20; alone, each is well under it (decision 029). A task that fails
 * does not stop those after it.
 * Safari has no requestIdleCallback: a moment after load instead.
 */
export function afterLoad(...tasks: (() => void)[]) {
  const next = () => {
    const task = tasks.shift();
    if (!task) return;
    const run = () => {
      try {
        task();
      } finally {
        next();
      }
    };
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 1500 });
    else setTimeout(run, 1);
  };
  if (document.readyState === "complete") next();
  else addEventListener("load", next, { once: true });
}
