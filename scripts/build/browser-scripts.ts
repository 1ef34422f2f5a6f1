/**
 * The pages' own scripts (decision 015). React renders every page at build time; no page
 * loads React Router. What a page does in the browser comes from small entries in
 * app/browser/, built by the same client build as the styles and pictures, so they are
 * hashed and precached like them:
 * - `browserEntries()` adds them to the client build;
 * - the root writes `<script type="module" data-entry="site"></script>` where a page wants
 *   one, and `withBrowserScripts` points it at the built file (and preloads what it
 *   imports, so that the files come at once, not one after the other);
 * - the route modules' own chunks, which no page loads any more, are deleted.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BROWSER_ENTRIES, type BrowserEntry } from "#app/browser-entries.ts";

/** Adds `names` (builtEntries: `analytics` only when the build counts visits) to the client build. */
export function browserEntries(names: BrowserEntry[]): Plugin {
  return {
    name: "navkar:browser-entries",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      for (const name of names) {
        this.emitFile({ type: "chunk", id: path.resolve(BROWSER_ENTRIES[name]), name, preserveSignature: false });
      }
    },
  };
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Each icon is a module of its own: the island's components import icons that only their
 * prerendered parts draw, so an icon is left where the bundler puts it (the island's own, in
 * its file; the others, with the route modules, which go).
 */
const ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The client build's shared chunks, named from the module graph, so that no list of app
 * files has to be kept in step with the code. The route modules are built too, then deleted
 * (no page loads them), but what they share with the pages' scripts would split those into
 * many small files. Four chunks keep them few:
 * - `site`: what the site's script imports (every page loads it), and, when `helperJoinsSite`
 *   (analytics on), Vite's helper for a later import, which would otherwise be a file of its own;
 * - `react`: React;
 * - `cars`: what the cars page's script imports at once (the ids of the page's parts), which
 *   the island shares, so that the script does not wait for the island's file;
 * - `planner`: what the cars page's script imports later (the planner's island), besides
 *   those, with the bundler's runtime.
 * A module none of them needs goes where the bundler puts it (the route modules' chunks).
 * The plugin reads the graph once it is whole; the groups' tests run after that.
 */
export function scriptChunks(helperJoinsSite: boolean) {
  const site = new Set<string>();
  const carsAtOnce = new Set<string>();
  const island = new Set<string>();
  const plugin: Plugin = {
    name: "navkar:script-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const reach = (from: readonly string[], into: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        from.forEach(visit);
      };
      const siteEntry = path.resolve(BROWSER_ENTRIES.site);
      reach([siteEntry], site);
      // The entry itself stays in its own small file, which the pages name.
      site.delete(siteEntry);
      const carsEntry = path.resolve(BROWSER_ENTRIES.cars);
      reach([carsEntry], carsAtOnce);
      carsAtOnce.delete(carsEntry);
      for (const id of site) carsAtOnce.delete(id);
      reach(this.getModuleInfo(carsEntry)?.dynamicallyImportedIds ?? [], island);
    },
  };
  const groups = [
    { name: "site", test: (id: string) => site.has(id) || (helperJoinsSite && id.includes("vite/preload-helper")), priority: 3 },
    // Before the island's group, which would otherwise take them in with the island's modules.
    { name: "cars", test: (id: string) => carsAtOnce.has(id), priority: 2.5 },
    { name: "react", test: REACT, priority: 2 },
    {
      name: "planner",
      test: (id: string) => (island.has(id) && !ICONS.test(id)) || id.startsWith("\0rolldown"),
      priority: 1,
    },
  ];
  return { plugin, groups };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** An entry's address, and those of the files it imports at once (not those it imports later). */
export interface EntryFiles {
  src: string;
  imports: string[];
}

export interface BrowserScripts {
  /** Each entry the build made, as a page loads it. */
  entries: Partial<Record<BrowserEntry, EntryFiles>>;
  /** Every script file any entry may load (its imports, and what it imports later), relative to the output. */
  files: Set<string>;
}

/** The built entries and their files, from the client build's manifest (which is then removed: hosts need not serve it). */
export function readBrowserScripts(out: string, base: string, names: BrowserEntry[]): BrowserScripts {
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
  const staticImports = (key: string): string[] =>
    (manifest[key].imports ?? []).flatMap((next) => [`${base}${manifest[next].file}`, ...staticImports(next)]);
  const entries: BrowserScripts["entries"] = {};
  for (const name of names) {
    const key = BROWSER_ENTRIES[name];
    visit(key);
    entries[name] = { src: `${base}${manifest[key].file}`, imports: [...new Set(staticImports(key))] };
  }
  return { entries, files };
}

const PLACEHOLDER = /<script type="module" data-entry="(\w+)"><\/script>/g;

/**
 * Points each script placeholder the root wrote at its built file, with a preload of each
 * file it imports. All at low priority: nothing on screen waits for them, and Chromium
 * fetches a module script and its imports at high priority otherwise, which Lighthouse then
 * counts as holding the first paint (150–250 ms on its slowed phone).
 */
export function withBrowserScripts(html: string, entries: Partial<Record<string, EntryFiles>>): string {
  // A file two entries import (the site's parts, which `analytics` shares) is preloaded once.
  const preloaded = new Set<string>();
  return html.replace(PLACEHOLDER, (_, name: string) => {
    const entry = entries[name];
    if (!entry) throw new Error(`browser scripts: a page asks for "${name}", which is not an entry`);
    const preloads = entry.imports
      .filter((href) => !preloaded.has(href) && preloaded.add(href))
      .map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`)
      .join("");
    return `${preloads}<script type="module" fetchpriority="low" src="${entry.src}"></script>`;
  });
}
