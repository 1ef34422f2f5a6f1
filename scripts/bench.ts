/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) on every page in every
 * language, RUNS times (default 5), against the production build served by the same server
 * as `npm start`, beside a copy of the same pages with every <script> and modulepreload
 * removed and their <noscript> stylesheet in force, as a browser without JavaScript has them
 * (the zero-JS limit); each run also reads where the main thread's time went
 * (bench/main-thread.ts). With BEFORE=<another build's client folder>, that build's pages
 * too, in the same loop (ours, zero-JS, before, then the next run), so that a before and
 * after are measured in one run on one machine under the same load.
 * Then what a first visit downloads, per page (bench/weights.ts): script bytes on load and
 * once the trip planner is near, and total bytes, beside the zero-JS copy's total (and
 * BEFORE's, if given). Then the first tap on a slowed phone (bench/first-tap.ts), TAP_RUNS
 * times (default 5), for the car filter, the theme toggle and the menu, on BEFORE too. Then
 * the Lighthouse pages loaded on that slowed phone (bench/slow-load.ts), PHONE_RUNS times
 * (default 3), every build: first paint, largest paint and blocking time as observed there,
 * on a first visit and on a repeat one (the service worker's copies). Then a visitor typing a
 * trip into the planner on the slowed phone from its first paint (bench/typing.ts), TYPE_RUNS
 * times (default 5), on the cars page in English and Gujarati (TYPE_ROUTES), on BEFORE too:
 * each run's slowest interaction by Event Timing, against INP's 200 ms.
 * Prints medians and the budgets; writes reports/bench.{json,md}.
 * ROUTES=/,/gu/cars/ narrows the Lighthouse part and the weights; LIGHTHOUSE=0 skips Lighthouse
 * (and the loads on the slowed phone, which open its pages). PARTS=typing,taps runs only the parts
 * named, of lighthouse, weights, phone (the slowed phone's loads), taps and typing; all by default.
 * A benchmark: it reports, it never fails the test suite.
 *
 * The build is made with SITE_URL set to the local origin it is measured on, so that the
 * canonical URLs point where the pages are served (as in production).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { measureFirstTaps } from "#scripts/bench/first-tap.ts";
import { measureSlowLoads } from "#scripts/bench/slow-load.ts";
import { measureTyping, typingTable } from "#scripts/bench/typing.ts";
import { median } from "#scripts/bench/phone.ts";
import { mainThreadTable, ratio, type MainThreadRow } from "#scripts/bench/main-thread.ts";
import { measureWeights, type Weight } from "#scripts/bench/weights.ts";
import { lastReports, measureWithRetry, type Sample } from "#scripts/bench/lighthouse.ts";
import { createSiteServer } from "#server/serve.ts";
import { precompress, walk } from "#scripts/steps/compress.ts";
import { npmCommand } from "#common/npm-run.ts";

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const ZERO_PORT = PORT + 1;
const BEFORE_PORT = PORT + 2;
const BUILD_DIR = "build-bench";
const KB = 1024;
const TAP_RUNS = Number(process.env.TAP_RUNS ?? 5);
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 3);
const TYPE_RUNS = Number(process.env.TYPE_RUNS ?? 5);
const TYPE_ROUTES = (process.env.TYPE_ROUTES ?? "/cars/,/gu/cars/").split(",");
const PARTS = new Set((process.env.PARTS ?? "lighthouse,weights,phone,taps,typing").split(","));
const BUDGET = {
  lcpRatio: 1.05,
  tbt: 50,
  cls: 0,
  totalBytes: 300 * KB,
  jsBytes: 110 * KB,
  firstTap: 100,
  staticScript: 15 * KB,
  // The cars page until its planner wakes, and with it (decision 022).
  carsAtLoad: 8 * KB,
  withPlanner: 72 * KB,
  // Every interaction of a visitor typing a trip into the planner, ms: a good INP.
  typingInp: 200,
};

// BEFORE is a whole build's client folder: the server takes the pages' script hashes (their
// CSP) from beside it. Without them every inline script would be refused, and the taps would
// wait 30 s for a filter that never shows.
if (process.env.BEFORE) {
  const beforeRoot = path.resolve(process.env.BEFORE);
  const missing = [path.join(beforeRoot, "index.html"), path.join(beforeRoot, "..", "csp-hashes.json")].filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(
      `BEFORE=${process.env.BEFORE} is not a build's client folder: ${missing.join(" and ")} not found.\n` +
        "Give the client folder of a whole build folder, e.g. copy build/ to /tmp/before/ and set BEFORE=/tmp/before/client.",
    );
    process.exit(1);
  }
}

// 1. Build, and make the zero-JS copy.
console.log(`Building into ${BUILD_DIR}/ for http://127.0.0.1:${PORT} …`);
const npm = npmCommand(["run", "build"]);
execFileSync(npm.command, npm.args, {
  shell: npm.shell,
  env: { ...process.env, BUILD_DIR, SITE_URL: `http://127.0.0.1:${PORT}`, BASE_PATH: "/" },
  stdio: ["ignore", "ignore", "inherit"],
});
const root = path.resolve(BUILD_DIR, "client");
const zeroRoot = path.resolve(BUILD_DIR, "zero-js", "client");
rmSync(path.dirname(zeroRoot), { recursive: true, force: true });
cpSync(root, zeroRoot, { recursive: true });
for (const file of [...walk(zeroRoot)]) {
  if (/\.html\.(br|gz)$/.test(file)) rmSync(file);
  else if (file.endsWith(".html")) {
    // What a browser without JavaScript gets: no script, and the stylesheet that the page's
    // <noscript> gives it (decision 029), which a browser with scripts would otherwise skip.
    const html = readFileSync(file, "utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/<noscript>(<link rel="stylesheet"[^>]*>)<\/noscript>/g, "$1");
    writeFileSync(file, html);
  }
}
await precompress(zeroRoot);

// 2. Serve ours, the zero-JS copy, and BEFORE's build if given, each on its own port.
const listen = (server: ReturnType<typeof createSiteServer>, port: number) =>
  new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
const ours = createSiteServer({ root });
const zero = createSiteServer({ root: zeroRoot });
await listen(ours, PORT);
await listen(zero, ZERO_PORT);
const before = process.env.BEFORE ? createSiteServer({ root: path.resolve(process.env.BEFORE) }) : undefined;
if (before) await listen(before, BEFORE_PORT);
/** The origin of each build measured, by the name the reports give it. */
const origins: Record<string, string> = {
  ours: `http://127.0.0.1:${PORT}`,
  "zero-js": `http://127.0.0.1:${ZERO_PORT}`,
  ...(before && { before: `http://127.0.0.1:${BEFORE_PORT}` }),
};

// 3. Measure.
const medians = (samples: Sample[]) =>
  Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k as keyof Sample]))])) as unknown as Sample;

/** A page that BEFORE's build does not have (it is older, or newer) is left out for it only. */
const beforeHas = async (route: string) =>
  origins.before !== undefined && (await fetch(origins.before + route).catch(() => undefined))?.status === 200;

const results: {
  route: string;
  ours: Sample;
  zeroJs: Sample;
  before?: Sample;
  lcpRatio: number;
  /** Ours ÷ before; null without a before (or where before measured 0). */
  mainThreadRatios: { styleLayout: number | null; styleLayoutCpu: number | null; tbt: number | null };
  runsLaidOutEarly: MainThreadRow["runsLaidOutEarly"];
  checks: Record<string, boolean>;
}[] = [];
const only = process.env.ROUTES?.split(",");
const everyPage = LANGS.flatMap((lang) => sitemapPages().map((p) => localePath(lang, p.path)));
const pageRoutes = everyPage.filter((p) => !only || only.includes(p));
const lighthouseRoutes = process.env.LIGHTHOUSE === "0" || !PARTS.has("lighthouse") ? [] : pageRoutes;
const phoneRoutes = process.env.LIGHTHOUSE === "0" || !PARTS.has("phone") ? [] : pageRoutes;
for (const route of lighthouseRoutes) {
  const builds = ["ours", "zero-js", ...((await beforeHas(route)) ? ["before"] : [])];
  const runs: Record<string, Sample[]> = Object.fromEntries(builds.map((b) => [b, []]));
  // Interleaved, so that a slow spell on the machine falls on every build alike, and each run
  // starts with another build: the first one measured on a page can run slower (seen once here:
  // a first layout of 25 ms, then 3 ms for the same page), and that was always ours.
  for (let i = 0; i < RUNS; i++) {
    for (const build of builds.map((_, k) => builds[(k + i) % builds.length]))
      runs[build].push(await measureWithRetry(origins[build] + route));
    process.stdout.write(".");
  }
  const o = medians(runs.ours);
  const z = medians(runs["zero-js"]);
  const b = runs.before && medians(runs.before);
  const lcpRatio = o.lcp / z.lcp;
  // None where every run painted before the stylesheet (layoutsBeforeStyles is NaN in each).
  const laidOutEarly = (samples: Sample[]) =>
    samples.every((s) => Number.isNaN(s.layoutsBeforeStyles)) ? undefined : samples.filter((s) => s.layoutsBeforeStyles > 0).length;
  results.push({
    route,
    ours: o,
    zeroJs: z,
    before: b,
    lcpRatio,
    mainThreadRatios: {
      styleLayout: ratio(o.styleLayout, b?.styleLayout),
      styleLayoutCpu: ratio(o.styleLayoutCpu, b?.styleLayoutCpu),
      tbt: ratio(o.tbt, b?.tbt),
    },
    runsLaidOutEarly: {
      ours: laidOutEarly(runs.ours),
      zeroJs: laidOutEarly(runs["zero-js"]),
      before: runs.before && laidOutEarly(runs.before),
    },
    checks: {
      "scores 1.00": o.performance === 1 && o.accessibility === 1 && o.bestPractices === 1 && o.seo === 1,
      [`LCP ≤ ${BUDGET.lcpRatio}× zero-JS`]: lcpRatio <= BUDGET.lcpRatio,
      "TBT ≤ 50 ms": o.tbt <= BUDGET.tbt,
      "CLS 0": o.cls === BUDGET.cls,
      "total ≤ 300 KB": o.totalBytes <= BUDGET.totalBytes,
      "JS ≤ 110 KB": o.jsBytes <= BUDGET.jsBytes,
    },
  });
}
console.log();

// What a first visit downloads, per page: ours, the zero-JS copy, and BEFORE's.
// Every page, or those ROUTES names: each is opened once, not RUNS times.
const weightRoutes = PARTS.has("weights") ? pageRoutes : [];
const weights: Record<string, Weight[]> = {
  ours: await measureWeights(origins.ours, weightRoutes),
  zeroJs: await measureWeights(origins["zero-js"], weightRoutes),
  ...(origins.before && { before: await measureWeights(origins.before, weightRoutes) }),
};
// The same pages loaded on the slowed phone, every build, observed.
const slowLoads = await measureSlowLoads(origins, phoneRoutes, PHONE_RUNS);
console.log();
// And again as a repeat visit: what the first visit saved serves all but the page.
const repeatLoads = await measureSlowLoads(origins, phoneRoutes, PHONE_RUNS, "repeat");
console.log();
zero.close();
/** The cars page at most 8 KB of script until its planner wakes, every other page at most 15 KB. */
const scriptBudget = (route: string) => (/\/cars\/$/.test(route) ? BUDGET.carsAtLoad : BUDGET.staticScript);
/** Within its budgets: the script on load, and with the planner (React and the planner's island) at most 72 KB. */
const withinBudget = (w: Weight) =>
  w.scriptBytes <= scriptBudget(w.route) && (w.scriptBytesWithPlanner === null || w.scriptBytesWithPlanner <= BUDGET.withPlanner);

// First taps: ours, and the build given as BEFORE, served the same way.
const taps: { build: string; results: Awaited<ReturnType<typeof measureFirstTaps>> }[] = [];
if (PARTS.has("taps")) {
  if (before) taps.push({ build: "before", results: await measureFirstTaps(origins.before, TAP_RUNS) });
  taps.push({ build: "ours", results: await measureFirstTaps(origins.ours, TAP_RUNS) });
}
// A trip typed into the planner: BEFORE's and ours, in one loop.
const typedBuilds = ["before", "ours"].filter((b) => origins[b]);
const typing = PARTS.has("typing")
  ? await measureTyping(Object.fromEntries(typedBuilds.map((b) => [b, origins[b]])), TYPE_ROUTES, TYPE_RUNS, BUDGET.typingInp)
  : [];
console.log();
before?.close();
ours.close();

// 4. Report.
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const floorColumns = (s: Sample) => `${ms(s.floor)} | ${(s.fcp / s.floor).toFixed(2)} | ${(s.lcp / s.floor).toFixed(2)}`;
const scores = (s: Sample) => [s.performance, s.accessibility, s.bestPractices, s.seo].map((x) => x.toFixed(2)).join(" / ");
const lines = [
  `# Lighthouse bench (mobile, simulated throttling, median of ${RUNS})`,
  "",
  "The floor: the time Lighthouse's network model needs for the HTML and the LCP image alone (docs/deploy.md#measure).",
  "",
  "| route | build | perf / a11y / bp / seo | FCP | LCP | TBT | CLS | total | JS | LCP ÷ zero-JS | floor | FCP ÷ floor | LCP ÷ floor |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...results.flatMap((r) => [
    `| ${r.route} | ours | ${scores(r.ours)} | ${ms(r.ours.fcp)} | ${ms(r.ours.lcp)} | ${ms(r.ours.tbt)} | ${r.ours.cls.toFixed(3)} | ${kb(r.ours.totalBytes)} | ${kb(r.ours.jsBytes)} | ${r.lcpRatio.toFixed(2)} | ${floorColumns(r.ours)} |`,
    `| ${r.route} | zero-JS | ${scores(r.zeroJs)} | ${ms(r.zeroJs.fcp)} | ${ms(r.zeroJs.lcp)} | ${ms(r.zeroJs.tbt)} | ${r.zeroJs.cls.toFixed(3)} | ${kb(r.zeroJs.totalBytes)} | ${kb(r.zeroJs.jsBytes)} | | ${floorColumns(r.zeroJs)} |`,
    ...(r.before
      ? [
          `| ${r.route} | before | ${scores(r.before)} | ${ms(r.before.fcp)} | ${ms(r.before.lcp)} | ${ms(r.before.tbt)} | ${r.before.cls.toFixed(3)} | ${kb(r.before.totalBytes)} | ${kb(r.before.jsBytes)} | | ${floorColumns(r.before)} |`,
        ]
      : []),
  ]),
  "",
  ...mainThreadTable(results, RUNS),
  "",
  "## What a first visit downloads (Chrome's transferred bytes, service worker kept out)",
  "",
  "On load, without scrolling, once the network is quiet; with the planner: in all, once the trip planner is scrolled into view.",
  "",
  `| route | script${weights.before ? " (before)" : ""} | script with the planner${weights.before ? " (before)" : ""} | script files | total${weights.before ? " (before)" : ""} | zero-JS total | script budget |`,
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...weights.ours.map((w, i) => {
    const before = weights.before?.[i];
    const was = (n: number | null | undefined) => (before ? ` (${n === null ? "–" : kb(n!)})` : "");
    // A page with no planner in either build shows one "–", not "– (–)".
    const noPlanner = w.scriptBytesWithPlanner === null && (before?.scriptBytesWithPlanner ?? null) === null;
    const withPlanner = noPlanner
      ? "–"
      : `${w.scriptBytesWithPlanner === null ? "–" : kb(w.scriptBytesWithPlanner)}${was(before?.scriptBytesWithPlanner)}`;
    const budget = `${kb(scriptBudget(w.route))}${w.scriptBytesWithPlanner === null ? "" : `, ${kb(BUDGET.withPlanner)} with the planner`}`;
    return `| ${w.route} | ${kb(w.scriptBytes)}${was(before?.scriptBytes)} | ${withPlanner} | ${w.scripts} | ${kb(w.totalBytes)}${was(before?.totalBytes)} | ${kb(weights.zeroJs[i].totalBytes)} | ${withinBudget(w) ? "pass" : "FAIL"} ≤ ${budget} |`;
  }),
  "",
  `## A trip typed on a slowed phone (CPU 4×, Slow 4G, 360 px; from first paint; ${TYPE_RUNS} runs)`,
  "",
  "The pickup tapped at first paint (it wakes the planner), then Rajkot, Dwarka, a date a week ahead and 4 passengers typed key by key, each field tapped first. Each run's slowest interaction by Event Timing (from the input to the next paint), and how many were over the limit of a good INP; the slowest's time waiting, in its handlers and until the paint.",
  "",
  ...typingTable(typing, typedBuilds, BUDGET.typingInp),
  "",
  "## Budgets",
  "",
  ...results.map(
    (r) =>
      `- ${r.route}: ${Object.entries(r.checks)
        .map(([k, ok]) => `${ok ? "pass" : "FAIL"} ${k}`)
        .join(", ")}`,
  ),
  "",
  `## First tap on a slowed phone (CPU 4×, Slow 4G, 360 px; tap at first paint; median of ${TAP_RUNS})`,
  "",
  "| build | control | median | runs | ≤ 100 ms |",
  "| --- | --- | --- | --- | --- |",
  ...taps.flatMap(({ build, results: rs }) =>
    rs.map(
      (r) =>
        `| ${build} | ${r.control} | ${ms(r.median)} | ${r.samples.map(ms).join(", ")} | ${r.median <= BUDGET.firstTap ? "pass" : "FAIL"} |`,
    ),
  ),
];
/** The slowed phone's table, for a first visit or a repeat one. */
function phoneTable(loads: typeof slowLoads) {
  const phone = (route: string, build: string) => loads.find((l) => l.route === route && l.build === build);
  const cells = (route: string, key: "fcp" | "lcp" | "blocking") =>
    ["ours", "zero-js", "before"].map((b) => (phone(route, b) ? Math.round(phone(route, b)![key]) : "–")).join(" / ");
  return [
    "| route | FCP ms: ours / zero-JS / before | LCP ms: ours / zero-JS / before | blocking ms: ours / zero-JS / before | ours' runs | ours − zero-JS |",
    "| --- | --- | --- | --- | --- | --- |",
    ...[...new Set(loads.map((l) => l.route))].map((route) => {
      const o = phone(route, "ours")!;
      const z = phone(route, "zero-js")!;
      return `| ${route} | ${cells(route, "fcp")} | ${cells(route, "lcp")} | ${cells(route, "blocking")} | ${o.blockingRuns.map(Math.round).join(", ")} | ${Math.round(o.blocking - z.blocking)} |`;
    }),
  ];
}
lines.push(
  "",
  `## Loading on the slowed phone, observed (CPU 4×, Slow 4G, 360 px; median of ${PHONE_RUNS})`,
  "",
  "The page's own paint timings and long tasks, not Lighthouse's simulation (bench/slow-load.ts says why both). Blocking: Lighthouse's rule, from the first contentful paint until 3 s after load.",
  "",
  ...phoneTable(slowLoads),
  "",
  `## A repeat visit on the slowed phone, observed (median of ${PHONE_RUNS})`,
  "",
  "Each page opened once at full speed, then again on the slowed phone: the page over the network, the rest from what the first visit saved (the service worker's copies; the zero-JS copy has none, only the browser's cache).",
  "",
  ...phoneTable(repeatLoads),
);
const report = lines.join("\n");
console.log(report);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench.json",
  JSON.stringify({ runs: RUNS, date: new Date().toISOString(), results, taps, weights, slowLoads, repeatLoads, typing }, null, 2),
);
writeFileSync("reports/bench.md", `${report}\n`);
mkdirSync("reports/lighthouse", { recursive: true });
for (const [url, json] of lastReports) {
  const { origin, pathname } = new URL(url);
  const build = Object.keys(origins).find((b) => origins[b] === origin);
  const name = `${build}${pathname.replace(/\W+/g, "-").replace(/-$/, "") || "-home"}.json`;
  writeFileSync(path.join("reports/lighthouse", name), json);
}
const ourTaps = taps.find((t) => t.build === "ours")?.results ?? [];
const allPass =
  results.every((r) => Object.values(r.checks).every(Boolean)) &&
  ourTaps.every((r) => r.median <= BUDGET.firstTap) &&
  weights.ours.every(withinBudget) &&
  typing.filter((t) => t.build === "ours").every((t) => t.runs.every((r) => r.slowest <= BUDGET.typingInp));
console.log(allPass ? "\nEvery target met on every route." : "\nSome targets are not met (see FAIL above).");
