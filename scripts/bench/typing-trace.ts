/**
 * What the typing's slowest input waited on: `node scripts/bench/typing-trace.ts <page's URL>`,
 * against a served build (`npm start`, or the bench's). Types the trip once as bench/typing.ts
 * does, under a Chromium trace with its JavaScript sampled, and prints the slowest interaction,
 * the main thread's tasks of 1 ms or more from the one running as it came to its paint (each with its events
 * of 1.5 ms or more: a dispatch, a layout, a paint), and the functions sampled there, by their
 * own time and by their time with what they called. A build without minifying names them
 * (`minify: false` in scripts/steps/browser-scripts.ts, for the time of the look). Writes the
 * trace to reports/typing-trace.json, which Chrome's DevTools opens (Performance, Load profile).
 * A tool for a closer look, not part of the bench's report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { launchPhoneBrowser, slowedPage } from "./phone.ts";
import { runIn, typeTrip, watchEvents } from "./typing.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[]; type?: string } };
}
interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber: number } }[];
  samples?: number[];
}

const url = process.argv[2];
if (!url) {
  console.error("Usage: node scripts/bench/typing-trace.ts <URL of a cars page>");
  process.exit(1);
}
const browser = await launchPhoneBrowser();
const { context, page } = await slowedPage(browser, { locale: "en-US" });
await page.addInitScript(watchEvents);
const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "disabled-by-default-v8.cpu_profiler"];
await browser.startTracing(page, { categories: [...categories, "blink.user_timing"] });
await typeTrip(page, url);
const run = await runIn(page, 200);
// A mark at a known page time: it places the page's clock on the trace's.
const markAt = await page.evaluate(() => performance.mark("typing-trace").startTime);
const buffer = await browser.stopTracing();
await context.close();
await browser.close();
mkdirSync("reports", { recursive: true });
writeFileSync("reports/typing-trace.json", buffer);

const { traceEvents: events } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
const mark = events.find((e) => e.name === "typing-trace")!;
const { pid, tid } = mark;
const toTrace = (ms: number) => mark.ts + (ms - markAt) * 1000;
const start = toTrace(run.worst.start);
const end = toTrace(run.worst.start + run.worst.duration);
const ms = (us: number) => (us / 1000).toFixed(1);
const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid && e.ph === "X";
// Tasks of 1 ms or more: the thread runs many of less, which wait on nothing.
const tasks = events.filter((e) => onMain(e) && e.name === "RunTask" && e.dur! >= 1000 && e.ts < end && e.ts + e.dur! > start);
const from = Math.min(start, ...tasks.map((t) => t.ts));

console.log(
  `The slowest of ${run.interactions} interactions: ${run.slowest} ms, ${JSON.stringify(run.worst)}, hydrated at ${run.hydrated} ms`,
);
console.log(`\nThe main thread's tasks, in ms from the input (${run.worst.event} on ${run.worst.target}):`);
for (const task of tasks) {
  console.log(`task at ${ms(task.ts - start)}, ${ms(task.dur!)} ms`);
  const within = (e: TraceEvent) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!;
  for (const e of events.filter((e) => onMain(e) && within(e) && (e.dur ?? 0) >= 1500 && !/^V8\.|^v8\./.test(e.name)))
    console.log(`  ${e.name} at ${ms(e.ts - start)}, ${ms(e.dur!)} ms ${e.args?.data?.type ?? e.args?.data?.functionName ?? ""}`);
}

// The sampled stacks, from the profile's chunks (each sample's time is the sum of the deltas before it).
const profile = events.find((e) => e.name === "Profile" && e.pid === pid);
const nodes = new Map<number, { parent?: number; name: string }>();
const samples: { ts: number; node: number }[] = [];
let ts = Number(profile?.args?.data?.startTime ?? 0);
for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile?.id)) {
  const { cpuProfile, timeDeltas = [] } = chunk.args!.data!;
  for (const n of cpuProfile?.nodes ?? [])
    nodes.set(n.id, {
      parent: n.parent,
      name: `${n.callFrame.functionName || "(anonymous)"} ${(n.callFrame.url ?? "").split("/").pop()}:${n.callFrame.lineNumber}`,
    });
  (cpuProfile?.samples ?? []).forEach((node, i) => samples.push({ ts: (ts += timeDeltas[i]), node }));
}
const own = new Map<string, number>();
const inAll = new Map<string, number>();
const seen = samples.filter((s) => s.ts >= from && s.ts <= end);
seen.forEach((s, i) => {
  const time = (seen[i + 1]?.ts ?? s.ts) - s.ts;
  own.set(nodes.get(s.node)!.name, (own.get(nodes.get(s.node)!.name) ?? 0) + time);
  const names = new Set<string>();
  for (let n: number | undefined = s.node; n !== undefined; n = nodes.get(n)?.parent) names.add(nodes.get(n)!.name);
  for (const name of names) inAll.set(name, (inAll.get(name) ?? 0) + time);
});
const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${ms(time).padStart(7)} ${name}`)
    .join("\n");
console.log(`\nSampled from ${ms(from - start)} ms: by their own time\n${top(own, 20)}\n\nwith what they called\n${top(inAll, 40)}`);
console.log("\nThe trace: reports/typing-trace.json");
