import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorCspHeader } from "#common/headers.ts";
import { editorBackend, MAX_UPLOAD_BYTES } from "./editor-config.ts";
import { editorPage, guardScript, withoutOutsideCalls } from "./editor.ts";

const require = createRequire(import.meta.url);
const pkg = path.dirname(path.dirname(require.resolve("@sveltia/cms")));
const script = readFileSync(path.join(pkg, "dist/sveltia-cms.js"), "utf8");

describe("the editor's page, for a host that sends no headers", () => {
  const publishing = editorBackend({ CMS_REPO: "navkar/site" });
  const page = editorPage(publishing);

  it("carries the editor's CSP in a <meta>, less frame-ancestors, before any script", () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(page);
    expect(meta?.[1]).toBe(editorCspHeader(publishing).replace("; frame-ancestors 'none'", ""));
    expect(meta?.[1]).toContain("script-src 'self';");
    expect(meta?.[1]).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(page.indexOf("Content-Security-Policy")).toBeLessThan(page.indexOf("<script"));
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("runs guard.js before the editor, and no inline script", () => {
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((s) => s[1].trim())).toEqual(['src="guard.js"', 'src="sveltia-cms.js"']);
    expect(scripts.every((s) => s[2] === "")).toBe(true);
  });

  it("speaks to the owner in the bar: no variable names or commands", () => {
    const local = editorPage(editorBackend({}));
    expect(local).toContain("Publishing is not set up yet");
    expect(local).not.toMatch(/CMS_REPO|npm run|<code>/);
    expect(page).not.toContain("Publishing is not set up yet");
  });
});

describe("the editor's script as the site serves it", () => {
  const copy = withoutOutsideCalls(script);

  it("asks no other host for updates or the Git host's status", () => {
    expect(script).toMatch(/githubstatus\.com\/api/);
    expect(copy).not.toMatch(/githubstatus\.com\/api|hostedstatus\.com|unpkg\.com\/@sveltia\/cms\/package\.json|\/package\.json`/);
    expect(copy).not.toMatch(/[,{]checkStatus:/);
  });

  it("stops the build when a newer script calls out in a way the build does not rewrite", () => {
    expect(() => withoutOutsideCalls(script.replace(/[,{]checkStatus:/g, ",status:"))).toThrow(/status check/);
    expect(() =>
      withoutOutsideCalls(script.replace(/`\$\{\w+\}\/package\.json`/g, "`https://unpkg.com/@sveltia/cms/package.json`")),
    ).toThrow(/update check/);
  });
});

describe("guard.js", () => {
  it("holds the one size limit and stops the editor from starting inside a frame", () => {
    const guard = guardScript();
    expect(guard).toContain(`var MAX = ${MAX_UPLOAD_BYTES};`);
    expect(guard).toContain("Photos can be up to 10 MB.");
    expect(guard).toContain("window.CMS_MANUAL_INIT = true;");
    expect(() => new Function(guard)).not.toThrow();
  });
});
