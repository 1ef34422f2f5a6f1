/**
 * A page paints its first screen from the rules it carries inline, and the stylesheet comes
 * after that paint (decision 029). A rule the first screen needs but the page does not carry
 * shows up as a shift when the stylesheet lands: the tour's stops once gained their arrows
 * only then (a class with "→" in its name that the inlining step did not read). The browser
 * reports every such shift (layout-shift entries); there must be none, on any page.
 */
import { sitemapPages } from "#app/page-kinds.ts";
import { expect, test } from "./helpers.ts";

test("nothing moves when the stylesheet arrives after the first paint, on every page, on a phone and a computer", async ({ page }) => {
  // About seventy pages loaded, on two busy cores.
  test.setTimeout(180_000);
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
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const { path } of sitemapPages()) {
      await page.goto(path === "/" ? "/" : `${path}/`);
      // The stylesheet has arrived and its rules apply; then two frames for any shift to be drawn.
      await expect
        .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes("/assets/") && s.cssRules.length > 0)))
        .toBe(true);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect(shifts, `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});
