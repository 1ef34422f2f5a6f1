/**
 * The pages' own scripts (decision 015, built on their own since decision 024). React renders
 * every page at build time; no page loads React Router. What a page does in the browser comes
 * from small entries in app/browser/, built here by Rolldown (the bundler inside Vite), apart
 * from the client build, so that nothing the prerender shares with them rides along:
 * - the client build's own scripts (the route modules and what they share), which no page
 *   loads, are deleted, and `buildBrowserScripts` writes the entries into `assets/`, hashed,
 *   React in a file of its own;
 * - the root writes `<script type="module" data-entry="site"></script>` where a page wants
 *   one, and the page's one rewrite (page.ts) puts the built file, and the files it imports
 *   at once, in its place: listed for after the first paint (after-paint.ts, decision 030),
 *   or as tags on a page without inline rules.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "rolldown";
import { BROWSER_ENTRIES, type BrowserEntry } from "#app/browser-entries.ts";

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The browsers the scripts are written for: Vite's default build target (baseline, widely available). */
const TARGET = ["chrome111", "edge111", "firefox114", "safari16.4"];

/** An entry's address, and those of the files it imports at once (not those it imports later). */
export interface EntryFiles {
  src: string;
  imports: string[];
}

export interface BrowserScripts {
  /** Each entry the build made, as a page loads it. */
  entries: Partial<Record<BrowserEntry, EntryFiles>>;
}

/**
 * Builds `names` (builtEntries: `analytics` only when the build counts visits) into
 * `out/assets/`, after deleting the client build's scripts there. `define` holds the values
 * the scripts read that only the build knows (the analytics settings, the base path).
 */
export async function buildBrowserScripts(
  out: string,
  base: string,
  names: BrowserEntry[],
  define: Record<string, string>,
): Promise<BrowserScripts> {
  const assets = path.join(out, "assets");
  for (const file of readdirSync(assets)) if (file.endsWith(".js")) rmSync(path.join(assets, file));
  rmSync(path.join(out, ".vite"), { recursive: true, force: true });
  const bundle = (group: BrowserEntry[]) =>
    build({
      input: Object.fromEntries(group.map((name) => [name, path.resolve(BROWSER_ENTRIES[name])])),
      platform: "browser",
      logLevel: "warn",
      // React's "use client" lines mean nothing here.
      onLog: (level, log, handler) => log.code !== "MODULE_LEVEL_DIRECTIVE" && handler(level, log),
      transform: {
        target: TARGET,
        // What Vite would set in a build: the code for `npm run dev` goes.
        define: {
          "process.env.NODE_ENV": JSON.stringify("production"),
          "import.meta.env.BASE_URL": JSON.stringify(base),
          "import.meta.env.DEV": "false",
          ...define,
        },
      },
      output: {
        dir: assets,
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
        minify: true,
        // These files are final: no later bundler reads their /* @__PURE__ */ marks (one per
        // React element: about 4% of the planner), so they go; the licences stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        // React in a file of its own: the cars page's planner brings it in only when it wakes.
        codeSplitting: { groups: [{ name: "react", test: REACT }] },
      },
    });
  // The site's script, which every page loads, is built alone: what it shares with the others
  // (the business's clock, content/business/time.ts) is copied into it, a few hundred bytes,
  // rather than split into a file of its own that every page would fetch (decision 041).
  const alone = names.filter((name) => name === "site");
  const together = names.filter((name) => name !== "site");
  const output = (await Promise.all([alone, together].filter((group) => group.length).map((group) => bundle(group)))).flatMap(
    (o) => o.output,
  );
  const chunks = new Map(output.flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
  const staticImports = (file: string): string[] =>
    chunks.get(file)!.imports.flatMap((next) => [`${base}assets/${next}`, ...staticImports(next)]);
  const entries: BrowserScripts["entries"] = {};
  for (const chunk of chunks.values())
    if (chunk.isEntry)
      entries[chunk.name as BrowserEntry] = {
        src: `${base}assets/${chunk.fileName}`,
        imports: [...new Set(staticImports(chunk.fileName))],
      };
  return { entries };
}
