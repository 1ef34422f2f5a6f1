/**
 * Writes the owner's editor into the built site at /admin/: a small page, its generated
 * configuration (editor-config.ts), and the editor's script copied from the npm package.
 * The script asks a CDN for its three fonts; the copy asks this site instead, and the font
 * files come from the same package, as do the script's lazy chunks, so the editor loads
 * nothing from elsewhere.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { contentFiles, type SchemaKey } from "../../app/content/files.ts";
import { readFiles } from "../../app/content/load.ts";
import { EDITOR_DIR } from "../../app/site-pages.ts";
import { editorBackend, editorConfig, type EditorEnv } from "./editor-config.ts";

const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/** The npm package's folder (its exports hide package.json). */
function packageDir(root: string): string {
  const require = createRequire(path.join(root, "package.json"));
  return path.dirname(path.dirname(require.resolve("@sveltia/cms")));
}

/** The editor's script with its font addresses pointing at fonts/ beside it; copies the fonts. */
function selfHostedScript(pkg: string, fontsOut: string): string {
  const assets = readdirSync(path.join(pkg, "npm/assets"));
  let found = 0;
  const script = readFileSync(path.join(pkg, "dist/sveltia-cms.js"), "utf8").replace(FONT_URL, (_url, family: string, variant: string) => {
    const stem = `${family}-${variant}`;
    const file = assets.find((f) => f.startsWith(`${stem}-`) && f.endsWith(".woff2"));
    if (!file) throw new Error(`The editor's font ${stem} is not in @sveltia/cms/npm/assets`);
    copyFileSync(path.join(pkg, "npm/assets", file), path.join(fontsOut, `${stem}.woff2`));
    found++;
    // Relative to the editor's page, which holds the style rule that names it.
    return `fonts/${stem}.woff2`;
  });
  if (found === 0 || /cdn\.jsdelivr\.net|fonts\.googleapis/.test(script)) {
    throw new Error("The editor's script loads fonts from a CDN in a way this build does not rewrite: check scripts/build/editor.ts");
  }
  for (const licence of assets.filter((f) => f.endsWith(".LICENSE.txt"))) copyFileSync(path.join(pkg, "npm/assets", licence), path.join(fontsOut, licence));
  return script;
}

/** The editor's page. Without a repository it says, in plain words, what publishing needs. */
export function editorPage(publishing: boolean): string {
  const notice = publishing
    ? ""
    : `
    <details class="setup">
      <summary>Publishing is not set up yet</summary>
      <p>On this computer the editor changes the site's files directly: run <code>npm run admin</code>,
      open the address it prints in Chrome or Edge, choose “Work with Local Repository” and pick the
      site's folder. To publish from anywhere, the site must be built with the repository's name
      (<code>CMS_REPO</code>): see the owner's guide, <code>docs/owner-guide.md</code> (in Gujarati:
      <code>docs/owner-guide.gu.md</code>).</p>
    </details>`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Navkar Tours &amp; Travels: site editor</title>
    <link rel="cms-config-url" href="config.json" type="application/json" />
    <!-- The site's icon: without it the browser asks for /favicon.ico, which the site has not. -->
    <link rel="icon" href="../favicon.svg" type="image/svg+xml" />
    <style>
      /* A bar at the bottom that the owner can fold away (no script: the page's CSP allows none inline). */
      .setup { position: fixed; inset: auto 0 0 0; z-index: 10000; padding: 8px 16px; font: 15px/1.5 system-ui, sans-serif; background: #fffbeb; color: #1c1917; border-top: 2px solid #f59e0b; }
      .setup summary { cursor: pointer; font-weight: 700; }
      .setup p { margin: 4px 0 4px; max-width: 70em; }
      .setup code { font-size: 14px; }
    </style>
  </head>
  <body>${notice}
    <script src="sveltia-cms.js"></script>
  </body>
</html>
`;
}

/** Writes /admin/ into `out`; returns what the editor's CSP needs to allow. */
export function writeEditor(root: string, out: string, site: { url: string; basePath: string }, env: EditorEnv) {
  const dir = path.join(out, EDITOR_DIR);
  const fonts = path.join(dir, "fonts");
  mkdirSync(fonts, { recursive: true });
  const pkg = packageDir(root);
  writeFileSync(path.join(dir, "sveltia-cms.js"), selfHostedScript(pkg, fonts));
  // The script loads its lazy chunks from chunks/ beside it first, then from a CDN: they are
  // served here, so the editor never asks elsewhere (nor meets a 404) for them.
  mkdirSync(path.join(dir, "chunks"), { recursive: true });
  for (const chunk of readdirSync(path.join(pkg, "dist/chunks")).filter((f) => f.endsWith(".js"))) {
    copyFileSync(path.join(pkg, "dist/chunks", chunk), path.join(dir, "chunks", chunk));
  }
  copyFileSync(path.join(pkg, "LICENSE.txt"), path.join(dir, "sveltia-cms.LICENSE.txt"));
  const backend = editorBackend(env);
  // The English files are the samples that pick a one-line or a multi-line box for each text.
  const { files } = readFiles(root);
  const english = Object.fromEntries(contentFiles.filter((f) => (f.lang ?? "en") === "en").map((f) => [f.schema, files[f.path]])) as Record<SchemaKey, unknown>;
  writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(editorConfig(backend, english, site), null, 2)}\n`);
  writeFileSync(path.join(dir, "index.html"), editorPage(backend.publishing));
  return backend;
}
