/**
 * The slowed phone of the bench's browser measures (first-tap.ts, slow-load.ts): Chromium with
 * its CPU slowed 4× and Lighthouse's Slow 4G (562.5 ms round trip, 1.47 Mbit/s down), a 360 px
 * touch screen, a new context (nothing cached) for each page opened.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export function launchPhoneBrowser() {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic"],
  });
}

/** A page on the slowed phone, in a context of its own; close its `context` when done. */
export async function slowedPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, colorScheme: "light" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
