/**
 * First-tap latency on the slowed phone (phone.ts). The page is opened,
 * and the moment its first paint is there a control is tapped; the time is from the tap to
 * the first frame that shows the change. Part of `npm run bench`: a measurement, not a test.
 */
import type { Browser, Page } from "@playwright/test";
import { launchPhoneBrowser, median, slowedPage } from "./phone.ts";

/** What shows that a tap took effect, checked in the page on every frame after it. */
type Change = "twoCars" | "otherTheme" | "popoverOpen";

export interface Control {
  name: string;
  path: string;
  /** Taps the control. */
  tap: (page: Page) => Promise<void>;
  changed: Change;
}

export const CONTROLS: Control[] = [
  {
    name: "car filter (18+)",
    path: "/cars/",
    tap: (page) => page.getByText("18+", { exact: true }).click(),
    changed: "twoCars",
  },
  {
    name: "theme toggle",
    path: "/",
    tap: (page) => page.getByRole("button", { name: /theme/i }).click(),
    changed: "otherTheme",
  },
  {
    name: "menu",
    path: "/about/",
    tap: (page) => page.locator("button[popovertarget]").first().click(),
    changed: "popoverOpen",
  },
  {
    name: "theme toggle on a place's page",
    path: "/gu/places/dwarka/",
    tap: (page) => page.getByRole("button", { name: /થીમ|theme/i }).click(),
    changed: "otherTheme",
  },
];

/** One tap right after the first paint; milliseconds from the tap to the changed frame. */
async function once(browser: Browser, origin: string, control: Control): Promise<number> {
  const { context, page } = await slowedPage(browser);
  // From the tap, watch every frame until the change shows. (No eval: the page's CSP forbids it.)
  await page.addInitScript((changed: Change) => {
    const w = window as unknown as { __tap?: number; __latency?: number; __before?: string };
    const checks: Record<Change, () => boolean> = {
      twoCars: () => [...document.querySelectorAll('[data-testid="car-grid"] > li')].filter((li) => li.checkVisibility()).length === 2,
      otherTheme: () => getComputedStyle(document.body).backgroundColor !== w.__before,
      popoverOpen: () => [...document.querySelectorAll("[popover]")].some((p) => p.matches(":popover-open") && p.checkVisibility()),
    };
    addEventListener(
      "pointerdown",
      () => {
        w.__tap = performance.now();
        // Checked as each frame starts; the time is taken then (a frame's own timestamp
        // can be older than the tap it follows).
        const check = () => {
          if (checks[changed]()) w.__latency = performance.now() - w.__tap!;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  }, control.changed);
  await page.goto(origin + control.path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 16,
    timeout: 60_000,
  });
  await page.evaluate(() => ((window as unknown as { __before: string }).__before = getComputedStyle(document.body).backgroundColor));
  await control.tap(page);
  const latency = await page.waitForFunction(() => (window as unknown as { __latency?: number }).__latency, null, { timeout: 60_000 });
  const ms = Number(await latency.jsonValue());
  await context.close();
  return ms;
}

export async function measureFirstTaps(origin: string, runs: number) {
  const browser = await launchPhoneBrowser();
  try {
    const results: { control: string; median: number; samples: number[] }[] = [];
    for (const control of CONTROLS) {
      // A build from before a page existed has nothing to tap there.
      if (!(await fetch(origin + control.path)).ok) continue;
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await once(browser, origin, control));
      results.push({ control: control.name, median: median(samples), samples });
    }
    return results;
  } finally {
    await browser.close();
  }
}
