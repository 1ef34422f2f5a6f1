/**
 * WCAG 2.2 Focus Not Obscured (2.4.11): on a phone, the header at the top and the call bar
 * (and on English pages the suggestion to switch language) at the bottom stay over the
 * page. A control that Tab reaches must never sit entirely beneath them. Checked on every
 * page in every language, on a small phone (360×667, light, with the suggestion shown where
 * there is one) and a common one (360×812, dark, without).
 */
import type { Page } from "@playwright/test";
import { LOCALE_ROUTES, ROUTES, expect, hydrated, test } from "./helpers.ts";
import { langOfPath } from "#app/lib/i18n.ts";

test.use({ allowProblems: [/status of 404/], reducedMotion: "reduce" });

/**
 * Tabs from the top of the page to its end. At each stop, once a frame has been drawn, the
 * focused control counts as hidden if elementFromPoint at the corners (1px inside) and the
 * centre of each of its boxes (a link that wraps has one per line) finds something else
 * there, or nothing (outside the window). Returns the hidden ones.
 */
async function hiddenWhileFocused(page: Page) {
  const hidden: string[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    // A frame between two Tabs, as between a person's key presses. Without it, on a loaded
    // machine, Chromium now and then dropped the scroll that brings the focused control into
    // view (about one walk in thirty, where the next frame showed the control still off screen).
    const stop = await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const index = [...document.querySelectorAll("a[href], button, input, select, textarea, [tabindex]")].indexOf(el);
      // The filter's radio buttons are visually hidden inside their labels: the label is what shows focus.
      const shown = el.closest("label") ?? el;
      const points = [...shown.getClientRects()].flatMap((r) => [
        [r.left + 1, r.top + 1],
        [r.right - 1, r.top + 1],
        [r.left + 1, r.bottom - 1],
        [r.right - 1, r.bottom - 1],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ]);
      const visible = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && shown.contains(hit);
      });
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
      const where = `${el.tagName.toLowerCase()} "${name}" at y=${Math.round(shown.getBoundingClientRect().top)}`;
      return { index, hidden: visible ? null : where };
    });
    if (!stop) break;
    if (stop.hidden) hidden.push(stop.hidden);
    // Tab steps through a date field's parts in place; back at a control seen before, the walk is over.
    if (seen.has(stop.index) && i > 0 && [...seen].at(-1) !== stop.index) break;
    seen.add(stop.index);
  }
  return hidden;
}

/** The small phone comes second: the suggestion, once asked for, stays for the page's life. */
const PHONES = [
  { height: 812, scheme: "dark", suggest: false },
  { height: 667, scheme: "light", suggest: true },
] as const;

for (const path of [...ROUTES, ...LOCALE_ROUTES]) {
  test(`${path}: no control Tab reaches is hidden under the header or the bars`, async ({ page }) => {
    const lang = langOfPath(path);
    for (const { height, scheme, suggest } of PHONES) {
      await page.setViewportSize({ width: 360, height });
      await page.emulateMedia({ colorScheme: scheme });
      // A browser that prefers Hindi: English pages offer the Hindi edition, above the call bar.
      if (suggest) await page.addInitScript(() => Object.defineProperty(navigator, "languages", { get: () => ["hi-IN", "en"] }));
      await page.goto(path);
      await hydrated(page, lang);
      expect(await hiddenWhileFocused(page), `360×${height}, ${scheme}`).toEqual([]);
    }
  });
}
