import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "#tests/e2e/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: each runs its own Chromium, and the one server (webServer) serves them all.
  workers: availableParallelism(),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The HTML report in CI too: ci.yml keeps it (with the traces) when a test fails.
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: each step, the console and the network. Without the DOM
    // snapshots and the screencast, which cost about a sixth of the run's time on two cores;
    // the failure's screenshot and its page's accessibility tree are kept apart.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    // For every test, in the config: a spec that sets it itself would run in workers of its own,
    // after all the others (the editor's long tests did, at the end of the run).
    screenshot: "only-on-failure",
    // The service worker saves the whole site on each new visit: dozens of requests per test,
    // on two cores. Its own tests allow it (offline.spec.ts, base-path.spec.ts).
    serviceWorkers: "block",
    // One browser context per worker, reset between tests instead of made anew: Playwright
    // closes the other tabs, goes to about:blank, and clears the cookies, the HTTP and memory
    // caches, each visited site's storage (local, session, IndexedDB, the editor's files), its
    // service workers, and every route, init script, clock and emulation a test set. A new
    // context and tab cost a new renderer: 35% of the time of the tests that walk pages
    // (decision 036). The specs whose state the reset does not clear (the worker's caches,
    // offline) opt out with `test.use({ reuseContext: false })`. E2E_FRESH_CONTEXT=1 makes every
    // test's context anew, to rule the reuse out when a test fails only after another.
    reuseContext: process.env.E2E_FRESH_CONTEXT !== "1",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The production build, served as a static host would serve it (npm start).
  webServer: {
    command: "node server/start.ts",
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
