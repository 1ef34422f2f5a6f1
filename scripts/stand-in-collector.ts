/**
 * A stand-in for the analytics collectors, for the tests and `npm run engines`:
 * it takes Plausible's `POST /api/event` and Umami's `POST /api/send` as their servers do
 * (the JSON body whatever its type, any origin), keeps what it received, and shows it on its
 * own page (`GET /`): events by page and name, the way a collector's dashboard counts them.
 * It is not either collector: it stores nothing and counts no visitors.
 */
import http from "node:http";

/** One event as received, in both collectors' terms: its name ("pageview" for a page view), page and properties. */
export interface Received {
  name: string;
  page: string;
  props: Record<string, unknown>;
  /** The request as it came: its path, content type and body, for the tests to read. */
  path: string;
  contentType: string;
  body: string;
}

export interface StandInCollector {
  server: http.Server;
  url: string;
  received: Received[];
  /** Preflight requests (OPTIONS): the site's requests should need none. */
  preflights: number;
  close(): Promise<void>;
}

/** The event a body is, or null when it is not one of the documented formats. */
export function readEvent(path: string, body: string): Omit<Received, "path" | "contentType" | "body"> | null {
  try {
    const data = JSON.parse(body);
    if (path === "/api/event" && typeof data.name === "string" && typeof data.url === "string" && typeof data.domain === "string") {
      return { name: data.name, page: new URL(data.url).pathname, props: data.props ?? {} };
    }
    if (path === "/api/send" && data.type === "event" && typeof data.payload?.website === "string") {
      return {
        name: data.payload.name ?? "pageview",
        page: new URL(data.payload.url, "https://x").pathname,
        props: data.payload.data ?? {},
      };
    }
  } catch {
    // Not JSON: refused below.
  }
  return null;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The received events counted by page and name, as an HTML page. */
function dashboard(kind: string, received: Received[]): string {
  const counts = new Map<string, number>();
  for (const e of received) counts.set(`${e.page}\u0000${e.name}`, (counts.get(`${e.page}\u0000${e.name}`) ?? 0) + 1);
  const rows = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => {
      const [page, name] = key.split("\u0000");
      return `<tr><td>${escape(page)}</td><td>${escape(name)}</td><td>${n}</td></tr>`;
    })
    .join("");
  const props = received
    .filter((e) => Object.keys(e.props).length)
    .map((e) => `<li><b>${escape(e.name)}</b> on ${escape(e.page)}: ${escape(JSON.stringify(e.props))}</li>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in collector (${kind})</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.3rem .7rem;text-align:left}caption{text-align:left;font-weight:bold;margin-bottom:.5rem}</style></head>
<body><h1>Stand-in collector: events received (${kind} format)</h1>
<p>The test collector of this project, not ${kind}'s own dashboard: it lists what the site sent it.</p>
<table><caption>Events by page and name</caption><tr><th>Page</th><th>Event</th><th>Count</th></tr>${rows}</table>
<h2>Properties</h2><ul>${props}</ul></body></html>`;
}

export function standInCollector(port: number, host = "127.0.0.1"): Promise<StandInCollector> {
  const collector = { received: [] as Received[], preflights: 0 } as StandInCollector;
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
  };
  collector.server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "OPTIONS") {
      collector.preflights++;
      res.writeHead(204, cors);
      return res.end();
    }
    if (req.method === "GET" && path === "/") {
      const kind = collector.received.some((e) => e.path === "/api/send") ? "Umami" : "Plausible";
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(dashboard(kind, collector.received));
    }
    if (req.method !== "POST" || (path !== "/api/event" && path !== "/api/send")) {
      res.writeHead(404, cors);
      return res.end();
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const event = readEvent(path, body);
      if (!event) {
        res.writeHead(400, cors);
        return res.end("not an event");
      }
      collector.received.push({ ...event, path, contentType: String(req.headers["content-type"] ?? ""), body });
      res.writeHead(path === "/api/event" ? 202 : 200, { ...cors, "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  return new Promise((resolve) =>
    collector.server.listen(port, host, () => {
      collector.url = `http://${host}:${port}`;
      // A browser's tab may keep its connection open after the test (the browser tests keep one
      // tab per worker): it is closed, not waited for.
      collector.close = () =>
        new Promise((done) => {
          collector.server.close(() => done());
          collector.server.closeAllConnections();
        });
      resolve(collector);
    }),
  );
}

// `node scripts/stand-in-collector.ts [port]`: runs one until stopped (for a look by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const c = await standInCollector(Number(process.argv[2] ?? 4252));
  console.log(`Stand-in collector on ${c.url}`);
}
