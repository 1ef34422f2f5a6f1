import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withCspMeta } from "./csp.ts";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes each inline script body, not external or JSON-LD scripts", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b"')]);
  });

  it("puts the policy right after the charset", () => {
    const html = '<head><meta charSet="utf-8"/><script>a()</script></head>';
    const out = withCspMeta(html, [sha("a()")]);
    expect(out).toMatch(
      /^<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/,
    );
    expect(out).not.toContain("frame-ancestors");
  });
});
