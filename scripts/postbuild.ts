/**
 * Runs after `react-router build`: turns the prerendered pages into the deployable folder.
 * Order matters: the HTML is final (404 moved, each page rewritten once) before
 * anything is hashed or compressed.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { editions } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { type KindPage, kindFolder, type PageKind, pageKinds, pagesOf, sitemapPages } from "#app/page-kinds.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";
import { ANALYTICS_FILE, cspHeader, editorCspHeader } from "#common/headers.ts";
import { headerRules, headersFile, redirectsFile } from "#scripts/steps/host-files.ts";
import { builtEntries } from "#app/browser-entries.ts";
import { writeEditor } from "#scripts/steps/editor.ts";
import { readLogo, writeIcons, writeSocialCard } from "#scripts/steps/brand-images.ts";
import { precompress, walk } from "#scripts/steps/compress.ts";
import { pruneCache } from "#scripts/steps/cache.ts";
import { criticalCss } from "#scripts/steps/critical-css.ts";
import { buildBrowserScripts } from "#scripts/steps/browser-scripts.ts";
import { finalPage } from "#scripts/steps/page.ts";
import { plannerDataApart } from "#scripts/steps/planner-data.ts";
import { robotsTxt, sitemapXml, webManifest } from "#scripts/steps/seo-files.ts";
import { writeServiceWorker } from "#scripts/steps/service-worker.ts";
import { analytics, basePath, buildDefines, buildDir, siteUrl } from "#common/site-config.ts";

const root = process.cwd();
const out = path.join(root, buildDir, "client");
const started = Date.now();

// 1. Pages prerendered under BASE_PATH (client/navkar/…) move to the folder's root: the
//    folder is what a host serves at that path. The SPA fallback is not used: every page is
//    prerendered and unknown paths get 404.html.
rmSync(path.join(out, "__spa-fallback.html"), { force: true });
if (basePath !== "/") {
  rmSync(path.join(out, "index.html"), { force: true });
  const nested = path.join(out, basePath);
  for (const entry of readdirSync(nested)) renameSync(path.join(nested, entry), path.join(out, entry));
  rmSync(path.join(out, basePath.split("/")[1]), { recursive: true });
}

// The not-found pages: prerendered at /404, /gu/404 and /hi/404, served by hosts from the
// 404.html nearest to the address asked for.
const notFound = pageKinds.find((k) => "catchAll" in k)!;
const notFoundFiles = LANGS.map((lang) => {
  const dir = path.join(out, localePath(lang, notFound.path).slice(1));
  const file = path.join(path.dirname(dir), "404.html");
  renameSync(path.join(dir, "index.html"), file);
  rmSync(dir, { recursive: true });
  return file;
});

// 2. The page rewrite (decision 034), which needs what only exists after rendering: the
//    pages' scripts, built apart (their file names carry hashes of their bytes), the planner's
//    data apart from its page (decision 025), the first screen's rules (decision 029) and the
//    CSP, which hashes each page's final inline scripts. (The JSON-LD is written at render, by
//    each kind's head: app/kinds/<kind>/head.ts.) Each page is scanned once and written once
//    (steps/page.ts).
// The pages' scripts (decisions 015 and 024): built apart, in place of the client build's
// (the route modules', which no page loads); each placeholder then points at its file.
const scripts = await buildBrowserScripts(out, basePath, builtEntries(analytics !== null), buildDefines);
// The one other origin a page may talk to: the analytics collector, when the build counts visits.
const connect = analytics ? [analytics.origin] : [];
writeFileSync(path.join(root, buildDir, ANALYTICS_FILE), JSON.stringify(analytics, null, 2));
const htmlFiles = [...walk(out)].filter((f) => f.endsWith(".html"));
const allHashes = new Set<string>();
const rulesOf = criticalCss(out);
for (const file of htmlFiles) {
  const page = await finalPage(readFileSync(file, "utf8"), {
    entries: scripts.entries,
    connect,
    // The planner's data, out of the cars pages into a file of its own (decision 025).
    plannerData: (block) => {
      const apart = plannerDataApart(block, basePath);
      if (apart.file) writeFileSync(path.join(out, "assets", apart.file.name), apart.file.text);
      return apart.html;
    },
    // The rules the page uses, inline; the stylesheet after the first paint (decision 029), and
    // the scripts and the web manifest with it (decision 030).
    firstScreenRules: (html, link, href) => rulesOf(html, link, href, basePath),
  }).catch((e: unknown) => {
    throw new Error(`${path.relative(out, file)}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  });
  page.scriptHashes.forEach((h) => allHashes.add(h));
  writeFileSync(file, page.html);
}
// The header carries the union (each page's meta narrows it to its own scripts).
const hashes = [...allHashes].sort();
writeFileSync(path.join(root, buildDir, "csp-hashes.json"), JSON.stringify(hashes, null, 2));

// 3. Files for search engines and home screens, from the route table and content.
const pageUrl = (p: string) => `${siteUrl}${basePath.replace(/\/$/, "")}${p}`;
writeFileSync(
  path.join(out, "sitemap.xml"),
  sitemapXml(sitemapPages().map((p) => LANGS.map((lang) => ({ tag: languages[lang].tag, url: pageUrl(localePath(lang, p.path)) })))),
);
writeFileSync(path.join(out, "robots.txt"), robotsTxt(pageUrl("/sitemap.xml"), `${basePath}${EDITOR_DIR}/`));
// The owner's editor, configured from the content schema and the CMS_* variables.
const editor = writeEditor(root, out, { url: siteUrl, basePath }, process.env);
writeFileSync(path.join(root, buildDir, "editor-hosts.json"), JSON.stringify({ connect: editor.connect, images: editor.images }, null, 2));
writeFileSync(path.join(out, "manifest.webmanifest"), JSON.stringify(webManifest(basePath), null, 2));
const { logo, favicon } = readLogo(root);
await writeIcons(out, logo, favicon);
// Each card shows the page's own headline (its kind's head, app/kinds/<kind>/head.ts); the
// business name is already on it. A page of a kind without items is named by its key
// (social/gu/cars.png), a kind's list and items by their path (social/gu/places/dwarka.png),
// as the pages' meta tags name them.
// The heads are read from the server build React Router rendered the pages with (its route
// modules, pictures processed), not from app/: Node alone cannot load a module that imports pictures.
type RouteModule = { cardTitle: (lang: Lang, slug?: string) => string };
const server = (await import(pathToFileURL(path.join(root, buildDir, "server", "index.js")).href)) as {
  routes: Record<string, { module: RouteModule }>;
};
const cardTitle = (kind: PageKind, lang: Lang, page: KindPage) =>
  server.routes[`${lang}/${kindFolder(kind.key)}`].module.cardTitle(lang, page.slug);
for (const lang of LANGS) {
  for (const kind of pageKinds) {
    for (const page of pagesOf(kind)) {
      const card = { title: cardTitle(kind, lang, page), tagline: editions[lang].words.shell.footerTagline, lang };
      const name = "items" in kind ? page.path.slice(1) : kind.key;
      await writeSocialCard(path.join(out, "social", languages[lang].prefix, `${name}.png`), card, logo);
    }
  }
}

// 4. The service worker, once the pages are final: it saves them as they are now.
const worker = await writeServiceWorker(root, out, path.join(root, buildDir, "sw-build"));

// 5. Headers and redirects for Netlify / Cloudflare Pages, from the same module as the local
//    server (steps/host-files.ts): the page headers on every answer, not-found pages included;
//    the other files' rules take them away. The build's top level, less its pages, assets/
//    (a rule of its own), the editor's folder and the copies the hosts compress themselves;
//    after the service worker, one of those files.
const hasPage = (dir: string): boolean =>
  readdirSync(dir, { withFileTypes: true }).some((e) => (e.isDirectory() ? hasPage(path.join(dir, e.name)) : e.name.endsWith(".html")));
const otherFiles = readdirSync(out, { withFileTypes: true })
  .filter((e) => !["assets", EDITOR_DIR].includes(e.name) && !e.name.startsWith("_") && !/\.(html|br|gz)$/.test(e.name))
  .filter((e) => !e.isDirectory() || !hasPage(path.join(out, e.name)))
  .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
  .sort();
const rules = headerRules({
  basePath,
  csp: cspHeader(hashes, connect),
  editorCsp: editorCspHeader(editor),
  editorDir: EDITOR_DIR,
  files: otherFiles,
});
writeFileSync(path.join(out, "_headers"), headersFile(rules, { netlify: process.env.NETLIFY === "true" }));
writeFileSync(
  path.join(out, "_redirects"),
  redirectsFile(
    basePath,
    notFoundFiles.map((f) => path.relative(out, path.dirname(f)).replace(/\\/g, "/")).map((d) => (d ? `${d}/` : "")),
  ),
);

// 6. Brotli and gzip copies of every text file.
const { files } = await precompress(out);
pruneCache();

for (const file of notFoundFiles) if (!existsSync(file)) throw new Error(`${file} missing`);
console.log(
  `postbuild: ${htmlFiles.length} pages, ${hashes.length} script hashes, service worker saves ${worker.files} files (${Math.round(worker.bytes / 1024)} KB before compression), ${files} files precompressed, ${Date.now() - started} ms`,
);
