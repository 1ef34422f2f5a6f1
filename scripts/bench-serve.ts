/**
 * `npm run bench:serve`: load on the local production server, `npm start`'s process. autocannon
 * drives 100 concurrent connections for 20 s over a mix of what a day brings: pages in the
 * three languages, their scripts, styles and pictures, the sitemap, a wrong address, a
 * revalidation, and one request in ten hostile (a range that cannot be met, a path with dots,
 * a method the site does not take, an overlong path, an encoding refused, a `//host` path, a
 * range over several parts). It prints requests per second, latency, errors, the answers by
 * status (each hostile one must get its 4xx, each other its 2xx, 3xx or 404), and the
 * process's memory after a warm-up and after the load. A benchmark, not a test: loopback only,
 * bounded in time.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 4410);
const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const origin = `http://127.0.0.1:${PORT}`;

if (!existsSync("build/client/index.html")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

// The server runs in its own process, as in production, so its memory is its own.
const server = spawn(process.execPath, ["server/start.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
let exited: number | null = null;
server.on("exit", (code) => (exited = code ?? -1));
const rss = async () => {
  const status = await readFile(`/proc/${server.pid}/status`, "utf8").catch(() => "");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
};
let peak = 0;
const samples: number[] = [];
const sampler = setInterval(async () => {
  const now = await rss();
  peak = Math.max(peak, now);
  samples.push(now);
}, 250);

for (let i = 0; i < 50; i++) {
  if (
    await fetch(origin)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

type Request = autocannon.Request;
const home = readFileSync("build/client/index.html", "utf8");
const asset = (pattern: RegExp) => home.match(pattern)![0];
const browser = { "accept-encoding": "gzip, deflate, br" };
const good: Request[] = [
  { path: "/", headers: browser },
  { path: "/cars/", headers: browser },
  { path: "/gu/cars/", headers: browser },
  { path: "/hi/places/dwarka/", headers: browser },
  { path: "/gu/tours/", headers: browser },
  { path: "/questions/", headers: browser },
  { path: asset(/\/assets\/[^"\s]+\.css/), headers: browser },
  { path: asset(/\/assets\/[^"\s]+\.js/), headers: browser },
  { path: asset(/\/assets\/[^",\s]+\.avif/) },
  { path: "/sitemap.xml", headers: browser },
  { path: "/no-such-page/", headers: browser },
  { path: "/about/", headers: { ...browser, "if-none-match": "*" } },
];
const hostile: Request[] = [
  { path: asset(/\/assets\/[^"\s]+\.js/), headers: { range: "bytes=500-100" } },
  { path: "/..%2f..%2fpackage.json" },
  { method: "POST", path: "/cars/" },
  { path: `/${"a".repeat(9000)}` },
  { path: "/cars/", headers: { "accept-encoding": "br;q=0, gzip;q=0" } },
  { path: "//evil.example/%2e%2e" },
  { path: "/", headers: { range: "bytes=0-10,20-30,-5" } },
  { path: "/%00" },
  { method: "DELETE", path: "/" },
];
// Nine good requests, then a hostile one, over and over: one in ten.
const requests: Request[] = [];
for (let i = 0; i < hostile.length; i++) {
  for (let j = 0; j < 9; j++) requests.push(good[(i * 9 + j) % good.length]);
  requests.push(hostile[i]);
}

// A warm-up, so that the memory before is the server's working size, not its start.
await autocannon({ url: origin, connections: 10, duration: 2, requests });
const before = await rss();
peak = before;
samples.length = 0;
const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, requests });
const after = await rss();
clearInterval(sampler);
const alive = exited === null && (await fetch(origin).then((r) => r.status)) === 200;
server.kill("SIGTERM");

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const byStatus = Object.entries(result.statusCodeStats ?? {})
  .map(([status, { count }]) => `${status}: ${count}`)
  .join(", ");
console.log(`\n${CONNECTIONS} connections for ${DURATION} s, ${requests.length} requests in turn, one in ten hostile\n`);
console.log("| req/s | p50 | p99 | errors | timeouts | answers by status | memory after warm-up | after the load | peak | still serving |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
console.log(
  `| ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors} | ${result.timeouts} | ${byStatus} | ${mb(before)} | ${mb(after)} | ${mb(peak)} | ${alive ? "yes" : "NO"} |`,
);
// The memory through the load, a quarter at a time: flat, or growing.
const quarters = [1, 2, 3, 4].map((q) => samples[Math.min(samples.length - 1, Math.floor((samples.length * q) / 4) - 1)] ?? 0);
console.log(`\nMemory (RSS) at each quarter of the load: ${quarters.map(mb).join(", ")}`);
if (!alive || result.errors || result.timeouts) process.exitCode = 1;
