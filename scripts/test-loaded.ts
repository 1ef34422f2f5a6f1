/**
 * `npm run test:loaded`: the browser tests three times in a row with two busy loops beside
 * them, as a busy CI machine runs them. A test that waits for a fixed time, or for less than
 * the state it means (the stylesheet applied, the planner awake, the save notice), passes on a
 * quiet machine and fails here: run it before a change to the tests lands. After a build, like
 * `npm run test:e2e`; RUNS and BUSY change the counts, and what follows `--` goes to Playwright.
 * Stops at the first run that fails, and says how long each took.
 */
import { spawn } from "node:child_process";
import { runNpm } from "#common/npm-run.ts";

const runs = Number(process.env.RUNS ?? 3);
const busy = Number(process.env.BUSY ?? 2);
const playwrightArgs = process.argv.slice(2);

// Each loop is a Node process spinning on one core until it is stopped, or until this process
// is gone (killed while it waits for a run, it cannot stop them itself).
const spin = `for (let i = 1; ; i++) if (i % 1e8 === 0) try { process.kill(${process.pid}, 0) } catch { process.exit() }`;
const loops = Array.from({ length: busy }, () => spawn(process.execPath, ["-e", spin], { stdio: "ignore" }));
const stop = () => loops.forEach((loop) => loop.kill());
// Stopped by Ctrl-C or by a kill, the loops stop too: left behind, they would load every run after.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.on(signal, () => {
    stop();
    process.exit(code);
  });

const times: string[] = [];
let status = 0;
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`test:loaded: run ${run} of ${runs}, with ${busy} busy loops beside it`);
    const start = Date.now();
    const result = runNpm(["run", "test:e2e", "--", ...playwrightArgs]);
    times.push(`run ${run}: ${result.ok ? "passed" : "failed"} in ${Math.round((Date.now() - start) / 1000)} s`);
    if (!result.ok) {
      if (result.problem) console.error(result.problem);
      status = result.status || 1;
      break;
    }
  }
} finally {
  stop();
}
console.log(`test:loaded: ${times.join("; ")}`);
process.exit(status);
