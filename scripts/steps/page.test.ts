import { describe, expect, it } from "vitest";
import { PLANNER_DATA_ID } from "#app/kinds/cars/island/page-dom.ts";
import { cspMeta } from "#common/headers.ts";
import { STYLESHEET_LOADER } from "#app/inline/stylesheet.ts";
import { inlineScriptHashes, inlineStyleHashes, sha256 } from "./csp.ts";
import { finalPage, type FinalPage } from "./page.ts";

const theme = `<script>(function(){document.documentElement.classList.add("js")})()</script>`;
const block = `<script type="application/json" id="${PLANNER_DATA_ID}">{"lang":"en"}</script>`;
const page =
  `<html><head><meta charSet="utf-8"/>${theme}<script type="application/ld+json">{"@context":"https://schema.org"}</script>` +
  `<link rel="manifest" href="/manifest.webmanifest"/><link rel="stylesheet" href="/assets/root.css"/></head>` +
  `<body><main><style>.x{}</style></main>${block}<script>tap()</script><script type="module" data-entry="site"></script></body></html>`;
const the: FinalPage = {
  entries: { site: { src: "/assets/site-a.js", imports: [] } },
  connect: [],
  plannerData: () => `<script type="application/json" id="${PLANNER_DATA_ID}" data-src="/assets/planner.json"></script>`,
  firstScreenRules: () => Promise.resolve("main{color:red}"),
};

describe("a page's one rewrite", () => {
  it("allows by its CSP exactly the inline scripts and rules of the page as written, in their order", async () => {
    const { html, scriptHashes } = await finalPage(page, the);
    const scripts = inlineScriptHashes(html);
    const styles = inlineStyleHashes(html);
    expect(scriptHashes).toEqual(scripts);
    expect(scripts).toEqual([theme.slice(8, -9), STYLESHEET_LOADER, "tap()"].map(sha256));
    expect(styles).toEqual(["main{color:red}", ".x{}"].map(sha256));
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${cspMeta(scripts, [], styles)}"/>${theme}`,
    );
  });

  it("puts the planner's data block in its place, and reads the page as prerendered for its first screen's rules", async () => {
    let read = "";
    const { html } = await finalPage(page, { ...the, firstScreenRules: (h) => ((read = h), Promise.resolve("p{}")) });
    expect(read).toBe(page);
    expect(html).toContain(
      `</main><script type="application/json" id="${PLANNER_DATA_ID}" data-src="/assets/planner.json"></script><script>tap()`,
    );
  });

  it("refuses a page without a charset, with two stylesheets, or with React Router's scripts", async () => {
    await expect(finalPage(page.replace(`<meta charSet="utf-8"/>`, ""), the)).rejects.toThrow(/No <meta charset>/);
    await expect(finalPage(page.replace("</head>", `<link rel="stylesheet" href="/b.css"/></head>`), the)).rejects.toThrow(
      /one stylesheet link, found 2/,
    );
    await expect(finalPage(page.replace("tap()", "window.__reactRouterContext={}"), the)).rejects.toThrow(/React Router's scripts/);
  });
});
