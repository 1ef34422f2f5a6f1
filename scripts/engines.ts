/**
 * `npm run engines`: every page of the built site in Firefox and in WebKit (Safari's engine),
 * served over plain http on 127.0.0.1 with the production headers (server/serve.ts), and the
 * console errors each logs while it loads, hydrates and settles. Exits non-zero on any.
 *
 * Outside `npm test`: it needs Debian's firefox-esr and webkit2gtk-driver (WebKitGTK's
 * MiniBrowser) and xvfb-run, which not every machine has. Run it under a display:
 *   xvfb-run -a npm run engines
 * ROOT=<a build's client folder> measures another build (`BEFORE` numbers); ENGINES=firefox
 * or ENGINES=webkit narrows it; SETTLE_MS (default 3000) is how long a page is watched.
 *
 * Firefox is driven over WebDriver BiDi (puppeteer-core). WebKit's MiniBrowser is started on
 * each page with its console written to stdout (no driver of WebKitGTK reports the console);
 * then WebKitWebDriver checks on three pages that the styles applied and the page's scripts
 * ran (the site's script named the theme toggle's next theme; on the cars page, React
 * hydrated the planner).
 *
 * A build that counts visits with a collector on 127.0.0.1 (the tests' ANALYTICS_URL) is
 * checked against a stand-in collector there (stand-in-collector.ts): each engine must send a
 * page view for every page, and, on a cars page, a tap on Call and on WhatsApp and a trip
 * sent, the same events Chromium sends.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { launch } from "puppeteer-core";
import { Builder } from "selenium-webdriver";
import { createSiteServer } from "#server/serve.ts";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { NOT_FOUND_PATH } from "#app/site-pages.ts";
import { ANALYTICS_FILE } from "#common/headers.ts";
import { standInCollector } from "./stand-in-collector.ts";
import { businessToday } from "#app/content/business/business.ts";
import { SHELL_PART_CLASS } from "#app/inline/paint-hold.ts";

/** Whether a part of the shell is still invisible: the paint hold (inline/paint-hold.ts) never let go. */
const STILL_HELD = `return [...document.querySelectorAll(".${SHELL_PART_CLASS}")].some((e) => getComputedStyle(e).visibility !== "visible")`;
const HELD_PROBLEM = "the page stayed invisible: the paint hold never let go";

const root = path.resolve(process.env.ROOT ?? "build/client");
const engines = process.env.ENGINES?.split(",") ?? ["firefox", "webkit"];
const settle = Number(process.env.SETTLE_MS ?? 3000);
// WebKit's browser draws a window: without a display its driver waits for ever.
if (engines.includes("webkit") && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.error("WebKit needs a display. Run it as `xvfb-run -a npm run engines` (or ENGINES=firefox npm run engines).");
  process.exit(1);
}
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const server = createSiteServer({ root });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Every page in every language, and an unknown address (the not-found page). Addresses
// without their slash are asked for as a visitor would type them: the server redirects.
const pages = LANGS.flatMap((lang) => [...sitemapPages().map((p) => p.path), `${NOT_FOUND_PATH}-missing`].map((p) => localePath(lang, p)));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The analytics collector the build sends to, stood in for when it is on this machine.
const analyticsFile = path.join(root, "..", ANALYTICS_FILE);
const analytics = existsSync(analyticsFile) ? (JSON.parse(readFileSync(analyticsFile, "utf8")) as { origin: string } | null) : null;
const collectorUrl = analytics && new URL(analytics.origin);
const collector = collectorUrl?.hostname === "127.0.0.1" ? await standInCollector(Number(collectorUrl.port)) : null;
/**
 * On a cars page, once React runs: a tap on Call and on WhatsApp (their links do not leave the
 * page here) and a trip sent (its WhatsApp tab is not opened), as a visitor's clicks.
 */
const VISITOR_ACTIONS = `(() => {
  addEventListener("click", (e) => { if (e.target.closest("a[href^='tel:'], a[href^='https://wa.me/']")) e.preventDefault(); });
  window.open = () => ({});
  document.querySelector("a[href^='tel:']").click();
  document.querySelector("a[href^='https://wa.me/']").click();
  const form = document.querySelector("#plan form");
  form.elements.pickup.value = "Kalawad Road";
  form.elements.drop.value = "Dwarka";
  form.elements.date.value = "${businessToday(new Date(Date.now() + 3 * 86_400_000))}";
  form.elements.passengers.value = "3";
  form.querySelector("button[type=submit]").click();
})()`;
const HYDRATED = "document.getElementById('planner-island')?.hasAttribute('data-hydrated')";

/** What an engine sent, against what it should have: a page view for every page, and the cars page's three events. */
function analyticsProblems(carsPage: string): string[] {
  if (!collector) return [];
  const got = new Set(collector.received.map((e) => `${e.name} ${e.page}`));
  const expected = [
    ...pages.map((p) => `pageview ${p.endsWith("-missing") || p.endsWith("/") ? p : `${p}/`}`),
    ...["Call", "WhatsApp", "Trip sent"].map((n) => `${n} ${carsPage}`),
  ];
  const trip = collector.received.find((e) => e.name === "Trip sent");
  const problems = expected.filter((e) => !got.has(e)).map((e) => `not sent: ${e}`);
  if (trip && JSON.stringify(trip.props) !== JSON.stringify({ place: "Dwarka" }))
    problems.push(`Trip sent with ${JSON.stringify(trip.props)}`);
  const speed = collector.received.find((e) => e.name === "Speed");
  console.log(`  analytics: ${collector.received.length} events; speed ${speed ? JSON.stringify(speed.props) : "not measured"}`);
  collector.received.length = 0;
  return problems;
}

/** Console errors per page address. */
type Report = Map<string, string[]>;

async function firefox(): Promise<Report> {
  const report: Report = new Map();
  const browser = await launch({ browser: "firefox", executablePath: FIREFOX, headless: true, args: ["--width=360", "--height=740"] });
  try {
    const page = await browser.newPage();
    // A CSP violation reaches the console only as the browser's own message: say it aloud.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    let current: string[] = [];
    page.on("console", (msg) => void (msg.type() === "error" && current.push(msg.text())));
    page.on("pageerror", (err) => void current.push(String(err)));
    for (const address of pages) {
      current = [];
      await page.goto(`${origin}${address}`, { waitUntil: "load" });
      await wait(settle);
      if (await page.evaluate(new Function(STILL_HELD) as () => boolean)) current.push(HELD_PROBLEM);
      report.set(address, current);
    }
    if (collector) {
      current = [];
      // Opened at the planner, which then wakes at once (decision 022).
      await page.goto(`${origin}/cars/#plan`, { waitUntil: "load" });
      await page.waitForFunction(HYDRATED, { timeout: 20_000 });
      await page.evaluate(VISITOR_ACTIONS);
      await wait(1000);
      // Leaving the page: its speed figures are sent.
      await page.goto(`${origin}/about/`, { waitUntil: "load" });
      await wait(settle);
      report.set("/cars/ (taps and a trip)", current);
    }
  } finally {
    await browser.close();
  }
  return report;
}

/**
 * One MiniBrowser per page: its console lines ("…: CONSOLE JS ERROR …"), which it writes to
 * stderr. With a stand-in collector, it stays open (up to 15 s) until the page's view has
 * reached it: MiniBrowser starts slowly here, and the view is sent only after load.
 */
function miniBrowser(url: string): Promise<string> {
  const page = new URL(url).pathname;
  const viewed = () => !collector || collector.received.some((e) => e.name === "pageview" && (e.page === page || e.page === `${page}/`));
  return new Promise((resolve) => {
    const child = spawn(MINIBROWSER, ["--enable-write-console-messages-to-stdout=true", url], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", () => resolve(out));
    const started = Date.now();
    const check = setInterval(() => {
      if (Date.now() - started < settle + 2000 || (!viewed() && Date.now() - started < 15_000)) return;
      clearInterval(check);
      child.kill("SIGTERM");
    }, 200);
  });
}

async function webkit(): Promise<Report> {
  const report: Report = new Map();
  for (const address of pages) {
    const lines = (await miniBrowser(`${origin}${address}`)).split("\n");
    report.set(
      address,
      lines.filter((l) => /CONSOLE \w+ ERROR|CONSOLE ERROR/.test(l)),
    );
  }
  return report;
}

/** Over WebDriver: the stylesheet applied and the page's scripts ran. */
async function webkitRenders(): Promise<string[]> {
  const driverProcess = spawn("WebKitWebDriver", ["--port=4449"], { stdio: "ignore" });
  await wait(1000);
  const problems: string[] = [];
  try {
    const driver = await new Builder()
      .usingServer("http://127.0.0.1:4449")
      .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } })
      .build();
    try {
      // A sample: the home page, the cars page with its planner woken, a place's page (every
      // page's console is read above, in both engines).
      for (const address of ["/", `${localePath("gu", "/cars")}#plan`, localePath("hi", "/places/dwarka")]) {
        await driver.get(`${origin}${address}`);
        await wait(settle);
        const [rules, labelled, island] = (await driver.executeScript(
          // A stylesheet that became another origin's (upgraded to https) cannot be read: none.
          // The site's script gives the theme toggle the label of the theme it switches to;
          // the cars page's island is marked once React has hydrated it.
          "const t = document.querySelector('[data-theme-toggle]'); const i = document.getElementById('planner-island');" +
            "return [[...document.styleSheets].reduce((n, s) => { try { return n + s.cssRules.length } catch { return n } }, 0)," +
            " [t.dataset.labelLight, t.dataset.labelDark].includes(t.getAttribute('aria-label')), !i || i.hasAttribute('data-hydrated')]",
        )) as [number, boolean, boolean];
        if (rules === 0) problems.push(`${address}: styles did not load`);
        if (!labelled) problems.push(`${address}: the site's script did not run`);
        if (!island) problems.push(`${address}: React did not hydrate the planner`);
        if (await driver.executeScript(STILL_HELD)) problems.push(`${address}: ${HELD_PROBLEM}`);
        if (collector && address.includes("/cars")) {
          await driver.executeScript(VISITOR_ACTIONS);
          await wait(1000);
        }
      }
    } finally {
      await driver.quit();
    }
  } finally {
    driverProcess.kill();
  }
  return problems;
}

let failed = false;
for (const engine of engines) {
  const report = engine === "firefox" ? await firefox() : await webkit();
  const errors = [...report.values()].reduce((n, e) => n + e.length, 0);
  const withErrors = [...report].filter(([, e]) => e.length);
  console.log(`${engine}: ${report.size} pages, ${errors} console errors on ${withErrors.length} pages`);
  for (const [address, list] of withErrors) for (const e of list) console.log(`  ${address}: ${e}`);
  if (errors) failed = true;
  if (engine === "firefox") {
    const problems = analyticsProblems("/cars/");
    if (collector) console.log(`firefox: analytics events: ${problems.length ? problems.join("; ") : "ok"}`);
    if (problems.length) failed = true;
  }
  if (engine === "webkit") {
    const problems = await webkitRenders();
    console.log(`webkit: styles and scripts on 3 pages: ${problems.length ? problems.join("; ") : "ok"}`);
    if (problems.length) failed = true;
    const sent = analyticsProblems(localePath("gu", "/cars/"));
    if (collector) console.log(`webkit: analytics events: ${sent.length ? sent.join("; ") : "ok"}`);
    if (sent.length) failed = true;
  }
}
server.close();
await collector?.close();
process.exit(failed ? 1 : 0);
