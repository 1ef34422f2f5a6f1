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

/**
 * A page on the slowed phone, in a context of its own; close its `context` when done. With
 * `slowed: false` it starts at full speed (a first visit that only sets up a repeat one), and
 * `slow()` slows it. `locale`: the browser's language, where a field's order depends on it (a date's).
 */
export async function slowedPage(browser: Browser, { slowed = true, locale }: { slowed?: boolean; locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme: "light",
    locale,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const slow = async () => {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  };
  if (slowed) await slow();
  return { context, page, slow };
}

/**
 * Slows the network of the service worker at `scriptUrl` as the page's: a page's slowed network
 * does not reach the requests its worker makes, and the worker fetches every page first
 * (network first): a repeat visit's page came in 12–17 ms under a 562 ms round trip. Over the
 * browser's own session, since Playwright gives none for a worker; resolves to a function that
 * lets the worker go.
 */
export async function slowServiceWorker(browser: Browser, scriptUrl: string) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  const worker = targetInfos.find((t) => t.type === "service_worker" && t.url.startsWith(scriptUrl));
  if (!worker) throw new Error(`no service worker at ${scriptUrl}`);
  const { sessionId } = await session.send("Target.attachToTarget", { targetId: worker.targetId, flatten: false });
  // Without a flat session, the worker is spoken to in messages, each answered by its id.
  const waiting = new Map<number, (reply: { error?: { message: string } }) => void>();
  session.on("Target.receivedMessageFromTarget", (event) => {
    const reply = JSON.parse(event.message) as { id?: number; error?: { message: string } };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      waiting.set(++id, (reply) => (reply.error ? reject(new Error(`${method}: ${reply.error.message}`)) : resolve()));
      session.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  await send("Network.enable", {});
  await send("Network.emulateNetworkConditions", SLOW_4G);
  return () => session.detach();
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
