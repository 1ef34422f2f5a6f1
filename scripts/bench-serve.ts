/**
 * `npm run bench:serve`: load on the local production server. autocannon drives 100
 * concurrent connections for 10 s at / and at /cars (brotli, as browsers ask) and prints
 * requests per second, p50/p99 latency, errors and non-2xx answers, and the server's peak
 * memory. A benchmark, not a test: loopback only, bounded in time.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 4410);
const DURATION = Number(process.env.DURATION ?? 10);
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
const rssOf = async (pid: number) => {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
};
let peak = 0;
const sampler = setInterval(async () => (peak = Math.max(peak, await rssOf(server.pid!))), 100);

for (let i = 0; i < 50; i++) {
  if (
    await fetch(origin)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const rows: string[] = [];
// Two pages, not every page: the home page and the largest, the cars page; the server serves
// every page's file the same way.
for (const path of ["/", "/cars/"]) {
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "br, gzip" },
  });
  rows.push(
    `| ${path} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.timeouts} | ${result.non2xx} | ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s |`,
  );
}
clearInterval(sampler);
server.kill("SIGTERM");

console.log(`\n${CONNECTIONS} connections, ${DURATION} s per path, brotli\n`);
console.log("| path | req/s | p50 | p99 | errors | non-2xx | throughput |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
console.log(`\nServer peak memory (RSS): ${(peak / 1024 / 1024).toFixed(1)} MB`);
