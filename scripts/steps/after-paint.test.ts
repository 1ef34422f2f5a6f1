import { describe, expect, it } from "vitest";
import { STYLESHEET_LOADER } from "#app/inline/stylesheet.ts";
import { laterAttribute, laterList } from "./after-paint.ts";
import { finalPage } from "./page.ts";

const charset = `<meta charSet="utf-8"/>`;
const manifest = `<link rel="manifest" href="/manifest.webmanifest"/>`;
const icon = `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`;
const stylesheet = `<link rel="stylesheet" href="/assets/root.css"/>`;
const placeholders = `<script type="module" data-entry="site"></script><script type="module" data-entry="cars"></script>`;
const entries = {
  site: { src: "/assets/site-a.js", imports: ["/assets/site-parts.js"] },
  cars: { src: "/assets/cars-b.js", imports: ["/assets/site-parts.js"] },
};

/** The page as the build writes it, its first screen's rules being `p{}`; without the CSP. */
async function built(html: string): Promise<string> {
  const page = await finalPage(html, { entries, connect: [], plannerData: (b) => b, firstScreenRules: () => Promise.resolve("p{}") });
  return page.html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
}

describe("what comes after the first paint", () => {
  it("lists the manifest, the files the scripts import (once) and the scripts, in that order", () => {
    const list = laterList(["/manifest.webmanifest"], [entries.site, entries.cars]);
    expect(list).toEqual([
      "manifest|/manifest.webmanifest",
      "modulepreload|/assets/site-parts.js",
      "/assets/site-a.js",
      "/assets/cars-b.js",
    ]);
    expect(laterAttribute(list)).toBe(` data-later="${list.join(" ")}"`);
    expect(laterAttribute([])).toBe("");
  });

  // The final form of a page with inline rules: the loader (app/inline/stylesheet.ts) reads the
  // list on the rules' <style>, and no tag of a script, a preload or the manifest is left to
  // ask for them before the first paint (decision 030). The tags are written once, in this form.
  it("is written on the rules' <style>, where the tags of the manifest and the scripts would be none", async () => {
    expect(
      await built(`<html><head>${charset}${icon}${manifest}${stylesheet}</head><body><main></main>${placeholders}</body></html>`),
    ).toBe(
      `<html><head>${charset}${icon}<style data-stylesheet="/assets/root.css" data-later="manifest|/manifest.webmanifest ` +
        `modulepreload|/assets/site-parts.js /assets/site-a.js /assets/cars-b.js">p{}</style><script>${STYLESHEET_LOADER}</script>` +
        `<noscript>${stylesheet}</noscript></head><body><main></main></body></html>`,
    );
  });

  it("lists only what the page has, and nothing for a page with none of it", async () => {
    expect(await built(`${charset}${stylesheet}<script type="module" data-entry="cars"></script>`)).toBe(
      `${charset}<style data-stylesheet="/assets/root.css" data-later="modulepreload|/assets/site-parts.js /assets/cars-b.js">p{}</style>` +
        `<script>${STYLESHEET_LOADER}</script><noscript>${stylesheet}</noscript>`,
    );
    expect(await built(`${charset}${stylesheet}`)).toBe(
      `${charset}<style data-stylesheet="/assets/root.css">p{}</style><script>${STYLESHEET_LOADER}</script><noscript>${stylesheet}</noscript>`,
    );
  });

  it("leaves the tags of a page without inline rules (npm run dev, the editor): its manifest's link stays", async () => {
    const html = await built(`<head>${charset}${manifest}</head><body><script type="module" data-entry="site"></script></body>`);
    expect(html).toBe(
      `<head>${charset}${manifest}</head><body><link rel="modulepreload" fetchpriority="low" href="/assets/site-parts.js"/>` +
        `<script type="module" fetchpriority="low" src="/assets/site-a.js"></script></body>`,
    );
  });
});
