/**
 * The pages' own scripts (decision 015). React renders every page at build time; no page
 * loads React Router. What a page does in the browser comes from small entries in
 * app/browser/, built by the same client build as the styles and pictures, so they are
 * hashed and precached like them:
 * - `browserEntries()` adds them to the client build;
 * - the root writes `<script type="module" data-entry="site"></script>` where a page wants
 *   one, and `withBrowserScripts` points it at the built file;
 * - the route modules' own chunks, which no page loads any more, are deleted.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BROWSER_ENTRIES, type BrowserEntry } from "../../app/browser/entries.ts";

export function browserEntries(): Plugin {
  return {
    name: "navkar:browser-entries",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      for (const [name, file] of Object.entries(BROWSER_ENTRIES)) {
        this.emitFile({ type: "chunk", id: path.resolve(file), name, preserveSignature: false });
      }
    },
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BrowserScripts {
  /** Each entry's address, as a page loads it. */
  src: Record<BrowserEntry, string>;
  /** Every script file any entry may load (its imports, and what it imports later), relative to the output. */
  files: Set<string>;
}

/** The built entries and their files, from the client build's manifest (which is then removed: hosts need not serve it). */
export function readBrowserScripts(out: string, base: string): BrowserScripts {
  const manifestFile = path.join(out, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} missing: the client build wrote no manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  rmSync(path.join(out, ".vite"), { recursive: true });
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`browser scripts: ${key} is not in the client build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  const src = {} as Record<BrowserEntry, string>;
  for (const [name, key] of Object.entries(BROWSER_ENTRIES) as [BrowserEntry, string][]) {
    visit(key);
    src[name] = `${base}${manifest[key].file}`;
  }
  return { src, files };
}

const PLACEHOLDER = /<script type="module" data-entry="(\w+)"><\/script>/g;

/**
 * Points each script placeholder the root wrote at its built file. At low priority: nothing
 * on screen waits for it, and Chromium fetches a module script at high priority otherwise,
 * which Lighthouse then counts as holding the first paint (about 250 ms on its slowed phone).
 */
export function withBrowserScripts(html: string, src: Record<string, string>): string {
  return html.replace(PLACEHOLDER, (_, name: string) => {
    if (!src[name]) throw new Error(`browser scripts: a page asks for "${name}", which is not an entry`);
    return `<script type="module" fetchpriority="low" src="${src[name]}"></script>`;
  });
}
