/**
 * Builds the service worker (service-worker/sw.ts): Vite bundles it with its Workbox
 * modules, then Workbox's build tool writes into it the list of files to save on the first
 * visit, each with a revision, so a new deploy replaces exactly what changed.
 */
import path from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { pageKinds } from "#app/page-kinds.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";

/**
 * What is saved on the first visit: every page but the items' of a kind that saves only its
 * list (app/page-kinds.ts: a place's page is saved when the visitor opens it, service-worker/sw.ts),
 * the offline pages, the scripts and styles, and the planner's data (decision 025).
 */
export const PRECACHE = {
  globPatterns: ["**/*.html", "assets/*.{js,css,json}", "manifest.webmanifest", "favicon.svg"],
  // The not-found pages are served by the host for unknown addresses; offline, the offline
  // page stands in for them. The owner's editor is never saved.
  globIgnores: [
    "**/404.html",
    ...pageKinds.filter((k) => k.offline === "list").map((k) => `**${k.path}/*/index.html`),
    "sw.js",
    `${EDITOR_DIR}/**`,
  ],
};

export async function writeServiceWorker(root: string, out: string, workDir: string) {
  await build({
    configFile: false,
    logLevel: "warn",
    // Workbox's modules log only when NODE_ENV is not production.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: workDir,
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, "service-worker/sw.ts"), formats: ["iife"], name: "sw", fileName: () => "sw.js" },
    },
  });
  const result = await injectManifest({
    swSrc: path.join(workDir, "sw.js"),
    swDest: path.join(out, "sw.js"),
    globDirectory: out,
    ...PRECACHE,
    // Hashed file names change with their content: no revision needed, and the browser may
    // reuse what the page itself just loaded.
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
  return { files: result.count, bytes: result.size };
}
