/**
 * A visitor typing a trip into the planner on the slowed phone (phone.ts), read with Event
 * Timing: the cars page is opened, and the moment its first paint is there the planner's
 * pickup is tapped (which wakes the planner: island/page-script.ts) and a trip typed as a
 * visitor types it, key by key, each field tapped first: Rajkot, Dwarka, a date a week ahead,
 * 4 passengers. The keys come as fast as the page takes them (each is sent once the page has
 * handled the one before), so some land while the planner is still hydrating, as a quick
 * visitor's would.
 *
 * An interaction is a tap or a key press, its events grouped by their interactionId; its
 * duration is its slowest event's, from the input to the next paint: the figure INP takes the
 * worst of (good under 200 ms). Per run: the slowest, how many were over 200 ms, how many
 * there were, and what the slowest was, its time split into waiting (input delay), handlers
 * (processing) and the paint after them (presentation). Part of `npm run bench`: a
 * measurement, not a test.
 */
import type { Browser, Page } from "@playwright/test";
import { launchPhoneBrowser, median, slowedPage } from "./phone.ts";

/** One event as Event Timing gives it, as the page keeps it (its target said in words). */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

export interface Interaction {
  id: number;
  /** Its slowest event's duration: from the input to the paint after its handlers, ms (in steps of 8 ms). */
  duration: number;
  /** That event's name and target. */
  event: string;
  target: string;
  start: number;
  /** Its time waiting for the main thread, in its handlers, and after them until the paint, ms. */
  delay: number;
  processing: number;
  presentation: number;
}

/** The interactions among `entries`: each interactionId once, by its slowest event. */
export function interactionsOf(entries: EventEntry[]): Interaction[] {
  const slowest = new Map<number, EventEntry>();
  for (const e of entries)
    if (e.interactionId > 0 && (slowest.get(e.interactionId)?.duration ?? -1) < e.duration) slowest.set(e.interactionId, e);
  return [...slowest.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((e) => ({
      id: e.interactionId,
      duration: e.duration,
      event: e.name,
      target: e.target,
      start: Math.round(e.startTime),
      delay: Math.round(e.processingStart - e.startTime),
      processing: Math.round(e.processingEnd - e.processingStart),
      // The duration is rounded to 8 ms: never less than none.
      presentation: Math.max(0, Math.round(e.startTime + e.duration - e.processingEnd)),
    }));
}

export interface TypingRun {
  /** The slowest interaction, ms. */
  slowest: number;
  /** How many took longer than the limit (200 ms). */
  over: number;
  /** How many there were (performance.interactionCount), and how many of them took 16 ms or more (Event Timing's least). */
  interactions: number | null;
  measured: number;
  /** What the slowest was: its event, target, start and split. */
  worst: Interaction;
  /** When the planner had hydrated, ms after the page began, to place the slowest beside it. */
  hydrated: number | null;
}

/** A run from its interactions: `limit` is the longest a good one takes (INP's 200 ms). */
export function runOf(all: Interaction[], hydrated: number | null, count: number | null, limit: number): TypingRun {
  const worst = all.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    slowest: worst.duration,
    over: all.filter((i) => i.duration > limit).length,
    interactions: count,
    measured: all.length,
    worst,
    hydrated,
  };
}

/** A week from today: as the date field takes it typed (Chromium's en-US order: month, day, year), and as its value reads. */
function weekAhead() {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const [y, m, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, "0"));
  return { keys: `${m}${day}${y}`, value: `${y}-${m}-${day}` };
}

/** The trip, field by field, as typed: the planner's inputs (tests/e2e/planner*.spec.ts find them by label; their ids are read-trip.ts `field`). */
const trip = () => {
  const date = weekAhead();
  return [
    { field: "#plan-pickup", keys: "Rajkot", value: "Rajkot" },
    { field: "#plan-drop", keys: "Dwarka", value: "Dwarka" },
    { field: "#plan-date", keys: date.keys, value: date.value },
    { field: "#plan-passengers", keys: "4", value: "4" },
  ];
};

/** Watches every event from the document's start (buffered), and notes when the planner hydrated. */
export function watchEvents() {
  const w = window as unknown as { __events: EventEntry[]; __hydrated: number | null; __flush: () => void };
  w.__events = [];
  w.__hydrated = null;
  const said = (node: Node | null) =>
    !(node instanceof Element)
      ? (node?.nodeName ?? "(gone)")
      : node.id
        ? `${node.localName}#${node.id}`
        : `${node.localName}${node.getAttribute("name") ? `[name=${node.getAttribute("name")}]` : ""}`;
  const keep = (list: PerformanceEntryList) => {
    for (const e of list as PerformanceEventTiming[])
      w.__events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        target: said(e.target),
      });
  };
  const watch = new PerformanceObserver((list) => keep(list.getEntries()));
  watch.observe({ type: "event", buffered: true, durationThreshold: 16 });
  w.__flush = () => keep(watch.takeRecords());
  // HYDRATED_EVENT (inline/hydration.ts), by its name: this function runs in the page.
  addEventListener("app:hydrated", () => (w.__hydrated = performance.now()), { once: true });
}

/**
 * Opens `url` on `page` (watched from its start by `watchEvents`, added before), and types the
 * trip from its first paint; resolves once the planner has answered it (`typed`).
 */
export async function typeTrip(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 16,
    timeout: 60_000,
  });
  const fields = trip();
  for (const { field, keys } of fields) {
    const input = page.locator(field);
    await input.tap({ timeout: 60_000 });
    await input.pressSequentially(keys);
  }
  await typed(page, fields);
}

/**
 * Waits until the planner has hydrated and answered the trip: every field holds what was
 * typed (a date typed in another order would not), and the estimate shows.
 */
async function typed(page: Page, fields: ReturnType<typeof trip>) {
  await page.locator("#planner-island[data-hydrated] [data-testid=estimate]").waitFor({ timeout: 60_000 });
  for (const { field, value } of fields) {
    const got = await page.locator(field).inputValue();
    if (got !== value) throw new Error(`${field} holds "${got}", not "${value}" as typed`);
  }
}

/** The run, once the page has painted what the last key changed. */
export async function runIn(page: Page, limit: number): Promise<TypingRun> {
  const { events, hydrated, count } = await page.evaluate(async () => {
    const w = window as unknown as { __events: EventEntry[]; __hydrated: number | null; __flush: () => void };
    // An event's entry comes after the paint that follows it: two frames, and what is queued.
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    w.__flush();
    // Every interaction, the quick ones too: Event Timing reports none under 16 ms.
    const count = (performance as unknown as { interactionCount?: number }).interactionCount ?? null;
    return { events: w.__events, hydrated: w.__hydrated, count };
  });
  return runOf(interactionsOf(events), hydrated === null ? null : Math.round(hydrated), count, limit);
}

/** One visitor typing the trip on `url`. */
async function once(browser: Browser, url: string, limit: number): Promise<TypingRun> {
  const { context, page } = await slowedPage(browser, { locale: "en-US" });
  try {
    await page.addInitScript(watchEvents);
    await typeTrip(page, url);
    return await runIn(page, limit);
  } finally {
    await context.close();
  }
}

export interface Typing {
  route: string;
  build: string;
  runs: TypingRun[];
  /** The median of the runs' slowest interactions, ms. */
  median: number;
}

/**
 * Each route on each build (by name → origin), `runs` times, interleaved (each run starting
 * with another build), so that a slow spell of the machine falls on every build alike.
 * `limit`: the longest a good interaction takes.
 */
export async function measureTyping(origins: Record<string, string>, routes: string[], runs: number, limit: number): Promise<Typing[]> {
  const browser = await launchPhoneBrowser();
  try {
    const results: Typing[] = [];
    for (const route of routes) {
      const builds = Object.keys(origins);
      const got: Record<string, TypingRun[]> = Object.fromEntries(builds.map((b) => [b, []]));
      for (let i = 0; i < runs; i++) {
        for (const build of builds.map((_, k) => builds[(k + i) % builds.length]))
          got[build].push(await once(browser, origins[build] + route, limit));
        process.stdout.write(".");
      }
      for (const build of builds) results.push({ route, build, runs: got[build], median: median(got[build].map((r) => r.slowest)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The slowest interaction of a run in words: its event and target, when, and where its time went. */
const what = (r: TypingRun) =>
  `${r.worst.event} on ${r.worst.target.replace(/^input#/, "#")} at ${r.worst.start} ms (hydrated ${r.hydrated ?? "–"}): ${r.worst.delay} + ${r.worst.processing} + ${r.worst.presentation}`;

/**
 * The report's table: per route and run, each build side by side (`builds`, in their order):
 * the slowest interaction and how many of the run's were over `limit`, then what the slowest was.
 */
export function typingTable(typing: Typing[], builds: string[], limit: number) {
  const of = (route: string, build: string) => typing.find((t) => t.route === route && t.build === build);
  const routes = [...new Set(typing.map((t) => t.route))];
  const row = (route: string, i: number) => {
    const runs = builds.map((b) => of(route, b)?.runs[i]);
    const slowest = runs.map((r) => (r ? `${r.slowest} ms, ${r.over} of ${r.interactions ?? r.measured}` : "–"));
    return `| ${route} | ${i + 1} | ${slowest.join(" | ")} | ${runs.map((r) => (r ? what(r) : "–")).join(" | ")} |`;
  };
  return [
    `| route | run | ${builds.map((b) => `${b}: slowest, over ${limit} ms of all`).join(" | ")} | ${builds.map((b) => `${b}: the slowest (delay + processing + paint, ms)`).join(" | ")} |`,
    `| --- | --- | ${builds.map(() => "---").join(" | ")} | ${builds.map(() => "---").join(" | ")} |`,
    ...routes.flatMap((route) => {
      const count = Math.max(...builds.map((b) => of(route, b)?.runs.length ?? 0));
      const budget = (t: Typing | undefined) => (t ? `${t.median} ms, ${t.runs.every((r) => r.slowest <= limit) ? "pass" : "FAIL"}` : "–");
      return [
        ...Array.from({ length: count }, (_, i) => row(route, i)),
        `| ${route} | median | ${builds.map((b) => budget(of(route, b))).join(" | ")} | ${builds.map(() => "").join(" | ")} |`,
      ];
    }),
  ];
}
