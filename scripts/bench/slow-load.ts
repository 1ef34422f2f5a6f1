/**
 * Each page loaded on the slowed phone (phone.ts), observed rather than simulated: its first
 * contentful paint, its largest contentful paint, and the time its main thread blocked after
 * the first paint, summed from the long tasks the page itself reports, by Lighthouse's own
 * rule (blockingTime). Part of `npm run bench`: a measurement, not a test.
 *
 * Why beside Lighthouse's TBT: Lighthouse simulates the slow phone from a fast run, and its
 * model of the first paint counts only some of the tasks before it (the first parse, the first
 * layout, the first paint); the blocking time counts every task. Where the first paint waits
 * for a request (the zero-JS copy's stylesheet), the tasks it leaves out fit in that wait.
 * Where nothing but the page comes first, as on ours, they push the task that paints past the
 * modelled first paint, and its whole length less 50 ms is counted as blocking after a paint
 * it made itself. The same style and layout then counts on ours and not on the zero-JS copy
 * (docs/deploy.md#measure). Here the phone is slowed for real and the paint is the browser's.
 *
 * A repeat visit too: the page opened once at full speed, so that its service worker has saved
 * the site's files (a copy without scripts has none: the browser's cache only), then opened
 * again on the slowed phone. The page itself still comes over the network (the worker fetches
 * pages first); its rules, scripts and pictures come from what the first visit saved.
 */
import type { Browser } from "@playwright/test";
import { launchPhoneBrowser, median, slowedPage, slowServiceWorker } from "./phone.ts";

export interface Task {
  start: number;
  duration: number;
}

/** Lighthouse's threshold: a task blocks for what it runs beyond 50 ms. */
const BLOCKING_FROM = 50;

/**
 * Lighthouse's blocking time (its TBTUtils): each task clipped to [from, to], counted for what
 * it then runs beyond 50 ms. `from` is the first contentful paint.
 */
export function blockingTime(tasks: Task[], from: number, to: number): number {
  let sum = 0;
  for (const { start, duration } of tasks) {
    if (duration < BLOCKING_FROM || start + duration < from || start > to) continue;
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    if (clipped >= BLOCKING_FROM) sum += clipped - BLOCKING_FROM;
  }
  return sum;
}

export interface Load {
  fcp: number;
  lcp: number;
  blocking: number;
}

/** How long after the load event the page is watched: the scripts come after the first paint. */
const WATCH_AFTER_LOAD_MS = 3000;

/** A first visit, or a repeat one (above). */
export type Visit = "first" | "repeat";

/** One load of `url`; `worker`: whether the page registers a service worker. */
async function once(browser: Browser, url: string, visit: Visit, worker: boolean): Promise<Load> {
  const { context, page, slow } = await slowedPage(browser, { slowed: visit === "first" });
  let letWorkerGo: (() => Promise<void>) | undefined;
  try {
    // Watching from the document's start: a long task is reported only to an observer there.
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: { start: number; duration: number }[]; __lcp: number };
      w.__tasks = [];
      w.__lcp = NaN;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        w.__lcp = list.getEntries().at(-1)!.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    if (visit === "repeat") {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      if (worker) {
        // Active once it has saved the site's files, and then it takes the page (clientsClaim).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
        letWorkerGo = await slowServiceWorker(browser, await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL));
      }
      // Away and back, as a visitor comes again: the same address opened twice would be a reload.
      await page.goto("about:blank");
      await slow();
    }
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(WATCH_AFTER_LOAD_MS);
    const { tasks, lcp, fcp, now } = await page.evaluate(() => {
      const w = window as unknown as { __tasks: { start: number; duration: number }[]; __lcp: number };
      return {
        tasks: w.__tasks,
        lcp: w.__lcp,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        now: performance.now(),
      };
    });
    return { fcp, lcp, blocking: blockingTime(tasks, fcp, now) };
  } finally {
    await letWorkerGo?.();
    await context.close();
  }
}

/**
 * Every route on every build (by name → origin), `runs` times, interleaved as Lighthouse's
 * runs are, each run starting with another build; a build without the route is left out
 * for it. Medians per route and build, with each run's blocking time.
 */
export async function measureSlowLoads(origins: Record<string, string>, routes: string[], runs: number, visit: Visit = "first") {
  const browser = await launchPhoneBrowser();
  try {
    const results: { route: string; build: string; fcp: number; lcp: number; blocking: number; blockingRuns: number[] }[] = [];
    for (const route of routes) {
      const builds: string[] = [];
      // A build whose page runs no script (the zero-JS copy) registers no service worker.
      const workers: Record<string, boolean> = {};
      for (const [build, origin] of Object.entries(origins)) {
        const response = await fetch(origin + route).catch(() => undefined);
        if (response?.status !== 200) continue;
        builds.push(build);
        workers[build] = /<script(?![^>]*type="application\/(ld\+)?json")[\s>]/i.test(await response.text());
      }
      const loads: Record<string, Load[]> = Object.fromEntries(builds.map((b) => [b, []]));
      for (let i = 0; i < runs; i++)
        for (const build of builds.map((_, k) => builds[(k + i) % builds.length]))
          loads[build].push(await once(browser, origins[build] + route, visit, workers[build]));
      for (const build of builds) {
        const of = (k: keyof Load) => median(loads[build].map((l) => l[k]));
        results.push({
          route,
          build,
          fcp: of("fcp"),
          lcp: of("lcp"),
          blocking: of("blocking"),
          blockingRuns: loads[build].map((l) => l.blocking),
        });
      }
      process.stdout.write(".");
    }
    return results;
  } finally {
    await browser.close();
  }
}
