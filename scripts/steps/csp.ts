/**
 * Inline scripts (the theme bootstrap and React Router's hydration data) and the page's
 * inline rules are allowed by their SHA-256 hashes, computed from the HTML as built.
 * JSON-LD is data, not script, and needs no hash. The build hashes the scripts and rules it
 * finds and writes in its one rewrite of a page (page.ts); `inlineScriptHashes` and
 * `inlineStyleHashes` read them back from a page as built, for the tests.
 */
import { createHash } from "node:crypto";
import { cspMeta } from "#common/headers.ts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP's source for an inline script or <style> of that text. */
export const sha256 = (body: string): string => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !body) continue;
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)];
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The page's own rules (decision 029), by the same kind of hash. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body)))];
}

/** The page's own policy, as the <meta> that follows its charset. */
export function cspMetaTag(scriptHashes: string[], connect: string[], styleHashes: string[]): string {
  return `<meta http-equiv="Content-Security-Policy" content="${cspMeta(scriptHashes, connect, styleHashes)}"/>`;
}
