/**
 * One Lighthouse run of a page in headless Chromium (the benchmark's scores, paints, bytes and
 * main-thread time, scripts/bench.ts), tried again when Lighthouse misses a paint; the full
 * report of the last run of each address is kept for a closer look at a failure.
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { floorInputOf, floorMs } from "./floor.ts";
import { layoutsBeforeStyles, mainThreadOf, type MainThread, styleLayoutCpuOf, type TraceEvent } from "./main-thread.ts";

export interface Sample extends MainThread {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  /** The network's floor for the page (bench/floor.ts). */
  floor: number;
}
const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));

/** The full Lighthouse report of the last run of each route, for a closer look at a failure. */
export const lastReports = new Map<string, string>();

async function measure(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-sync",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    lastReports.set(url, result!.report as string);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const trace = (result!.artifacts.Trace?.traceEvents ?? []) as TraceEvent[];
    const { throttlingMethod, throttling } = lhr.configSettings;
    const cpuMultiplier = throttlingMethod === "simulate" ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
    return {
      performance: lhr.categories.performance.score ?? 0,
      accessibility: lhr.categories.accessibility.score ?? 0,
      bestPractices: lhr.categories["best-practices"].score ?? 0,
      seo: lhr.categories.seo.score ?? 0,
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      totalBytes: audit("total-byte-weight"),
      jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((s, r) => s + (r.transferSize ?? 0), 0),
      floor: floorMs(floorInputOf(lhr)),
      ...mainThreadOf(
        lhr.audits["mainthread-work-breakdown"],
        styleLayoutCpuOf(trace, lhr.mainDocumentUrl ?? url, cpuMultiplier),
        layoutsBeforeStyles(trace, lhr.mainDocumentUrl ?? url),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse in headless Chromium now and then misses a paint (NO_FCP): try again. */
export async function measureWithRetry(url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      const sample = await measure(url);
      if (Object.values(sample).every(Number.isFinite)) return sample;
      throw new Error("incomplete metrics");
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`\n${url}: ${(error as Error).message}; trying again`);
    }
  }
}
