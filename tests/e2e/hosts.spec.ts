/**
 * The built site where it really lives. Cloudflare Pages' own asset server runs here offline
 * (`wrangler pages dev`: workerd, with Cloudflare's reading of `_headers`, `_redirects` and
 * the 404 pages); GitHub Pages, which has no local runtime, is a stand-in (stand-ins.ts).
 * Every address the site names must be served as it is named: 200, no redirect.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { editions } from "#app/content/words/words.ts";
import { LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { everyPage, pageKind, sitemapPages as sitemapOf } from "#app/page-kinds.ts";
import { placePath } from "#app/site-pages.ts";
import { editorCspHeader } from "#common/headers.ts";
import { expect, hydrated, test } from "./helpers.ts";
import { githubPagesStandIn } from "./stand-ins.ts";

const SITE_URL = "https://navkartours.example";
const ROOT = path.resolve("build/client");
const CF_PORT = 4175;
const CF = `http://127.0.0.1:${CF_PORT}`;

/** What the host printed while starting: its reading of `_headers` and `_redirects`. */
let hostLog = "";
let wrangler: ChildProcess | undefined;

async function startWrangler() {
  wrangler = spawn(
    process.execPath,
    [path.resolve("node_modules/wrangler/bin/wrangler.js"), "pages", "dev", ROOT, "--ip", "127.0.0.1", "--port", String(CF_PORT)],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      hostLog += chunk.toString();
      if (/Ready on http/.test(hostLog)) resolve();
    };
    wrangler!.stdout!.on("data", read);
    wrangler!.stderr!.on("data", read);
    wrangler!.on("exit", (code) => reject(new Error(`wrangler exited (${code}):\n${hostLog}`)));
  });
  await started;
}

/** A request that does not follow redirects: what the host answers for this very address. */
const get = (origin: string, address: string) => fetch(new URL(address, origin), { redirect: "manual" });

/** Every page in the sitemap, as served by the host at `origin`. */
async function sitemapPages(origin: string): Promise<string[]> {
  const xml = await (await get(origin, "/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE_URL, ""));
}

/** The site's own addresses a page names: links, canonical, alternates, scripts, styles, pictures. */
function addressesIn(html: string): string[] {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) found.add(value.replace(/&amp;/g, "&"));
  for (const [, value] of html.matchAll(/\ssrcSet="([^"]+)"/gi)) for (const part of value.split(",")) found.add(part.trim().split(" ")[0]);
  return [...found]
    .map((u) => (u.startsWith(SITE_URL) ? u.slice(SITE_URL.length) : u))
    .filter((u) => u.startsWith("/") && !u.startsWith("//"))
    .map((u) => u.split("#")[0]);
}

test.describe("on Cloudflare Pages' own runtime (wrangler pages dev)", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: CF });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    await startWrangler();
  });
  test.afterAll(() => {
    wrangler?.kill("SIGTERM");
  });

  test("the host accepts every rule in _headers and _redirects", () => {
    expect(hostLog).toMatch(/Parsed \d+ valid header rules/);
    expect(hostLog).not.toMatch(/invalid (header|redirect) rules?/i);
    expect(hostLog).not.toMatch(/\[WARNING\]|\[ERROR\]/);
  });

  test("every sitemap address and every address a page names answers 200, with no redirect; the canonical is the address served", async () => {
    test.setTimeout(120_000);
    const pages = await sitemapPages(CF);
    // Every page of the list of page kinds in the sitemap, in every language.
    expect(pages).toEqual(sitemapOf().flatMap((p) => LANGS.map((lang) => localePath(lang, p.path))));
    const named = new Set<string>();
    for (const address of pages) {
      const res = await get(CF, address);
      expect(res.status, address).toBe(200);
      const html = await res.text();
      expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], address).toBe(`${SITE_URL}${address}`);
      for (const a of addressesIn(html)) named.add(a);
    }
    expect(named.size).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const address of named) {
      const res = await get(CF, address);
      if (res.status !== 200) wrong.push(`${address}: ${res.status} ${res.headers.get("location") ?? ""}`);
    }
    expect(wrong).toEqual([]);
  });

  test("the other form of an address is redirected to the one the site names", async () => {
    for (const address of ["/cars", "/gu/places/dwarka", "/hi"]) {
      const res = await get(CF, address);
      expect([301, 308], address).toContain(res.status);
      expect(new URL(res.headers.get("location")!, CF).pathname).toBe(`${address}/`);
    }
  });

  test("a page asked for at its file's address is redirected to the page's, or served with the page's headers", async () => {
    for (const address of ["/index.html", "/about/index.html", "/gu/questions/index.html", "/hi/cars/index.html"]) {
      const res = await get(CF, address);
      if ([301, 308].includes(res.status)) {
        expect(new URL(res.headers.get("location")!, CF).pathname, address).toBe(address.replace(/index\.html$/, ""));
        continue;
      }
      expect(res.status, address).toBe(200);
      expect(res.headers.get("strict-transport-security"), address).toMatch(/max-age=\d+/);
      expect(res.headers.get("cross-origin-opener-policy"), address).toBe("same-origin");
      expect(res.headers.get("content-security-policy"), address).toContain("frame-ancestors 'none'");
    }
  });

  test("each page gets its headers and CSP once; hashed files are cached for a year; the editor has its own policy", async () => {
    // Every page of every kind, but the not-found page's own (moved to 404.html, tested below).
    const addresses = LANGS.flatMap((lang) => everyPage().flatMap((p) => (pageKind(p.key).catchAll ? [] : [localePath(lang, p.path)])));
    for (const address of addresses) {
      const res = await get(CF, address);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp.match(/default-src/g), address).toHaveLength(1);
      expect(csp, address).toContain("frame-ancestors 'none'");
      // Every inline script of the page is allowed by its hash, and no other inline script.
      // Inline rules are allowed by the header and narrowed to the page's own by its meta
      // (decision 029).
      const html = await res.text();
      const meta = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1];
      const scriptSrc = meta.split("; ").find((d) => d.startsWith("script-src "))!;
      for (const hash of scriptSrc.match(/'sha256-[^']+'/g) ?? []) expect(csp, address).toContain(hash);
      expect(csp.replace("style-src 'self' 'unsafe-inline'", "")).not.toContain("unsafe-inline");
      expect(meta.split("; ").find((d) => d.startsWith("style-src "))).toMatch(/^style-src 'self' 'sha256-[^']+'$/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("cache-control"), address).toBe("public, max-age=0, must-revalidate");
    }
    const home = await (await get(CF, "/")).text();
    const script = home.match(/\/assets\/[^"\s]+\.js/)![0];
    expect((await get(CF, script)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const editor = await get(CF, "/admin/");
    expect(editor.status).toBe(200);
    expect(editor.headers.get("content-security-policy")).toBe(editorCspHeader({ connect: [], images: [] }));
    expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  test("an unknown address gets its language's not-found page, 404, with every page's headers; /404 itself is no page", async () => {
    for (const lang of LANGS) {
      for (const address of [`${localePath(lang, "/")}no-such-page/`, `${localePath(lang, "/")}nowhere`, `${localePath(lang, "/")}404`]) {
        const res = await get(CF, address);
        expect(res.status, address).toBe(404);
        expect(await res.text(), address).toContain(`<html lang="${languages[lang].tag}"`);
        expect(res.headers.get("content-security-policy"), address).toContain("frame-ancestors 'none'");
        expect(res.headers.get("content-security-policy")?.match(/default-src/g), address).toHaveLength(1);
        expect(res.headers.get("strict-transport-security"), address).toMatch(/^max-age=\d+; includeSubDomains$/);
        expect(res.headers.get("cross-origin-opener-policy"), address).toBe("same-origin");
        expect(res.headers.get("referrer-policy"), address).toBe("strict-origin-when-cross-origin");
      }
    }
    // /404.html and /404/ are sent to /404, which is answered as an unknown address.
    for (const address of ["/404.html", "/404/"]) {
      const res = await fetch(new URL(address, CF));
      expect(res.status, address).toBe(404);
    }
  });

  test("files keep only their own headers, and the editor its own policy, under HTTPS", async () => {
    const home = await (await get(CF, "/")).text();
    const script = home.match(/\/assets\/[^"\s]+\.js/)![0];
    for (const address of [script, "/sw.js", "/icons/icon-32.png"]) {
      const res = await get(CF, address);
      expect(res.status, address).toBe(200);
      for (const name of ["content-security-policy", "strict-transport-security", "cross-origin-opener-policy", "permissions-policy"])
        expect(res.headers.get(name), `${address} ${name}`).toBeNull();
    }
    expect((await get(CF, script)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get(CF, "/sw.js")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const editor = await get(CF, "/admin/");
    expect(editor.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(editor.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(editor.headers.get("referrer-policy")).toBe("same-origin");
  });

  test("pages load there with no console error, the CSP and headers applied", async ({ page }) => {
    // A sample: the home page, the cars page with its planner, a place's and a car model's page.
    for (const address of ["/", localePath("gu", "/cars"), localePath("hi", placePath("dwarka")), localePath("gu", "/cars/urbania")]) {
      const res = await page.goto(address);
      expect(res?.status()).toBe(200);
      await hydrated(page, address.startsWith("/gu") ? "gu" : address.startsWith("/hi") ? "hi" : "en");
    }
  });
});

test.describe("on a stand-in for GitHub Pages (no headers of ours)", () => {
  let server: http.Server;
  let origin = "";
  test.beforeAll(async () => {
    server = githubPagesStandIn(ROOT);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // The worker's tab stays on the last page until the next test (decision 036), its connection
  // open: it is closed here, not waited for.
  test.afterAll(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });

  test("every sitemap address answers 200 with no redirect, and each page carries its own CSP", async () => {
    for (const address of await sitemapPages(origin)) {
      const res = await get(origin, address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(await res.text(), address).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
      );
    }
  });

  test("pages load with no console error, and the menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const lang of LANGS) {
      await page.goto(`${origin}${localePath(lang, "/cars")}`);
      await hydrated(page, lang);
      await page.getByRole("button", { name: editions[lang].words.shell.menu }).click();
      await expect(page.locator("#site-menu")).toBeVisible();
    }
  });
});
