import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BROWSER_ENTRIES } from "#app/browser-entries.ts";
import { withBrowserScripts } from "./browser-scripts.ts";

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

describe("withBrowserScripts", () => {
  const src = {
    site: { src: "/assets/site-abc.js", imports: ["/assets/site-parts-123.js"] },
    cars: { src: "/navkar/assets/cars-def.js", imports: [] },
  };

  it("points each placeholder at its built file and preloads its imports, at low priority", () => {
    const html = `<body><main></main><script type="module" data-entry="site"></script><script type="module" data-entry="cars"></script></body>`;
    expect(withBrowserScripts(html, src)).toBe(
      `<body><main></main><link rel="modulepreload" fetchpriority="low" href="/assets/site-parts-123.js"/><script type="module" fetchpriority="low" src="/assets/site-abc.js"></script>` +
        `<script type="module" fetchpriority="low" src="/navkar/assets/cars-def.js"></script></body>`,
    );
  });

  it("refuses a page that asks for a script the build has not made", () => {
    expect(() => withBrowserScripts(`<script type="module" data-entry="map"></script>`, src)).toThrow(/"map", which is not an entry/);
  });

  it("leaves a page without placeholders as it is", () => {
    const html = `<head><script>(function(){})()</script></head>`;
    expect(withBrowserScripts(html, src)).toBe(html);
  });
});

describe("withBrowserScripts, two entries sharing a file", () => {
  it("preloads the shared file once", () => {
    const entries = {
      site: { src: "/assets/site-a.js", imports: ["/assets/site-parts.js"] },
      analytics: { src: "/assets/analytics-b.js", imports: ["/assets/site-parts.js"] },
    };
    const html = withBrowserScripts(
      `<script type="module" data-entry="site"></script><script type="module" data-entry="analytics"></script>`,
      entries,
    );
    expect(html.match(/site-parts\.js/g)).toHaveLength(1);
    expect(html).toContain(`src="/assets/analytics-b.js"`);
  });
});
