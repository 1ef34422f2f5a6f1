/**
 * Writes the owner's editor into the built site at /admin/: a small page, its generated
 * configuration (editor-config.ts), a small guard script, and the editor's script copied
 * from the npm package.
 * The script asks a CDN for its three fonts; the copy asks this site instead, and the font
 * files come from the same package, as do the script's lazy chunks. The script also asks
 * unpkg whether a newer version is out and GitHub's (or GitLab's) status page whether the
 * Git host is up, with no option to turn either off: the copy does not ask (`OUTSIDE_CALLS`),
 * so the editor loads nothing from elsewhere, and the build stops if a newer script asks in
 * a way this file does not rewrite.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { contentFiles, type SchemaKey } from "#app/content/files.ts";
import { readFiles } from "#app/content/read.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";
import { editorCspMeta } from "#common/headers.ts";
import { editorBackend, editorConfig, type EditorBackend, type EditorEnv, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "./editor-config.ts";

const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/** What the editor's script would fetch from other hosts, and what the copy fetches instead. */
const OUTSIDE_CALLS: { what: string; find: RegExp; replace: string }[] = [
  // The Git host's status: the backend offers no `checkStatus`, so the editor never asks.
  { what: "the Git host's status check", find: /([,{])checkStatus:/g, replace: "$1checkStatusOff:" },
  // Its addresses, in case anything still asks: an empty JSON answer, from no host.
  {
    what: "GitHub's status address",
    find: /https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g,
    replace: "data:application/json,{}",
  },
  { what: "GitLab's status address", find: /https:\/\/status-api\.hostedstatus\.com\/[\w./-]+/g, replace: "data:application/json,{}" },
  // The newest version's package.json on unpkg: an empty answer has no version, so no update is offered.
  { what: "the update check", find: /`\$\{\w+\}\/package\.json`/g, replace: "`data:application/json,{}`" },
];
/** Left in the copy, any of these would be a call to another host. */
const OUTSIDE_LEFT = /githubstatus\.com\/api|hostedstatus\.com|\/package\.json`|[,{]checkStatus:/;

/** The editor's script with its calls to other hosts for the status and updates taken out. */
export function withoutOutsideCalls(script: string): string {
  let out = script;
  for (const call of OUTSIDE_CALLS) {
    const before = out;
    out = out.replace(call.find, call.replace);
    if (out === before)
      throw new Error(`The editor's script no longer has ${call.what} where scripts/steps/editor.ts looks for it: check OUTSIDE_CALLS`);
  }
  const left = OUTSIDE_LEFT.exec(out);
  if (left) throw new Error(`The editor's script still calls another host (${left[0]}): check OUTSIDE_CALLS in scripts/steps/editor.ts`);
  return out;
}

/**
 * guard.js, the editor's only script besides its own (the CSP allows no inline script):
 * - inside a frame it does not start the editor and says why, where no header can forbid
 *   framing (GitHub Pages; `frame-ancestors` cannot be in a <meta>);
 * - it refuses a photo over the size limit as soon as it is picked or dropped, before the
 *   editor's "Select Image" dialog would take it and refuse it only at "Insert".
 */
export function guardScript(maxBytes = MAX_UPLOAD_BYTES, label = MAX_UPLOAD_LABEL): string {
  return `// The site editor's guard (scripts/steps/editor.ts): no editor inside a frame; photos up to ${label}.
(function () {
  if (window.top !== window.self) {
    window.CMS_MANUAL_INIT = true;
    document.addEventListener("DOMContentLoaded", function () {
      var p = document.createElement("p");
      p.id = "framed";
      p.textContent = "The site editor cannot be shown inside another page. Open it in its own tab: ";
      var a = document.createElement("a");
      a.href = location.href;
      a.target = "_blank";
      a.rel = "noopener";
      a.textContent = location.href;
      p.appendChild(a);
      document.body.replaceChildren(p);
    });
    return;
  }
  var MAX = ${maxBytes};
  function tooBig(files) {
    return Array.prototype.filter.call(files || [], function (f) { return f.size > MAX; });
  }
  function refuse(event, files) {
    event.preventDefault();
    event.stopImmediatePropagation();
    alert(files.map(function (f) {
      return "“" + f.name + "” is " + (Math.round(f.size / 100000) / 10) + " MB.";
    }).join("\\n") + "\\nPhotos can be up to ${label}. A phone's photo at the camera's normal size is 3 to 8 MB: choose that size in the camera's settings and take the photo again.");
  }
  // Capture: before the editor sees the file.
  window.addEventListener("change", function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
    var big = tooBig(input.files);
    if (big.length) { refuse(event, big); input.value = ""; }
  }, true);
  window.addEventListener("drop", function (event) {
    var big = tooBig(event.dataTransfer && event.dataTransfer.files);
    if (big.length) refuse(event, big);
  }, true);
})();
`;
}

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
    throw new Error("The editor's script loads fonts from a CDN in a way this build does not rewrite: check scripts/steps/editor.ts");
  }
  for (const licence of assets.filter((f) => f.endsWith(".LICENSE.txt")))
    copyFileSync(path.join(pkg, "npm/assets", licence), path.join(fontsOut, licence));
  return withoutOutsideCalls(script);
}

/**
 * The editor's page. It carries its own CSP and noindex, for a host that sends no headers
 * (GitHub Pages); guard.js runs before the editor. Without a repository it says, in plain
 * words, what publishing needs.
 */
export function editorPage(backend: Pick<EditorBackend, "publishing" | "connect" | "images">): string {
  const notice = backend.publishing
    ? ""
    : `
    <details class="setup">
      <summary>Publishing is not set up yet</summary>
      <p>Here the editor changes the site's files on this computer only: choose “Work with Local
      Repository” and pick the site's folder. Your changes reach the live site once your helper has
      set up publishing (the owner's guide, section 1, says how; it is in the site's folder, under
      <em>docs</em>).</p>
    </details>`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${editorCspMeta(backend)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="same-origin" />
    <title>Navkar Tours &amp; Travels: site editor</title>
    <link rel="cms-config-url" href="config.json" type="application/json" />
    <!-- The site's icon: without it the browser asks for /favicon.ico, which the site has not. -->
    <link rel="icon" href="../favicon.svg" type="image/svg+xml" />
    <style>
      /* A note in the bottom left corner that the owner can unfold (no script: the page's CSP allows
         none inline). Folded, it covers none of the editor's buttons. */
      .setup { position: fixed; inset: auto auto 8px 8px; max-width: min(40em, calc(100vw - 16px)); box-sizing: border-box; z-index: 10000; padding: 4px 12px; font: 14px/1.5 system-ui, sans-serif; background: #fffbeb; color: #1c1917; border: 2px solid #f59e0b; border-radius: 8px; }
      /* On a phone, above the editor's bar of buttons at the bottom. */
      @media (max-width: 599px) { .setup { bottom: 64px; } }
      .setup summary { cursor: pointer; font-weight: 700; }
      .setup p { margin: 4px 0 4px; max-width: 70em; }
      #framed { margin: 2em; font: 16px/1.5 system-ui, sans-serif; }
    </style>
    <script src="guard.js"></script>
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
  const backend = editorBackend(env, path.basename(path.resolve(root)));
  // The English files are the samples that pick a one-line or a multi-line box for each text.
  const { files } = readFiles(root);
  const english = Object.fromEntries(contentFiles.filter((f) => (f.lang ?? "en") === "en").map((f) => [f.schema, files[f.path]])) as Record<
    SchemaKey,
    unknown
  >;
  writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(editorConfig(backend, english, site), null, 2)}\n`);
  writeFileSync(path.join(dir, "guard.js"), guardScript());
  writeFileSync(path.join(dir, "index.html"), editorPage(backend));
  return backend;
}
