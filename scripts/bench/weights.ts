/**
 * What a first visit downloads: each page opened once in a fresh Chromium profile, and the
 * bytes Chrome transferred for it (body and headers, as compressed on the wire): its scripts,
 * and everything. The service worker is kept out, so its background saving of the site is
 * not counted.
 *
 * Two moments are measured. On load: the page opened without scrolling, once the network is
 * quiet and has stayed so a further 1.5 s (so that a script imported at idle time is counted),
 * with no wait for any island to hydrate: what a visitor who only looks at the top pays. And,
 * on a page with the trip planner (#plan), after the planner is scrolled into view and has
 * hydrated: what the page costs once the planner is near, since the planner loads its script
 * only then. Part of `npm run bench`: a measurement, not a test.
 */
import { existsSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { PLAN_ID } from "#app/site-pages.ts";

export interface Weight {
  route: string;
  /** Script on load, without scrolling, once the network is quiet. */
  scriptBytes: number;
  /** Script in all once the planner has been scrolled into view; null on a page without one. */
  scriptBytesWithPlanner: number | null;
  totalBytes: number;
  scripts: number;
}

/** After the network first goes quiet, how long to wait for an idle-time import. */
const IDLE_IMPORT_MS = 1500;
/** How long without a request in flight counts as quiet (as Playwright's networkidle). */
const QUIET_MS = 500;
/** The longest wait for the planner to hydrate, or for the network to go quiet. */
const PLANNER_TIMEOUT_MS = 20_000;
/** The islands the planner lives in: the cars page's today, a planner's own once it is lazy. */
const HYDRATED = "#cars-island[data-hydrated], #planner-island[data-hydrated]";
const ISLAND = "#cars-island, #planner-island";

interface Transfer {
  script: boolean;
  bytes: number;
}

/**
 * Follows a page's requests: the bytes of each finished one, and how many are in flight, so
 * that "quiet" can be asked again after a scroll (Playwright's networkidle fires only once).
 */
function track(page: Page) {
  const sizes: Promise<Transfer>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("requestfailed", done);
  page.on("requestfinished", (request) => {
    done();
    sizes.push(
      request.sizes().then((s) => ({ script: request.resourceType() === "script", bytes: s.responseBodySize + s.responseHeadersSize })),
    );
  });
  return {
    /** Resolves once nothing has been in flight for QUIET_MS (or after the timeout). */
    async quiet() {
      const deadline = Date.now() + PLANNER_TIMEOUT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
    },
    /** Everything transferred so far. */
    transfers: () => Promise.all(sizes),
  };
}

const scriptBytesOf = (transfers: Transfer[]) => transfers.filter((t) => t.script).reduce((n, t) => n + t.bytes, 0);

/**
 * Scrolls the planner into view and waits until it has hydrated, where there is an island to
 * hydrate and script to do it: the zero-JS copy keeps the island's markup but has no script,
 * and would only time out. A planner that does not hydrate in time is reported, not fatal.
 */
async function bringPlannerNear(page: Page) {
  await page.locator(`#${PLAN_ID}`).scrollIntoViewIfNeeded();
  const hydrates = (await page.locator(ISLAND).count()) > 0 && (await page.locator("script").count()) > 0;
  if (!hydrates) return;
  await page
    .locator(HYDRATED)
    .first()
    .waitFor({ state: "attached", timeout: PLANNER_TIMEOUT_MS })
    .catch(() => console.warn(`\n${page.url()}: the planner did not hydrate within ${PLANNER_TIMEOUT_MS / 1000} s`));
}

async function weigh(page: Page, origin: string, route: string): Promise<Weight> {
  const network = track(page);
  await page.goto(`${origin}${route}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(IDLE_IMPORT_MS);
  await network.quiet();
  const onLoad = await network.transfers();
  const scripts = onLoad.filter((t) => t.script);

  let scriptBytesWithPlanner: number | null = null;
  if (await page.locator(`#${PLAN_ID}`).count()) {
    await bringPlannerNear(page);
    await network.quiet();
    scriptBytesWithPlanner = scriptBytesOf(await network.transfers());
  }
  return {
    route,
    scriptBytes: scriptBytesOf(onLoad),
    scriptBytesWithPlanner,
    totalBytes: onLoad.reduce((n, t) => n + t.bytes, 0),
    scripts: scripts.length,
  };
}

export async function measureWeights(origin: string, routes: string[]): Promise<Weight[]> {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  const weights: Weight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true });
      weights.push(await weigh(await context.newPage(), origin, route));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
