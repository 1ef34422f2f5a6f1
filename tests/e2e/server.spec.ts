import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { localePath } from "#app/lib/i18n.ts";
import { kindSamples } from "./content.ts";
import { expect, frames, hydrated, test } from "./helpers.ts";
import { raw } from "./http.ts";

test.use({ allowProblems: [/status of 404/] });

const base = (baseURL: string | undefined) => baseURL!;

test.describe("headers as a CDN sends them", () => {
  test("HTML: strict CSP, security headers, revalidated", async ({ baseURL }) => {
    const res = await raw(base(baseURL), "/");
    expect(res.status).toBe(200);
    const h = res.headers;
    const csp = String(h["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    // Each page's own rules are inline, each page's different: the header allows inline
    // rules and the page's meta narrows them to its own by hash (decision 029; next test).
    expect(csp.replace("style-src 'self' 'unsafe-inline'", "")).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    for (const d of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
      "style-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["cross-origin-resource-policy"]).toBe("same-origin");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
    expect(h["cross-origin-opener-policy"]).toBe("same-origin");
    expect(h["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(h["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(h["content-type"]).toMatch(/^text\/html/);
    // One validator: the ETag (a page is revalidated by it, below); Last-Modified would say it again.
    expect(h.etag).toBeTruthy();
    expect(h["last-modified"]).toBeUndefined();
  });

  test("the page's own CSP meta sits before every script and matches its inline scripts", async ({ baseURL }) => {
    const html = (await raw(base(baseURL), "/cars/")).body.toString();
    const metaAt = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(metaAt).toBeGreaterThan(0);
    expect(metaAt).toBeLessThan(html.indexOf("<script"));
    expect(metaAt).toBeLessThan(html.indexOf("<style"));
    expect(html).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*frame-ancestors/);
    // The meta allows the page's one <style>, by its hash, and nothing else inline.
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)![1];
    const style = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)![1];
    const hash = createHash("sha256").update(style, "utf8").digest("base64");
    expect(meta.split("; ")).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(meta).not.toContain("unsafe-inline");
  });

  test("hashed assets are immutable for a year, with no validators; site files revalidate", async ({ baseURL }) => {
    const html = (await raw(base(baseURL), "/")).body.toString();
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)![1];
    const js = html.match(/(\/assets\/[^"\s]+\.js)/)![1];
    const picture = html.match(/(\/assets\/[^",\s]+\.avif)/)![1];
    for (const asset of [css, js, picture]) {
      const res = await raw(base(baseURL), asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Page-only headers stay off assets, where they only cost bytes on every file; so do
      // validators, which a file that never changes under its name never needs.
      for (const name of [
        "content-security-policy",
        "permissions-policy",
        "strict-transport-security",
        "cross-origin-opener-policy",
        "etag",
        "last-modified",
      ]) {
        expect(res.headers[name], `${asset} ${name}`).toBeUndefined();
      }
    }
    // The service worker too: a new deploy must reach every visitor's worker.
    for (const file of ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest", "/sw.js"]) {
      expect((await raw(base(baseURL), file)).headers["cache-control"], file).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("Brotli and gzip are negotiated, with Vary: Accept-Encoding", async ({ baseURL }) => {
    const plain = await raw(base(baseURL), "/cars/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await raw(base(baseURL), "/cars/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await raw(base(baseURL), "/cars/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const notFound = await raw(base(baseURL), "/nope", { headers: { "Accept-Encoding": "br" } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers["content-encoding"]).toBe("br");
    expect(notFound.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  test("a repeated request with If-None-Match gets 304", async ({ baseURL }) => {
    const first = await raw(base(baseURL), "/about/", { headers: { "Accept-Encoding": "br" } });
    const again = await raw(base(baseURL), "/about/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test("HEAD answers like GET without a body; other methods get 405", async ({ baseURL }) => {
    const head = await raw(base(baseURL), "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const res = await raw(base(baseURL), "/", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
    }
  });
});

test.describe("hostile requests get a 4xx and the server keeps serving", () => {
  const hostile = [
    "/../package.json",
    "/assets/../../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fpackage.json",
    "/%2e%2e%5c%2e%2e%5cpackage.json",
    "/.git/config",
    "/.env",
    "/%E0%A4%A",
    "/%",
    `/${"a".repeat(10 * 1024)}`,
    "/../build",
    "/assets/",
    "/%00",
  ];
  for (const path of hostile) {
    test(`${path.slice(0, 40)}`, async ({ baseURL }) => {
      const res = await raw(base(baseURL), path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      // package.json, a Git config, /etc/passwd (the not-found page's own rules name `:root`).
      expect(res.body.toString()).not.toMatch(/"name": "navkar-tours"|\[core\]|root:[^:]*:0:0/);
      expect((await raw(base(baseURL), "/")).status).toBe(200);
    });
  }
});

test.describe("an address stays on the site", () => {
  // A folder asked for without its slash is redirected to it, its slashes one at a time: a
  // Location of "//cars/" is read by a browser as the host "cars".
  for (const [asked, folder] of [
    ["//cars", "/cars/"],
    ["/%2fcars", "/cars/"],
    ["//gu//cars?car=7", "/gu/cars/?car=7"],
    ["///about", "/about/"],
  ])
    test(`${asked} → ${folder}`, async ({ baseURL }) => {
      const res = await raw(base(baseURL), asked);
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(folder);
      expect(new URL(res.headers.location!, "https://navkar.example/").host).toBe("navkar.example");
    });

  // The traversal check reads the path: dots in the query name no file.
  for (const address of ["/cars/?from=/../x", "/cars/?next=%2f%2e%2e%2fabout", "/?back=/.."])
    test(`${address} is served`, async ({ baseURL }) => {
      expect((await raw(base(baseURL), address)).status).toBe(200);
    });
});

test("no CSP violation while loading, hydrating, toggling the theme, opening the menu and scrolling", async ({ page, problems }) => {
  // A page of each kind (content.ts): each has inline scripts of its own, allowed by their hashes.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 700 });
  for (const path of kindSamples.map((p) => localePath("en", p.path))) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: /^Switch to/ }).click();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 3000);
    // The parts that came near are drawn in the next frames: any style or script they hold has met the policy by then.
    await frames(page, 2);
  }
  expect(problems.filter((p) => p.includes("CSP"))).toEqual([]);
});

test("SIGTERM shuts the server down cleanly", async () => {
  const { spawn } = await import("node:child_process");
  const port = 4175;
  const server = spawn(process.execPath, ["server/start.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await raw(origin, "/").catch(() => ({ status: 0 }))).status, { timeout: 15_000 }).toBe(200);
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  server.kill("SIGTERM");
  expect(await exited).toBe(0);
  await expect(raw(origin, "/")).rejects.toThrow();
});
