import { describe, expect, it } from "vitest";
import { documentHeaders, editorHeaders, IMMUTABLE } from "#common/headers.ts";
import { headerRules, headersFile, redirectsFile } from "./host-files.ts";

const rules = headerRules({
  basePath: "/",
  csp: "default-src 'self'",
  editorCsp: "default-src 'none'",
  editorDir: "admin",
  files: ["icons/", "sw.js"],
});

describe("the hosts' _headers", () => {
  it("gives every answer the page headers first, then takes them from the files", () => {
    expect(rules[0].pattern).toBe("/*");
    for (const name of Object.keys(documentHeaders)) expect(rules[0].set[name], name).toBe(documentHeaders[name]);
    const assets = rules.find((r) => r.pattern === "/assets/*")!;
    expect(assets.set["Cache-Control"]).toBe(IMMUTABLE);
    for (const pattern of ["/assets/*", "/icons/*", "/sw.js"])
      expect(rules.find((r) => r.pattern === pattern)!.unset).toEqual(
        expect.arrayContaining([...Object.keys(documentHeaders), "Content-Security-Policy"]),
      );
  });

  it("takes away, for Cloudflare, each header a later rule sets again, which Cloudflare would append", () => {
    for (const r of rules.slice(1))
      for (const name of Object.keys(r.set).filter((n) => n in rules[0].set)) expect(r.unset, `${r.pattern} ${name}`).toContain(name);
    const editor = rules.find((r) => r.pattern === "/admin/*")!;
    expect(editor.set).toMatchObject(editorHeaders);
    expect(editor.set["Cross-Origin-Opener-Policy"]).toBe("unsafe-none");
  });

  it("writes Cloudflare's `! Name` lines, and on a Netlify build neither them nor a rule left empty", () => {
    const cloudflare = headersFile(rules, { netlify: false });
    expect(cloudflare).toContain("/sw.js\n  ! Referrer-Policy");
    const netlify = headersFile(rules, { netlify: true });
    expect(netlify).not.toMatch(/^\s*!/m);
    expect(netlify).not.toContain("/sw.js");
    expect(netlify).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });
});

describe("the hosts' _redirects", () => {
  it("answers each not-found page's own address as an unknown one", () => {
    expect(redirectsFile("/", ["", "gu/"])).toBe("/404 /404/not-a-page 200\n/gu/404 /gu/404/not-a-page 200\n");
    expect(redirectsFile("/navkar/", [""])).toBe("/navkar/404 /navkar/404/not-a-page 200\n");
  });
});
