import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspMetaTag, inlineScriptHashes } from "./csp.ts";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes each inline script body, not external or JSON-LD scripts", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b"')]);
  });

  it("write the page's own policy, without frame-ancestors, which a <meta> cannot carry", () => {
    const meta = cspMetaTag([sha("a()")], [], []);
    expect(meta).toMatch(/^<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
    expect(meta).not.toContain("frame-ancestors");
  });
});
