import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { editions } from "#app/content/words/words.ts";
import { type Lang, languages, PREFIXED_LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { pageKinds } from "#app/page-kinds.ts";
import { sitePages } from "./content.ts";

/** The editions under a prefix of their own (Gujarati and Hindi): every language but the one at the root. */
export { PREFIXED_LANGS };

/**
 * A page of every kind in `lang`, from the list of page kinds: each kind's own page (or its
 * list), and for the not-found kind an unknown address. What the axe, keyboard and focus tests
 * walk: a new kind joins them by itself.
 */
export const kindRoutes = (lang: Lang) =>
  pageKinds.map((k) => ("catchAll" in k ? `${languages[lang].prefix}/no-such-page` : localePath(lang, k.path)));
/** Every kind's page in English. */
export const ROUTES = kindRoutes("en");
/** The spec's four pages (home, cars, about, owner: content.ts), in English: the pictures' sample. */
export const PAGE_ROUTES = sitePages.map((p) => localePath("en", p.path));
/** Every kind's page under each prefix. */
export const LOCALE_ROUTES = PREFIXED_LANGS.flatMap(kindRoutes);

/**
 * Waits until the page's stylesheet, asked for after the first paint (decision 029), has
 * arrived and its rules apply: until then the parts whose rules come with it (a footer after a
 * part drawn when near) are not where they will be.
 */
export async function stylesheetApplied(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes("/assets/") && s.cssRules.length > 0)))
    .toBe(true);
}

/**
 * Scrolls to the bottom in steps of `step` pixels (a screen by default), then back to the top.
 * Each step waits for two frames: the page is drawn there, so its far parts are drawn, lazy
 * pictures start loading and reveals run, as for a visitor reading down.
 */
export async function scrollThrough(page: Page, step?: number) {
  await page.evaluate(async (step) => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The height is read at each step: a part drawn at last may be taller than its estimate.
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step ?? innerHeight) {
      scrollTo(0, y);
      await drawn();
    }
    scrollTo(0, 0);
    await drawn();
  }, step);
}

/**
 * Waits for the page to draw `count` frames: what a scroll or a change brought near is drawn
 * by then, and an observer's callback (a part coming near, the planner's wake) has run. The
 * event a fixed wait would only hope to outlast.
 */
export const frames = (page: Page, count = 1) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
        next(count);
      }),
    count,
  );

/**
 * Brings `target` into view, and waits until it stays where it is seen. Each part drawn when
 * near (render-later in app.css) that is in view has been drawn: such a part takes its real
 * height a frame or two after it comes near, and moves what is below it. And the target is
 * not sliding in (a scroll reveal: browser/reveal.ts). A tap made before lands where the
 * target was: on two busy cores, a click on the link at the foot of a place's page fell on
 * nothing, and opened nothing.
 */
export async function bringIntoView(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const inView = (part: Element) => {
          const box = part.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        };
        if (!inView(el)) {
          el.scrollIntoView({ block: "center" });
          return false;
        }
        // A part's contents are skipped until it is drawn: its first child is then not visible.
        const drawn = [...document.querySelectorAll(".render-later")].every(
          (part) => !inView(part) || part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) !== false,
        );
        // A reveal slides its part in once it has seen it enter the view.
        if (el.closest("[data-reveal]")?.getAttribute("data-state") === "hidden") return false;
        const moving = document
          .getAnimations()
          .some((a) => a.playState === "running" && a.effect instanceof KeyframeEffect && a.effect.target?.contains(el));
        return drawn && !moving;
      }),
    )
    .toBe(true);
}

/** axe-core, read once: it is put in a page the first time that page is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** WCAG 2.2 AA and best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's findings (WCAG 2.2 AA and best practices, or only `rules`) on the page as it is now,
 * one line per rule with the elements it names; `only` (a selector) narrows it to a part of the
 * page. axe-core runs in the page itself, put there once per document. (@axe-core/playwright
 * does the same for pages with frames, at four times the cost on pages without: none of ours
 * has a frame.)
 */
export async function axeViolations(page: Page, only?: string, rules?: readonly string[]) {
  // Every part drawn: axe passes over what the browser has not drawn yet (the long pages'
  // far parts, render-later in app.css), and it must check all that a reader will see.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>(".render-later").forEach((el) => (el.style.contentVisibility = "visible")),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ only, rules, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(only ? { include: [only] } : document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { only, rules: rules && [...rules], tags: AXE_TAGS },
  );
}

/** axe's rules whose findings depend on the colours: all that a change of colour scheme can change. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * axe's findings in the `n`th of AXE_MODES, the page already in it: every rule at a new width,
 * and in the other colour scheme at the same width, where only the colours differ, the rules
 * about colours.
 */
export const axeInMode = (page: Page, n: number, only?: string) =>
  axeViolations(page, only, n > 0 && AXE_MODES[n].width === AXE_MODES[n - 1].width ? COLOUR_RULES : undefined);

/** The four ways a page is checked: light and dark, on a phone and on a desktop. */
export const AXE_MODES = [
  { colorScheme: "light", width: 360 },
  { colorScheme: "dark", width: 360 },
  { colorScheme: "dark", width: 1280 },
  { colorScheme: "light", width: 1280 },
] as const;

/**
 * Puts a loaded page in `mode`. Colours change with a transition: it is finished at once, so
 * that a check measures what a reader finally sees, not a button halfway to dark.
 */
export async function setMode(page: Page, mode: (typeof AXE_MODES)[number]) {
  await page.setViewportSize({ width: mode.width, height: 800 });
  await page.emulateMedia({ colorScheme: mode.colorScheme });
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
}

/**
 * Waits until the page's scripts have run (on a page that has them: not the offline page's):
 * the site's (the theme toggle gets its real label
 * then) and, on the cars page, React's hydration of the planner, which is woken as a touch on
 * it would (it waits to be needed: kinds/cars/island/page-script.ts), without scrolling the page. And until the
 * stylesheet, asked for at the same moment as the scripts (decision 030), applies: the page is
 * then whole, its far parts' and footer's rules among it.
 */
export async function hydrated(page: Page, lang: Lang = "en") {
  await stylesheetApplied(page);
  // The offline page, served by the worker with no network, asks for no script of the site's.
  if (!(await page.evaluate(() => document.documentElement.outerHTML.includes("/assets/site-")))) return;
  await siteScriptRan(page, lang);
  const island = page.locator("#planner-island");
  if (await island.count()) {
    await island.dispatchEvent("pointerdown");
    // The planner's script is fetched and run on that touch: on two busy cores (six tabs at
    // once in the analytics walk) that took longer than the usual five seconds.
    await expect(page.locator("#planner-island[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  }
}

/**
 * Waits until the site's script has run: the theme toggle then gets its real label. The page
 * adds its scripts after its first paint, all at once (inline/stylesheet.ts), so the page's
 * own script (the cars page's) has been asked for by then too. The page's HTML already has a
 * theme button: a wait for any such button, or for the network to be quiet, can end before
 * the first paint on busy cores, and before any script is asked for.
 */
export async function siteScriptRan(page: Page, lang: Lang = "en") {
  const { themeSwitch } = editions[lang].words.shell;
  const names = [themeSwitch("light"), themeSwitch("dark")];
  await expect(page.getByRole("button", { name: new RegExp(`^(${names.join("|")})$`) })).toBeVisible();
}

/**
 * Whether the button named `name` is expanded, as Chromium's accessibility tree has it: what
 * a screen reader hears, not a DOM attribute (a popover's button gets its state from the
 * browser).
 */
export async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
    return button?.properties?.find((p) => p.name === "expanded")?.value.value;
  } finally {
    await cdp.detach();
  }
}

/** Records the page's console errors and warnings, uncaught errors and CSP violations in `problems`. */
export async function watchProblems(page: Page, problems: string[]) {
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
}

/**
 * Every test's page records console errors and warnings, uncaught errors and CSP
 * violations (a test's other tabs too, with watchProblems); the test fails if any were logged, unless `allowProblems` names them.
 */
export const test = base.extend<{ problems: string[]; allowProblems: RegExp[] }>({
  allowProblems: [[], { option: true }],
  problems: [
    async ({ page, allowProblems }, use) => {
      const problems: string[] = [];
      await watchProblems(page, problems);
      // Under one context per worker (decision 036), a tab an earlier test opened (WhatsApp) can
      // leave this one behind it, where Chromium holds its animation frames: a walk that waits
      // for frames (scrollThrough) then waited its whole timeout. In front, the page draws.
      await page.bringToFront();
      await use(problems);
      // Playwright's own note where a test keeps the service worker out (the default here).
      const harness = /Service Worker registration blocked by Playwright/;
      const unexpected = problems.filter((p) => !harness.test(p) && !allowProblems.some((re) => re.test(p)));
      expect(unexpected, "console errors, warnings or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Answers wa.me locally, so the tab the planner opens loads, and returns its address. */
export async function catchWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  return async (send: () => Promise<void>) => {
    const [popup] = await Promise.all([context.waitForEvent("page"), send()]);
    await popup.waitForLoadState();
    return new URL(popup.url());
  };
}
