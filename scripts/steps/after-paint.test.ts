import { describe, expect, it } from "vitest";
import { afterPaint } from "./after-paint.ts";
import { withBrowserScripts } from "./browser-scripts.ts";

const manifest = `<link rel="manifest" href="/manifest.webmanifest"/>`;
const icon = `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`;
const rules = `<style data-stylesheet="/assets/root.css">p{}</style><script>loader</script>`;

describe("afterPaint", () => {
  // The tags as the build writes them, so that a change there cannot pass unnoticed here.
  const tags = withBrowserScripts(`<script type="module" data-entry="site"></script><script type="module" data-entry="cars"></script>`, {
    site: { src: "/assets/site-a.js", imports: ["/assets/site-parts.js"] },
    cars: { src: "/assets/cars-b.js", imports: [] },
  });

  it("lists the manifest, the scripts and their imports on the rules' <style>, in that order, and takes their tags away", () => {
    expect(afterPaint(`<head>${icon}${manifest}${rules}</head><body><main></main>${tags}</body>`)).toBe(
      `<head>${icon}<style data-stylesheet="/assets/root.css" data-later="manifest|/manifest.webmanifest modulepreload|/assets/site-parts.js ` +
        `/assets/site-a.js /assets/cars-b.js">p{}</style><script>loader</script></head><body><main></main></body>`,
    );
  });

  it("lists only what the page has, and nothing for a page with none of it", () => {
    const html = `${rules}<script type="module" fetchpriority="low" src="/assets/site-a.js"></script>`;
    expect(afterPaint(html)).toBe(
      `<style data-stylesheet="/assets/root.css" data-later="/assets/site-a.js">p{}</style><script>loader</script>`,
    );
    expect(afterPaint(rules)).toBe(rules);
  });

  it("leaves a page without inline rules (npm run dev, the editor) as it is", () => {
    const bare = `<head>${manifest}<link rel="stylesheet" href="/r.css"/></head><body>${tags}</body>`;
    expect(afterPaint(bare)).toBe(bare);
  });
});
