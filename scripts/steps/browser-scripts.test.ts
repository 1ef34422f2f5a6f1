import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BROWSER_ENTRIES } from "#app/browser-entries.ts";
import type { EntryFiles } from "./browser-scripts.ts";
import { finalPage } from "./page.ts";

// The lint's wall (eslint.config.js) holds what an entry imports; this, where an entry is.
describe("the browser entries", () => {
  it("are the site's scripts (app/browser/) or a kind's, in its island folder", () => {
    for (const file of Object.values(BROWSER_ENTRIES)) {
      expect(file).toMatch(/^app\/(browser|kinds\/[^/]+\/island)\/[^/]+\.tsx?$/);
      expect(existsSync(file), file).toBe(true);
    }
    expect(BROWSER_ENTRIES.cars).toBe("app/kinds/cars/island/page-script.ts");
  });
});

/**
 * The placeholders as the page's rewrite writes them on a page without inline rules (page.ts;
 * on a page with them, see page.test.ts): the body, without the charset and its CSP.
 */
async function withBrowserScripts(body: string, entries: Partial<Record<string, EntryFiles>>): Promise<string> {
  const page = await finalPage(`<meta charSet="utf-8"/>${body}`, {
    entries,
    connect: [],
    plannerData: (block) => block,
    firstScreenRules: () => Promise.reject(new Error("a page without a stylesheet has no rules to pick")),
  });
  return page.html.replace(/^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
}

describe("the scripts' placeholders, on a page without inline rules", () => {
  const src = {
    site: { src: "/assets/site-abc.js", imports: ["/assets/site-parts-123.js"] },
    cars: { src: "/navkar/assets/cars-def.js", imports: [] },
  };

  it("point each placeholder at its built file and preload its imports, at low priority", async () => {
    const html = `<body><main></main><script type="module" data-entry="site"></script><script type="module" data-entry="cars"></script></body>`;
    expect(await withBrowserScripts(html, src)).toBe(
      `<body><main></main><link rel="modulepreload" fetchpriority="low" href="/assets/site-parts-123.js"/><script type="module" fetchpriority="low" src="/assets/site-abc.js"></script>` +
        `<script type="module" fetchpriority="low" src="/navkar/assets/cars-def.js"></script></body>`,
    );
  });

  it("refuse a page that asks for a script the build has not made", async () => {
    await expect(withBrowserScripts(`<script type="module" data-entry="map"></script>`, src)).rejects.toThrow(
      /"map", which is not an entry/,
    );
  });

  it("leave a page without placeholders as it is", async () => {
    const html = `<head><script>(function(){})()</script></head>`;
    expect(await withBrowserScripts(html, src)).toBe(html);
  });
});

describe("the scripts' placeholders, two entries sharing a file", () => {
  it("preload the shared file once", async () => {
    const entries = {
      site: { src: "/assets/site-a.js", imports: ["/assets/site-parts.js"] },
      analytics: { src: "/assets/analytics-b.js", imports: ["/assets/site-parts.js"] },
    };
    const html = await withBrowserScripts(
      `<script type="module" data-entry="site"></script><script type="module" data-entry="analytics"></script>`,
      entries,
    );
    expect(html.match(/site-parts\.js/g)).toHaveLength(1);
    expect(html).toContain(`src="/assets/analytics-b.js"`);
  });
});
