/**
 * `npm start`'s server, as a visitor, a crawler and an attacker meet it: the real process
 * (server/start.ts, what `npm start` runs after its Node check) on the real build, over real
 * sockets, without a browser. Every answer is a status the standard names, and after each
 * hostile request the process still answers the next one. What it answers to what: the
 * README's "The local server".
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REQUEST_TIMEOUT_MS } from "#server/serve.ts";
import { raw } from "#tests/e2e/http.ts";
import { OUT } from "./pages.ts";

let server: ChildProcess;
let origin = "";
let output = "";

beforeAll(async () => {
  server = spawn(process.execPath, ["server/start.ts"], { env: { ...process.env, PORT: "0", HOST: "127.0.0.1" } });
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (address) resolve(address[0]);
    };
    server.stdout!.on("data", read);
    server.stderr!.on("data", read);
    server.on("exit", (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
}, 30_000);

afterAll(() => {
  server.kill("SIGTERM");
});

const get = (address: string, headers: Record<string, string> = {}, method = "GET") => raw(origin, address, { headers, method });

/** The process is up and serves the home page: asked after every hostile request. */
async function stillServing() {
  expect(server.exitCode, output).toBeNull();
  expect((await get("/")).status).toBe(200);
}

/** A script of the build: a file that takes ranges, where a page does not. */
const script = `/assets/${readFileSync(path.join(OUT, "index.html"), "utf8").match(/\/assets\/([^"\s]+\.js)/)![1]}`;
const scriptBytes = readFileSync(path.join(OUT, script));

describe("ranges: 206, 416 or the whole file, and the next request is answered", () => {
  test("one range, a suffix, an open end: 206 with those bytes", async () => {
    for (const [range, bytes] of [
      ["bytes=0-99", scriptBytes.subarray(0, 100)],
      ["bytes=-100", scriptBytes.subarray(-100)],
      [`bytes=${scriptBytes.length - 10}-`, scriptBytes.subarray(-10)],
      [`bytes=10-${scriptBytes.length * 2}`, scriptBytes.subarray(10)],
    ] as const) {
      const res = await get(script, { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.body.equals(bytes), range).toBe(true);
      expect(res.headers["content-range"], range).toMatch(new RegExp(`^bytes \\d+-\\d+/${scriptBytes.length}$`));
    }
    await stillServing();
  });

  test("a range that cannot be met (start after end, beyond the end): 416 with the file's length", async () => {
    for (const range of ["bytes=500-100", `bytes=${scriptBytes.length}-`, "bytes=999999999-", "bytes=-0"]) {
      const res = await get(script, { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers["content-range"], range).toBe(`bytes */${scriptBytes.length}`);
      expect(res.headers["content-encoding"], range).toBeUndefined();
      await stillServing();
    }
  });

  test("several ranges, another unit, garbage: the whole file", async () => {
    for (const range of ["bytes=0-10,20-30", "items=0-10", "garbage", "bytes=abc-def", "bytes=--1", "bytes=0-10, 5-15"]) {
      const res = await get(script, { Range: range });
      expect([200, 206], range).toContain(res.status);
      if (res.status === 200) expect(res.body.equals(scriptBytes), range).toBe(true);
      await stillServing();
    }
  });

  test("a page answers a range, even one start after end, with the whole page", async () => {
    const page = readFileSync(path.join(OUT, "cars/index.html"));
    for (const range of ["bytes=500-100", "bytes=0-10", "bytes=-100"]) {
      const res = await get("/cars/", { Range: range });
      expect(res.status, range).toBe(200);
      expect(res.body.equals(page), range).toBe(true);
    }
    await stillServing();
  });
});

describe("conditional requests", () => {
  test("If-None-Match: * and the current ETag get 304; a stale ETag gets the page", async () => {
    const first = await get("/about/");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    for (const match of ["*", etag, `"stale", ${etag}`]) {
      const res = await get("/about/", { "If-None-Match": match });
      expect(res.status, match).toBe(304);
      expect(res.body.length, match).toBe(0);
    }
    const stale = await get("/about/", { "If-None-Match": '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
  });

  test("If-Modified-Since in the future: a page, which has no date, is sent whole; a dated file is not modified", async () => {
    const future = new Date(Date.now() + 365 * 86_400_000).toUTCString();
    const page = await get("/about/", { "If-Modified-Since": future });
    expect(page.status).toBe(200);
    expect(page.body.length).toBeGreaterThan(1000);
    const worker = await get("/sw.js", { "If-Modified-Since": future });
    expect(worker.status).toBe(304);
    // An ETag that does not match wins over the date (If-None-Match is read first).
    expect((await get("/sw.js", { "If-Modified-Since": future, "If-None-Match": '"old"' })).status).toBe(200);
    expect((await get("/about/", { "If-Modified-Since": "not a date" })).status).toBe(200);
    await stillServing();
  });

  test("If-Match that fails gets 412, never the file", async () => {
    const res = await get("/sw.js", { "If-Match": '"another"' });
    expect(res.status).toBe(412);
    await stillServing();
  });
});

describe("encodings", () => {
  const plain = readFileSync(path.join(OUT, "cars/index.html"));
  test("br and gzip refused with q=0: the identity file, never a compressed one", async () => {
    for (const accept of ["br;q=0, gzip;q=0", "br;q=0,gzip;q=0,deflate", "*;q=0", "identity", ""]) {
      const res = await get("/cars/", { "Accept-Encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBeUndefined();
      expect(res.body.equals(plain), accept).toBe(true);
    }
  });

  test("weights choose among those accepted", async () => {
    expect((await get("/cars/", { "Accept-Encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/cars/", { "Accept-Encoding": "gzip;q=0.5, br;q=0.9" })).headers["content-encoding"]).toBe("br");
    expect((await get("/nowhere", { "Accept-Encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
  });
});

describe("hostile requests: a clear 4xx, never a file outside the build, never a redirect off the site", () => {
  test("methods other than GET and HEAD get 405 with Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
      const res = await get("/", {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe("GET, HEAD");
    }
    // CONNECT, a proxy's tunnel, as a socket sends it: Node's client would wait for a tunnel.
    const { port } = new URL(origin);
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.end("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    let answer = "";
    for await (const chunk of socket) answer += chunk;
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    await stillServing();
  });

  test("dots, NUL, an 8 KB path, dotfiles: 4xx", async () => {
    for (const address of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fpackage.json",
      "/%2e%2e%5c%2e%2e%5cpackage.json",
      "/%00",
      "/index.html%00.js",
      "/.git/config",
      "/.env",
      `/${"a".repeat(8 * 1024)}`,
      "/%",
    ]) {
      const res = await get(address);
      expect(res.status, address.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status, address.slice(0, 40)).toBeLessThan(500);
      expect(res.body.toString(), address.slice(0, 40)).not.toMatch(/"name": "navkar-tours"|\[core\]|root:[^:]*:0:0/);
    }
    await stillServing();
  });

  test("//host paths never redirect off the site", async () => {
    for (const address of [
      "//evil.example",
      "//evil.example/",
      "///evil.example",
      "/\\evil.example",
      "//evil.example/%2e%2e",
      "/%2f%2fevil.example",
      "//cars",
    ]) {
      const res = await get(address);
      expect(res.status, address).toBeLessThan(500);
      if (res.headers.location) expect(new URL(res.headers.location, "https://navkar.example/").host, address).toBe("navkar.example");
      else expect(res.status, address).toBeGreaterThanOrEqual(400);
    }
    await stillServing();
  });

  test(
    "a client that sends its headers a byte a second is cut off after a bounded time",
    async () => {
      const { port } = new URL(origin);
      const socket = net.connect(Number(port), "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      const started = Date.now();
      const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
      socket.on("error", () => {});
      const request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + "a".repeat(100);
      let sent = 0;
      // One byte a second, for at most twice the bound: the loop stops by itself.
      const drip = setInterval(() => {
        if (socket.destroyed || sent >= request.length || Date.now() - started > REQUEST_TIMEOUT_MS * 2) return clearInterval(drip);
        socket.write(request[sent++]);
      }, 1000);
      const after = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), REQUEST_TIMEOUT_MS * 2))]);
      clearInterval(drip);
      socket.destroy();
      expect(after, "the connection was still open").toBeGreaterThan(0);
      // The bound counts from the first byte, and the server looks every second: about 10 s, not a minute.
      expect(after).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + 4_000);
      await stillServing();
    },
    REQUEST_TIMEOUT_MS * 3,
  );
});

describe("a wrong address: the site's own not-found page, 404, with every page's headers", () => {
  const pageHeaders = [
    "content-security-policy",
    "strict-transport-security",
    "cross-origin-opener-policy",
    "referrer-policy",
    "permissions-policy",
    "x-content-type-options",
  ];
  test("in the language of its folder, and /404/ itself is no page", async () => {
    for (const [address, lang] of [
      ["/no-such-page/", "en"],
      ["/cars/no-such-car/", "en"],
      ["/gu/no-such-page", "gu"],
      ["/hi/places/nowhere/", "hi"],
      ["/404/", "en"],
      ["/404.html", "en"],
      ["/gu/404/", "gu"],
      ["/hi/404.html", "hi"],
    ] as const) {
      const res = await get(address);
      expect(res.status, address).toBe(404);
      expect(res.headers["content-type"], address).toMatch(/^text\/html/);
      for (const name of pageHeaders) expect(res.headers[name], `${address} ${name}`).toBeTruthy();
      expect(res.headers["content-security-policy"], address).toContain("frame-ancestors 'none'");
      expect(res.body.equals(readFileSync(path.join(OUT, lang === "en" ? "" : lang, "404.html"))), address).toBe(true);
    }
  });
});

describe("one page, one address", () => {
  test("a page's folder asked for by its index without the extension is redirected to the folder", async () => {
    for (const [address, folder] of [
      ["/index", "/"],
      ["/cars/aura/index", "/cars/aura/"],
      ["/gu/index?x=1", "/gu/?x=1"],
      ["/places/index", "/places/"],
    ]) {
      const res = await get(address);
      expect(res.status, address).toBe(308);
      expect(res.headers.location, address).toBe(folder);
    }
  });

  test("a page at its file's address names its one address as canonical", async () => {
    const res = await get("/cars/aura/index.html");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/cars\/aura\/"/);
  });
});

test("the editor is held to HTTPS as every page is", async () => {
  const editor = await get("/admin/");
  expect(editor.status).toBe(200);
  expect(editor.headers["strict-transport-security"]).toBe((await get("/")).headers["strict-transport-security"]);
});

/**
 * `_headers` as the hosts read it: Cloudflare Pages applies every matching rule in order, a
 * `! Name` line taking away what an earlier rule set and a name set again appended to; Netlify
 * (the build leaves the `!` lines out there) takes the later rule's value.
 */
function hostHeaders(file: string, address: string, host: "cloudflare" | "netlify"): Record<string, string> {
  const headers = new Map<string, string>();
  for (const block of file.trim().split(/\n\n/)) {
    const [pattern, ...lines] = block.split("\n");
    const prefix = pattern.endsWith("*") ? pattern.slice(0, -1) : null;
    if (prefix === null ? address !== pattern : !address.startsWith(prefix)) continue;
    for (const line of lines.map((l) => l.trim())) {
      if (line.startsWith("! ")) {
        if (host === "cloudflare") headers.delete(line.slice(2).toLowerCase());
        continue;
      }
      const [name, value] = line.split(/: (.*)/);
      const key = name.toLowerCase();
      headers.set(key, host === "cloudflare" && headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return Object.fromEntries(headers);
}

describe("the hosts' _headers give every answer the headers the local server gives it", () => {
  const file = readFileSync(path.join(OUT, "_headers"), "utf8");
  // As a Netlify build writes it: without the `!` lines, and without the rules left empty.
  const netlify = file
    .trim()
    .split(/\n\n/)
    .map((block) => block.split("\n").filter((l) => !l.trim().startsWith("! ")))
    .filter((lines) => lines.length > 1)
    .map((lines) => lines.join("\n"))
    .join("\n\n");
  const names = [
    "x-content-type-options",
    "cross-origin-resource-policy",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "strict-transport-security",
    "content-security-policy",
    "cache-control",
    "x-robots-tag",
  ];
  const addresses = [
    "/",
    "/cars/",
    "/gu/places/dwarka/",
    "/hi/questions/",
    "/about/index.html",
    "/no-such-page/",
    "/gu/no-such-page/",
    "/sitemap.xml",
    "/robots.txt",
    "/sw.js",
    "/manifest.webmanifest",
    "/favicon.svg",
    "/icons/icon-32.png",
    "/admin/",
    script,
  ];

  test("on Cloudflare Pages: the same value of each header, once, for pages, files, the editor and not-found answers", async () => {
    for (const address of addresses) {
      const served = (await get(address)).headers;
      const host = hostHeaders(file, address, "cloudflare");
      for (const name of names) expect(host[name], `${address} ${name}`).toBe(served[name]);
    }
  });

  test("on Netlify: every value a page, a not-found answer and the editor get is the local server's", async () => {
    expect(netlify).not.toMatch(/^\s*!/m);
    for (const address of ["/", "/cars/", "/gu/no-such-page/", "/admin/", script, "/sw.js"]) {
      const served = (await get(address)).headers;
      const host = hostHeaders(netlify, address, "netlify");
      // What the server sends, the host sends too; a file may keep page headers it does not need.
      for (const name of names.filter((n) => served[n] !== undefined)) expect(host[name], `${address} ${name}`).toBe(served[name]);
    }
  });
});
