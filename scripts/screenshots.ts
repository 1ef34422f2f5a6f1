/**
 * `npm run screenshots`: full-page screenshots of every kind of page in every language at
 * 360 px and 1280 px, in light and dark, into reports/screenshots/, for looking at the site as
 * a visitor would. The pages come from the list of page kinds (app/page-kinds.ts): each kind's
 * own page (or its list) and, for a kind with items, its first item's page, since a kind's
 * items share one layout: about 8 minutes, where every page would take over 20. EVERY=1 takes
 * every item's page too; ROUTES, WIDTHS and SCHEMES (comma-separated) narrow it down.
 * Reduced motion keeps every section shown (the reveal hides what is off screen).
 * Expects the site served by `npm start` (BASE_URL, default http://127.0.0.1:3000).
 */
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { pageKind, pageKinds, pagesOf } from "#app/page-kinds.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const pages = pageKinds.flatMap((kind) => (process.env.EVERY === "1" ? pagesOf(kind) : pagesOf(kind).slice(0, 2)));
// The not-found page is served for an address no kind has: its own path is moved to 404.html.
const addresses = LANGS.flatMap((lang) =>
  pages.map((p) => (pageKind(p.key).catchAll ? `${localePath(lang, "/")}missing` : localePath(lang, p.path))),
);
const routes = process.env.ROUTES?.split(",") ?? addresses;
const schemes = (process.env.SCHEMES?.split(",") ?? ["light", "dark"]) as ("light" | "dark")[];
const widths = process.env.WIDTHS?.split(",").map(Number) ?? [360, 1280];
const out = "reports/screenshots";
mkdirSync(out, { recursive: true });

const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
for (const scheme of schemes) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme, reducedMotion: "reduce" });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      // Scroll through so that lazy pictures load and revealed sections settle.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(120);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // A full-page capture keeps the viewport's size, so the parts drawn only near the view
      // (render-later: content-visibility) would come out as empty boxes: draw them all, as
      // printing does. Set on each element, which the page's CSP allows (a <style> it refuses).
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>("*"))
          if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
      });
      await page.waitForTimeout(800);
      const name = route
        .replace(/^\/|\/$/g, "")
        .replace(/\//g, "-")
        .replace(/^(gu|hi)?$/, "$1-home")
        .replace(/^-/, "");
      await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}/`);
