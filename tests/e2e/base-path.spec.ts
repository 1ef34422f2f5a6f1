import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { kindSamples } from "./content.ts";
/**
 * A deployment under a sub-path with its own origin (GitHub Pages project sites): a second
 * build with BASE_PATH=/navkar/ and SITE_URL=https://alt.example, served under that path.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, hydrated, test } from "./helpers.ts";
import { raw } from "./http.ts";

const PORT = 4174;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, BUILD_DIR: "build-alt", BASE_PATH: "/navkar/", SITE_URL: "https://alt.example", PORT: String(PORT) };
let server: ChildProcess;

test.describe.configure({ mode: "serial" });
// A context of its own for each test: its worker's caches (below) are not cleared by the reset
// between tests.
test.use({ reuseContext: false, baseURL: ORIGIN, allowProblems: [/status of 404/] });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync("build-alt", { recursive: true, force: true });
  execFileSync("npm", ["run", "build"], { env, stdio: "pipe" });
  server = spawn("node", ["server/start.ts"], { env, stdio: "ignore" });
  await expect.poll(async () => (await raw(ORIGIN, "/navkar/").catch(() => ({ status: 0 }))).status, { timeout: 20_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("a page of every kind, its assets and its internal links work under /navkar/", async ({ page }) => {
  // A page of each kind in the sitemap (content.ts); the not-found page answers 404 (below).
  test.setTimeout(60_000);
  for (const { path: englishPath } of kindSamples) {
    const path = `/navkar${localePath("en", englishPath)}`;
    const failed: string[] = [];
    page.on("response", (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await hydrated(page);
    await expect(page.locator("h1")).toBeVisible();
    const urls = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!),
        ...[...document.querySelectorAll("link[href]")].map((l) => l.getAttribute("href")!),
        ...[...document.querySelectorAll("script[src], img[src]")].map((s) => s.getAttribute("src")!),
        ...[...document.querySelectorAll("[srcset]")].flatMap((s) =>
          s
            .getAttribute("srcset")!
            .split(",")
            .map((x) => x.trim().split(" ")[0]),
        ),
      ].filter((u) => u.startsWith("/")),
    );
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url, `${path}: ${url}`).toMatch(/^\/navkar\//);
    expect(failed).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://alt.example${path}`);
  }
  // Client-side navigation stays under the base path.
  await page.goto("/navkar/");
  await hydrated(page);
  await page.getByRole("navigation").getByRole("link", { name: "Book a car" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/navkar/cars/`);
  await expect(page.locator("h1")).toHaveText("Explore Our Car Collection");
});

test("outside the base path is not found; sitemap and robots use the new origin", async () => {
  expect((await raw(ORIGIN, "/cars/")).status).toBe(404);
  expect((await raw(ORIGIN, "/navkar/nowhere")).status).toBe(404);
  // The site's root and a page without their slash are redirected to it, as the hosts do.
  for (const path of ["/navkar", "/navkar/gu/cars"]) {
    const res = await raw(ORIGIN, path);
    expect(res.status, path).toBe(308);
    expect(res.headers.location, path).toBe(`${path}/`);
  }
  const sitemap = (await raw(ORIGIN, "/navkar/sitemap.xml")).body.toString();
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
    sitemapPages().flatMap((p) => LANGS.map((lang) => `https://alt.example/navkar${localePath(lang, p.path)}`)),
  );
  expect((await raw(ORIGIN, "/navkar/robots.txt")).body.toString()).toContain("Sitemap: https://alt.example/navkar/sitemap.xml");
  const ogImage = (await raw(ORIGIN, "/navkar/about/")).body.toString().match(/property="og:image" content="([^"]+)"/)![1];
  expect(ogImage).toBe("https://alt.example/navkar/social/about.png");
  expect((await raw(ORIGIN, new URL(ogImage).pathname)).status).toBe(200);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });
  test("the Gujarati and Hindi editions and the service worker live under the base path too", async ({ page }) => {
    // A sample: a page of each kind with items, in each language (every page is in the sitemap above).
    for (const path of [
      "/navkar/gu/",
      "/navkar/gu/cars/",
      "/navkar/hi/about/",
      "/navkar/places/dwarka/",
      "/navkar/gu/places/",
      "/navkar/hi/places/somnath/",
      "/navkar/gu/cars/urbania/",
    ]) {
      expect((await raw(ORIGIN, path)).status, path).toBe(200);
    }
    const notFound = await raw(ORIGIN, "/navkar/gu/nowhere");
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toContain('lang="gu-IN"');
    await page.goto("/navkar/hi/cars/");
    await hydrated(page, "hi");
    await expect(page.locator('link[rel="alternate"][hreflang="gu-IN"]')).toHaveAttribute("href", "https://alt.example/navkar/gu/cars/");
    const switcher = page.getByRole("list", { name: "भाषा" });
    await page.getByRole("button", { name: /भाषा/ }).click();
    await expect(switcher.getByRole("link")).toHaveText(["English", "ગુજરાતી", "हिन्दी"]);
    expect(await switcher.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/navkar/cars/",
      "/navkar/gu/cars/",
      "/navkar/hi/cars/",
    ]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${ORIGIN}/navkar/`);
  });
});
