import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareDirs, differs, firstDifference, normalise, report } from "./compare-builds.ts";

const CSP = "script-src 'self' 'sha256-7rSCK8a6AJwAG1D1/aC6zcIymipTcC5gyFj1AMhqIjQ='";
const page = (script: string, text: string, csp = CSP) =>
  `<html><head><meta http-equiv="Content-Security-Policy" content="${csp}"><script type="module" src="/assets/${script}"></script><link rel="stylesheet" href="/assets/root-D7nLoRgT.css"></head><body><img src="/assets/hero-BYxVf3_a.avif"><p>${text}</p></body></html>`;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client folder holding these files (relative path → text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "compare-builds-test-"));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const site = {
  "index.html": page("site-C7WoWiaG.js", "Welcome"),
  "cars/index.html": page("cars-Cyv0R16j.js", "Cars"),
  "robots.txt": "User-agent: *\nAllow: /\n",
  "assets/site-C7WoWiaG.js": "console.log(1)",
  "assets/cars-island-DdsAQICa.js": "x",
};

describe("normalise", () => {
  it("writes Vite's hashed asset names as -HASH, hashes with - and _ included", () => {
    expect(
      normalise(
        "/assets/site-C7WoWiaG.js cars-island-DdsAQICa.js hero-BYxVf3_a.avif community-service-Cfsg2e_-.avif ahmedabad-Be30-5bC.webp root-D7nLoRgT.css",
      ),
    ).toBe("/assets/site-HASH.js cars-island-HASH.js hero-HASH.avif community-service-HASH.avif ahmedabad-HASH.webp root-HASH.css");
  });

  it("leaves everything else alone: sha256 values, unhashed names, other extensions", () => {
    const text = `${CSP} /icons/icon-maskable-512.png /sitemap.xml data-C7WoWiaG.json`;
    expect(normalise(text)).toBe(text);
  });
});

describe("firstDifference", () => {
  it("gives the line, the column and the lines before", () => {
    expect(firstDifference("a\nb\nc\nd", "a\nb\nc\nD")).toEqual({ line: 4, column: 1, context: ["b", "c"], a: "d", b: "D" });
    expect(firstDifference("a\nb", "a")).toMatchObject({ line: 2, a: "b", b: undefined });
    expect(firstDifference("same", "same")).toBeNull();
  });
});

describe("compareDirs", () => {
  it("finds nothing between identical folders", () => {
    const c = compareDirs(folder(site), folder(site));
    expect(differs(c)).toBe(false);
    expect(c.pages).toEqual({ count: 2, differences: [] });
    expect(c.siteFiles).toEqual({ count: 1, differences: [] });
    expect(report(c)).toEqual([
      "compare: 2 pages, 0 differ; 1 site files, 0 differ; scripts: cars-island 1 → 1 B, site 14 → 14 B, total 15 → 15 B",
    ]);
  });

  it("reports a page whose text differs, where it differs", () => {
    const c = compareDirs(folder(site), folder({ ...site, "cars/index.html": page("cars-Cyv0R16j.js", "Cabs") }));
    expect(differs(c)).toBe(true);
    expect(c.pages.differences).toMatchObject([{ file: "cars/index.html", kind: "differs", at: { line: 1 } }]);
    const [heading, a, b] = report(c);
    expect(heading).toMatch(/^cars\/index\.html: differs at line 1, column \d+$/);
    expect(a).toContain("<p>Cars</p>");
    expect(b).toContain("<p>Cabs</p>");
  });

  it("reports a page only on one side", () => {
    const withoutCars = Object.fromEntries(Object.entries(site).filter(([file]) => file !== "cars/index.html"));
    const c = compareDirs(folder(site), folder({ ...withoutCars, "new/index.html": page("site-C7WoWiaG.js", "New") }));
    expect(c.pages.count).toBe(3);
    expect(c.pages.differences).toEqual([
      { file: "cars/index.html", kind: "only in A" },
      { file: "new/index.html", kind: "only in B" },
    ]);
    expect(report(c).slice(0, 2)).toEqual(["cars/index.html: only in A", "new/index.html: only in B"]);
  });

  it("sees no difference where only a hashed asset name differs", () => {
    const renamed = { ...site, "index.html": page("site-Zx9_-abC.js", "Welcome") };
    expect(differs(compareDirs(folder(site), folder(renamed)))).toBe(false);
  });

  it("reports a differing sha256 value", () => {
    const csp = CSP.replace("7rSCK8a6", "0000K8a6");
    const c = compareDirs(folder(site), folder({ ...site, "index.html": page("site-C7WoWiaG.js", "Welcome", csp) }));
    expect(c.pages.differences).toMatchObject([{ file: "index.html", kind: "differs" }]);
  });

  it("compares the site files and the scripts' bytes", () => {
    const c = compareDirs(
      folder(site),
      folder({ ...site, "robots.txt": "User-agent: *\nDisallow: /\n", "assets/site-C7WoWiaG.js": "console.log(22)" }),
    );
    expect(c.siteFiles.differences).toMatchObject([
      { file: "robots.txt", at: { line: 2, context: ["User-agent: *"], a: "Allow: /", b: "Disallow: /" } },
    ]);
    expect(c.scripts).toEqual([
      { name: "cars-island", a: [1], b: [1] },
      { name: "site", a: [14], b: [15] },
    ]);
    expect(report(c).at(-1)).toContain("site 14 → 15 B (differs)");
  });
});

describe("the JSON-LD, compared by what it says", () => {
  it("finds no difference where only its place in the head and its escaping differ, and finds one in what it says", () => {
    const a = '<head><title>x</title><script type="application/ld+json">{"name":"A & B <c>"}</script><meta name="d"></head>';
    const b =
      '<head><title>x</title><meta name="d"><script type="application/ld+json">{"name":"A \\u0026 B \\u003cc\\u003e"}</script></head>';
    expect(firstDifference(normalise(a), normalise(b))).toBeNull();
    expect(firstDifference(normalise(a), normalise(b.replace("A ", "Z ")))).not.toBeNull();
  });
});
