/**
 * Inline scripts (the theme bootstrap and React Router's hydration data) and the page's
 * inline rules are allowed by their SHA-256 hashes, computed from the HTML as built.
 * JSON-LD is data, not script, and needs no hash.
 */
import { createHash } from "node:crypto";
import { cspMeta } from "#common/headers.ts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !body) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The page's own rules (decision 029), by the same kind of hash. */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set([...html.matchAll(INLINE_STYLE)].map(([, body]) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)),
  ];
}

/** Puts the page's own policy in a <meta> right after the charset, before any script or style. */
export function withCspMeta(html: string, hashes: string[], connect: string[] = []): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${cspMeta(hashes, connect, inlineStyleHashes(html))}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error("No <meta charset> to put the CSP after");
  return html.replace(charset, (m) => `${m}${meta}`);
}
