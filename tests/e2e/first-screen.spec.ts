/**
 * A page paints its first screen from the rules it carries inline, and the stylesheet comes
 * after that paint (decision 029), its scripts with it (decision 030), unless the page opens
 * at one of its parts. Two things must then hold on every page, on a phone and a computer
 * (English pages, the shortest of the three editions):
 * - nothing moves when the stylesheet lands: a rule the first screen needs but the page does
 *   not carry shows up as a shift (the tour's stops once gained their arrows only then, a
 *   class with "→" in its name that the inlining step did not read);
 * - a footer whose rules come with the stylesheet (after a part drawn when near:
 *   critical-css.ts, withFooterLater) is never on the first screen.
 */
import type { Page } from "@playwright/test";
import { sitemapPages } from "#app/page-kinds.ts";
import { expect, stylesheetApplied, test } from "./helpers.ts";

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** Opens every page of the sitemap at each viewport and calls `check` on it. */
async function eachPage(page: Page, check: (path: string, viewport: (typeof VIEWPORTS)[number]) => Promise<void>) {
  // About seventy pages loaded, on two busy cores.
  test.setTimeout(180_000);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const { path } of sitemapPages()) {
      await page.goto(path === "/" ? "/" : `${path}/`);
      await check(path, viewport);
    }
  }
}

test("nothing moves when the stylesheet arrives after the first paint, on every page, on a phone and a computer", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        w.shifts.push(
          `${e.value.toFixed(4)}: ${e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(", ")}`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
  await eachPage(page, async (path, viewport) => {
    // The stylesheet has arrived and its rules apply; then two frames for any shift to be drawn.
    await stylesheetApplied(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, `${path} at ${viewport.width} px`).toEqual([]);
  });
});

test("where a part is drawn when near, the footer is below the first screen, on a phone and a computer", async ({ page }) => {
  const checked: string[] = [];
  await eachPage(page, async (path, viewport) => {
    const footer = page.locator("footer").last();
    const later = await page.evaluate(() => {
      const footer = [...document.querySelectorAll("footer")].pop();
      const part = document.querySelector(".render-later");
      return !!footer && !!part && !!(part.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    if (!later) return;
    const top = await footer.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, `${path} at ${viewport.width} px`).toBeGreaterThan(viewport.height);
    checked.push(path);
  });
  expect(checked.length).toBeGreaterThan(40);
});

/** When the page asked for each file whose address holds one of `names`, and when it first painted (ms from its start). */
async function askedAndPainted(page: Page, names: string[]) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("paint").length)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate((names) => names.every((n) => performance.getEntriesByType("resource").some((r) => r.name.includes(n))), names),
    )
    .toBe(true);
  return page.evaluate((names) => {
    const asked = Object.fromEntries(
      names.map((n) => [n, Math.round(performance.getEntriesByType("resource").find((r) => r.name.includes(n))!.startTime)]),
    );
    return { asked, painted: Math.round(performance.getEntriesByType("paint")[0].startTime) };
  }, names);
}

test("a page asks for its stylesheet and its scripts only once it has painted (decision 030)", async ({ page }) => {
  for (const [path, names] of [
    ["/", ["/assets/root-", "/assets/site-"]],
    ["/cars/", ["/assets/root-", "/assets/site-", "/assets/cars-"]],
    ["/places/dwarka/", ["/assets/root-", "/assets/site-"]],
  ] as const) {
    await page.goto(path);
    const { asked, painted } = await askedAndPainted(page, [...names]);
    for (const [name, at] of Object.entries(asked))
      expect(at, `${path}: ${name} asked for at ${at} ms, first paint at ${painted} ms`).toBeGreaterThanOrEqual(painted);
  }
});

test("a page that opens at one of its parts asks for them at once: the planner wakes there without waiting for a paint", async ({
  page,
}) => {
  await page.goto("/cars/#plan");
  const { asked, painted } = await askedAndPainted(page, ["/assets/root-", "/assets/cars-"]);
  for (const [name, at] of Object.entries(asked))
    expect(at, `${name} asked for at ${at} ms, first paint at ${painted} ms`).toBeLessThan(painted);
  await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(1);
});
