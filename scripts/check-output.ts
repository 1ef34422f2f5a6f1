/**
 * Quality gates on the built site (part of `npm test`): every prerendered page, the 404
 * included, passes html-validate's recommended rules, and every link resolves.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { walk } from "./build/compress.ts";
import { checkLinks } from "./build/check-links.ts";
import { basePath, buildDir } from "./site-config.ts";

const out = path.resolve(buildDir, "client");
const htmlFiles = [...walk(out)].filter((f) => f.endsWith(".html"));
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

const links = pages.reduce((n, p) => n + (p.html.match(/\s(href|src|srcset)=/g)?.length ?? 0), 0);
console.log(`check-output: ${pages.length} pages validated, ${links} link attributes checked, ${failures} problems`);
console.log(`${pages.length * 2 - failedChecks} passed, ${failedChecks} failed`);
process.exit(failures ? 1 : 0);
