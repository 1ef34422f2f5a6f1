/**
 * Quality gates on the built site (part of `npm test`): every prerendered page, the 404
 * included, passes html-validate's recommended rules, every link resolves, and what a page
 * asks for after its first paint is listed for then, not tags. The owner's editor at /admin/
 * is not a page, and no page, script or site file may name it. No script holds the
 * business's GSTIN, UPI ID or address (decision 033).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { walk } from "#scripts/steps/compress.ts";
import { checkLinks } from "#scripts/steps/check-links.ts";
import { recordValues, scriptsHoldingRecord } from "#scripts/steps/business-in-scripts.ts";
import { business } from "#app/content/business/business.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";
import { LATER_ATTRIBUTE, LATER_LINK, STYLESHEET_ATTRIBUTE } from "#app/inline/stylesheet.ts";
import { basePath, buildDir } from "#common/site-config.ts";

const out = path.resolve(buildDir, "client");
const editorDir = path.join(out, EDITOR_DIR);
const siteFiles = [...walk(out)].filter((f) => !f.startsWith(`${editorDir}${path.sep}`));
const htmlFiles = siteFiles.filter((f) => f.endsWith(".html"));
const pages = htmlFiles.map((file) => {
  const rel = path.relative(out, file).replace(/\\/g, "/");
  const urlPath = `/${rel.replace(/(^|\/)index\.html$/, "")}`;
  return { path: urlPath, html: readFileSync(file, "utf8"), file: rel };
});

// One check per page for validity and one for its links.
let failures = 0;
let failedChecks = 0;
// The recommended rules, less three about spelling that React's serializer decides and
// that do not affect validity: `<img/>` (void-style), `srcSet` (attr-case), `async=""`.
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "void-style": "off", "attr-case": "off", "attribute-boolean-style": "off" },
});
for (const page of pages) {
  const report = await validator.validateString(page.html, page.file);
  if (!report.valid) failedChecks++;
  for (const result of report.results) {
    for (const m of result.messages) {
      failures++;
      console.error(`html-validate ${page.file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
}

const fileExists = (urlPath: string) => {
  const file = path.join(out, decodeURIComponent(urlPath));
  return existsSync(file) && statSync(file).isFile();
};
const problems = checkLinks(pages, fileExists, basePath);
for (const p of problems) console.error(`link ${p}`);
failedChecks += new Set(problems.map((p) => p.split(":")[0])).size;
failures += problems.length;

// The editor costs a visitor nothing: no page, script, sitemap, manifest or service worker
// names it (robots.txt only forbids it), and its own page is not for search engines.
const mentions = siteFiles
  .filter((f) => /\.(html|js|css|xml|webmanifest|json)$/.test(f))
  .filter((f) => new RegExp(`sveltia|/${EDITOR_DIR}/`, "i").test(readFileSync(f, "utf8")))
  .map((f) => path.relative(out, f));
for (const file of mentions) console.error(`editor: ${file} names the editor`);
const editorPage = readFileSync(path.join(editorDir, "index.html"), "utf8");
if (!/<meta name="robots" content="noindex/.test(editorPage)) mentions.push("admin/index.html has no noindex");
// On a host that sends no headers, the page's own policy is all the editor has.
if (!/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self';/.test(editorPage))
  mentions.push("admin/index.html has no Content-Security-Policy of its own");
if (mentions.length) {
  failedChecks++;
  failures += mentions.length;
}

// A build-time value the bundler left in a script is undefined in the browser, and the
// script stops there with a TypeError (import.meta.env.DEV did, in the service worker's
// registration).
const unset = siteFiles
  .filter((f) => f.endsWith(".js"))
  .filter((f) => /import\.meta\.env|process\.env/.test(readFileSync(f, "utf8")))
  .map((f) => path.relative(out, f));
for (const file of unset) console.error(`script: ${file} reads import.meta.env or process.env, which the browser does not have`);
if (unset.length) {
  failedChecks++;
  failures += unset.length;
}

// What a page asks for after its first paint is in its final form (decision 030, written once
// by scripts/steps/page.ts): on a page with its first screen's rules inline, listed on their
// <style> for the loader, and no tag of a script, a preload or the manifest left that the
// browser would ask for before the first paint.
const early = pages
  .filter((p) => p.html.includes(`<style ${STYLESHEET_ATTRIBUTE}=`))
  .filter(
    (p) =>
      !new RegExp(`<style ${STYLESHEET_ATTRIBUTE}="[^"]*" ${LATER_ATTRIBUTE}="manifest\\${LATER_LINK}`).test(p.html) ||
      /<script\b[^>]*\s(src|data-entry)=|<link\b[^>]*\srel="(manifest|modulepreload)"/.test(p.html),
  )
  .map((p) => p.file);
for (const file of early) console.error(`after paint: ${file} asks for its scripts or its manifest before its first paint, or lists none`);
if (early.length) {
  failedChecks++;
  failures += early.length;
}

// The business's record stays in the pages that show it: a script that imported the business
// file would carry the GSTIN, the UPI ID and the address to every visitor (the planner's got
// what it needs in its data file instead). Every script the build wrote, the editor's included.
const holding = scriptsHoldingRecord(
  [...walk(out)].filter((f) => f.endsWith(".js")).map((f) => ({ file: path.relative(out, f), text: readFileSync(f, "utf8") })),
  recordValues(business),
);
for (const problem of holding) console.error(`script: ${problem}, which no script needs (decision 033)`);
if (holding.length) {
  failedChecks++;
  failures += holding.length;
}

const links = pages.reduce((n, p) => n + (p.html.match(/\s(href|src|srcset)=/g)?.length ?? 0), 0);
console.log(`check-output: ${pages.length} pages validated, ${links} link attributes checked, ${failures} problems`);
console.log(`${pages.length * 2 + 4 - failedChecks} passed, ${failedChecks} failed`);
process.exit(failures ? 1 : 0);
