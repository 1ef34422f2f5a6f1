/**
 * `npm run compare -- <commitA> [<commitB>]`: builds the site at two commits (B defaults to
 * HEAD) and compares what they publish, page by page, so a refactor can show that no page
 * changed. Each commit is built in a temporary git worktree, one after the other, with this
 * shell's environment; the worktree goes afterwards, the build's client folder is kept in a
 * temporary folder (its path is printed).
 * `npm run compare -- --dirs <dirA> <dirB>` compares two client folders already built.
 *
 * Compared: every *.html file and the site files that describe pages (sitemap.xml, robots.txt,
 * _headers, manifest.webmanifest), after one normalisation: Vite's content hashes in asset
 * names become -HASH, since any change to an asset renames it, and the JSON-LD is compared by
 * what it says, wherever it sits in the head (withJsonLdApart). CSP sha256 values are left as
 * they are: an inline script that changed is a real difference. The bytes of assets/*.js are
 * reported per script, so a change in what visitors download shows even when no page changes.
 * Exit code: 0 nothing differs, 1 something differs, 2 usage or build error.
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { walk } from "#scripts/steps/compress.ts";
import { runNpm } from "#common/npm-run.ts";
import { buildDir } from "#common/site-config.ts";

// Vite's hashed names: the name, "-", 8 characters of base64url, the extension. The name
// before the "-" must not be empty, so a bare "-abcdefgh.js" is left alone.
const HASHED_ASSET = /(?<=[A-Za-z0-9_])-[A-Za-z0-9_-]{8}(?=\.(?:js|css|avif|webp|png|jpe?g|gif|svg|ico)\b)/g;

/** The text as compared: hashed asset names read -HASH; nothing else changes. */
export function normalise(text: string): string {
  return withJsonLdApart(text.replace(HASHED_ASSET, "-HASH"));
}

const JSON_LD = /<script type="application\/ld\+json">(.*?)<\/script>/gs;

/**
 * A page's JSON-LD compared by what it says, wherever it sits in the head and however its
 * text escapes the characters HTML holds special (\u003c or <, \u0026 or &): each graph,
 * parsed and written again, is put at the head's end.
 */
export function withJsonLdApart(html: string): string {
  const graphs: string[] = [];
  const rest = html.replace(JSON_LD, (_, json: string) => {
    graphs.push(JSON.stringify(JSON.parse(json)));
    return "";
  });
  if (!graphs.length) return html;
  return rest.replace("</head>", `${graphs.map((g) => `<script type="application/ld+json">${g}</script>`).join("")}</head>`);
}

/** The files besides the pages that say what the site's pages are. */
export const SITE_FILES = ["sitemap.xml", "robots.txt", "_headers", "manifest.webmanifest"];

export interface Difference {
  /** 1-based line and column of the first character that differs. */
  line: number;
  column: number;
  /** Up to two lines before it, the same on both sides. */
  context: string[];
  /** The differing line on each side; undefined where that side has ended. */
  a: string | undefined;
  b: string | undefined;
}

/** Where two texts first differ, or null when they are the same. */
export function firstDifference(a: string, b: string): Difference | null {
  if (a === b) return null;
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  let i = 0;
  while (i < linesA.length && i < linesB.length && linesA[i] === linesB[i]) i++;
  const lineA = linesA[i];
  const lineB = linesB[i];
  let column = 0;
  if (lineA !== undefined && lineB !== undefined)
    while (column < lineA.length && column < lineB.length && lineA[column] === lineB[column]) column++;
  return { line: i + 1, column: column + 1, context: linesA.slice(Math.max(0, i - 2), i), a: lineA, b: lineB };
}

export interface FileResult {
  /** Relative to the folder, with forward slashes. */
  file: string;
  kind: "differs" | "only in A" | "only in B";
  at?: Difference;
}

export interface ScriptSizes {
  /** The file's name without its hash and .js. */
  name: string;
  /** The sizes of the files of that name, smallest first (Vite may make two, e.g. site). */
  a: number[];
  b: number[];
}

export interface Comparison {
  pages: { count: number; differences: FileResult[] };
  siteFiles: { count: number; differences: FileResult[] };
  scripts: ScriptSizes[];
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

function compareFiles(dirA: string, dirB: string, files: string[]): FileResult[] {
  const results: FileResult[] = [];
  for (const file of files) {
    const fileA = path.join(dirA, file);
    const fileB = path.join(dirB, file);
    if (!existsSync(fileA)) results.push({ file, kind: "only in B" });
    else if (!existsSync(fileB)) results.push({ file, kind: "only in A" });
    else {
      const at = firstDifference(normalise(readFileSync(fileA, "utf8")), normalise(readFileSync(fileB, "utf8")));
      if (at) results.push({ file, kind: "differs", at });
    }
  }
  return results;
}

function scriptSizes(dir: string): Map<string, number[]> {
  const sizes = new Map<string, number[]>();
  const assets = path.join(dir, "assets");
  if (!existsSync(assets)) return sizes;
  for (const entry of readdirSync(assets)) {
    if (!entry.endsWith(".js")) continue;
    const name = normalise(entry).replace(/-HASH\.js$|\.js$/, "");
    sizes.set(name, [...(sizes.get(name) ?? []), statSync(path.join(assets, entry)).size]);
  }
  return sizes;
}

const sameSizes = (s: ScriptSizes) => s.a.length === s.b.length && s.a.every((n, i) => n === s.b[i]);

/** Compares two built client folders: pages, site files and script sizes. */
export function compareDirs(dirA: string, dirB: string): Comparison {
  const html = (root: string) => [...walk(root)].filter((f) => f.endsWith(".html")).map((f) => relative(root, f));
  const pages = [...new Set([...html(dirA), ...html(dirB)])].sort();
  // A site file neither side has is not counted: older builds may not make it.
  const siteFiles = SITE_FILES.filter((f) => existsSync(path.join(dirA, f)) || existsSync(path.join(dirB, f)));
  const sizesA = scriptSizes(dirA);
  const sizesB = scriptSizes(dirB);
  const names = [...new Set([...sizesA.keys(), ...sizesB.keys()])].sort();
  const byNumber = (x: number, y: number) => x - y;
  return {
    pages: { count: pages.length, differences: compareFiles(dirA, dirB, pages) },
    siteFiles: { count: siteFiles.length, differences: compareFiles(dirA, dirB, siteFiles) },
    scripts: names.map((name) => ({ name, a: (sizesA.get(name) ?? []).sort(byNumber), b: (sizesB.get(name) ?? []).sort(byNumber) })),
  };
}

/** True when a page, a site file or a script's size differs. */
export function differs(c: Comparison): boolean {
  return c.pages.differences.length > 0 || c.siteFiles.differences.length > 0 || !c.scripts.every(sameSizes);
}

const WIDTH = 200;
/** Characters shown before the first difference, when a line is cut. */
const LEAD = 60;

/** The part of a line that is shown: ~200 characters, around the difference (pages are one long line). */
function excerpt(line: string, start: number): string {
  const text = line.slice(start, start + WIDTH);
  return `${start > 0 ? "…" : ""}${text}${start + WIDTH < line.length ? "…" : ""}`;
}

function describeResult(result: FileResult): string[] {
  if (!result.at) return [`${result.file}: ${result.kind}`];
  const { line, column, context, a, b } = result.at;
  const longest = Math.max(a?.length ?? 0, b?.length ?? 0);
  const start = longest <= WIDTH ? 0 : Math.max(0, Math.min(column - 1 - LEAD, longest - WIDTH));
  const width = String(line).length;
  const number = (n: number, side: string) => `  ${String(n).padStart(width)} ${side} │ `;
  return [
    `${result.file}: differs at line ${line}, column ${column}`,
    ...context.map((text, i) => `${number(line - context.length + i, " ")}${excerpt(text, 0)}`),
    `${number(line, "A")}${a === undefined ? "(end of file)" : excerpt(a, start)}`,
    `${number(line, "B")}${b === undefined ? "(end of file)" : excerpt(b, start)}`,
  ];
}

const sizesText = (sizes: number[]) => (sizes.length ? sizes.join(" + ") : "none");

/** The summary line: counts of pages and site files, and each script's bytes on both sides. */
export function summary(c: Comparison): string {
  const total = (side: "a" | "b") => c.scripts.reduce((n, s) => n + s[side].reduce((x, y) => x + y, 0), 0);
  const scripts = c.scripts.map((s) => `${s.name} ${sizesText(s.a)} → ${sizesText(s.b)} B${sameSizes(s) ? "" : " (differs)"}`);
  return `compare: ${c.pages.count} pages, ${c.pages.differences.length} differ; ${c.siteFiles.count} site files, ${c.siteFiles.differences.length} differ; scripts: ${[...scripts, `total ${total("a")} → ${total("b")} B`].join(", ")}`;
}

/** What is printed: each differing file, then the summary line. */
export function report(c: Comparison): string[] {
  return [...c.pages.differences, ...c.siteFiles.differences].flatMap(describeResult).concat(summary(c));
}

// ---- Building a commit ----

/** A failure with a plain message (an unknown commit, a failed build): no stack trace. */
class Expected extends Error {}

const USAGE = "usage: npm run compare -- <commitA> [<commitB>]   (B defaults to HEAD)\n       npm run compare -- --dirs <dirA> <dirB>";

function git(cwd: string, args: string[]): { ok: boolean; out: string; err: string } {
  const run = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (run.error) throw new Expected(`git could not be started: ${run.error.message}`);
  return { ok: run.status === 0, out: run.stdout.trim(), err: run.stderr.trim() };
}

function resolveCommit(root: string, name: string): { sha: string; title: string } {
  const found = git(root, ["rev-parse", "--verify", "--quiet", `${name}^{commit}`]);
  if (!found.ok || !found.out) throw new Expected(`unknown commit: ${name}`);
  const title = git(root, ["log", "-1", "--format=%h %s", found.out]).out;
  return { sha: found.out, title: title.length > 100 ? `${title.slice(0, 99)}…` : title };
}

function lastLines(file: string, n: number): string {
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-n).join("\n");
}

/** Moves a folder; copies it when the temporary folder is on another file system. */
function move(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * node_modules for the worktree: this checkout's, linked, when the commit locks the same
 * packages (an install takes minutes); otherwise a clean install of the commit's own.
 */
function installModules(root: string, sha: string, tree: string, log: number): string {
  const modules = path.join(root, "node_modules");
  // Exit 0: the commit's package-lock.json is the one in this checkout's folder.
  const sameLock = git(root, ["diff", "--quiet", sha, "--", "package-lock.json"]).ok;
  if (sameLock && existsSync(modules) && existsSync(path.join(root, "package-lock.json"))) {
    // A junction on Windows needs no administrator rights; elsewhere the type is ignored.
    symlinkSync(realpathSync(modules), path.join(tree, "node_modules"), "junction");
    return "node_modules linked";
  }
  const install = runNpm(["ci", "--no-audit", "--no-fund"], { cwd: tree, env: process.env, stdio: ["ignore", log, log] });
  if (!install.ok) throw new Expected(install.problem ?? `npm ci failed (exit ${install.status})`);
  return "npm ci";
}

/** Builds one commit in a temporary worktree; returns where its client folder was kept. */
function buildCommit(root: string, sha: string, label: string, tmp: string): string {
  const tree = path.join(tmp, `worktree-${label}`);
  const logFile = path.join(tmp, `build-${label}.log`);
  const kept = path.join(tmp, `client-${label}`);
  const added = git(root, ["worktree", "add", "--quiet", "--detach", tree, sha]);
  if (!added.ok) throw new Expected(`git worktree add failed: ${added.err}`);
  const log = openSync(logFile, "a");
  const started = Date.now();
  try {
    let how: string;
    try {
      how = installModules(root, sha, tree, log);
      // The same environment as this shell's: a build differs with SITE_URL, BASE_PATH, …
      const build = runNpm(["run", "build"], { cwd: tree, env: process.env, stdio: ["ignore", log, log] });
      if (!build.ok) throw new Expected(build.problem ?? `npm run build failed (exit ${build.status})`);
    } catch (error) {
      if (error instanceof Expected)
        throw new Expected(`${label}: ${error.message}; the end of its log (${logFile}):\n${lastLines(logFile, 30)}`);
      throw error;
    }
    const client = path.resolve(tree, buildDir, "client");
    if (!existsSync(client)) throw new Expected(`${label}: the build made no ${path.relative(tree, client)} folder (log: ${logFile})`);
    move(client, kept);
    console.log(`${label}: built in ${Math.round((Date.now() - started) / 1000)} s (${how})`);
    return kept;
  } finally {
    closeSync(log);
    // The link goes first, so that removing the worktree cannot reach into this checkout's node_modules.
    const link = path.join(tree, "node_modules");
    if (existsSync(tree) && lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link);
    const removed = git(root, ["worktree", "remove", "--force", tree]);
    if (!removed.ok)
      console.error(
        `${label}: the worktree ${tree} could not be removed (${removed.err}); \`git worktree prune\` tidies up after deleting it`,
      );
  }
}

function isDir(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

function run(args: string[]): number {
  if (args[0] === "--dirs") {
    if (args.length !== 3) throw new Expected(USAGE);
    for (const dir of args.slice(1)) if (!isDir(dir)) throw new Expected(`not a folder: ${dir}`);
    const comparison = compareDirs(args[1], args[2]);
    for (const line of report(comparison)) console.log(line);
    return differs(comparison) ? 1 : 0;
  }
  if (args.length < 1 || args.length > 2 || args.some((a) => a.startsWith("-"))) throw new Expected(USAGE);
  const top = git(process.cwd(), ["rev-parse", "--show-toplevel"]);
  if (!top.ok) throw new Expected("not in a git repository: run it in the site's folder");
  const root = top.out;
  const commits = [args[0], args[1] ?? "HEAD"].map((name) => resolveCommit(root, name));
  const tmp = mkdtempSync(path.join(tmpdir(), "compare-builds-"));
  const labels = ["A", "B"];
  commits.forEach((c, i) => console.log(`${labels[i]}: ${c.title}`));
  // One after the other: a build keeps both cores busy.
  const dirs = commits.map((c, i) => buildCommit(root, c.sha, labels[i], tmp));
  console.log(`The builds are kept in ${dirs.join(" and ")} (npm run compare -- --dirs … compares them again).`);
  const comparison = compareDirs(dirs[0], dirs[1]);
  for (const line of report(comparison)) console.log(line);
  return differs(comparison) ? 1 : 0;
}

/** The command line's entry point: the exit code. */
export function main(args: string[]): number {
  // Ctrl-C stops the build running (npm gets it too); without a handler it would also stop
  // this script before its `finally` removes the worktree.
  const ignore = () => {};
  process.on("SIGINT", ignore);
  try {
    return run(args);
  } catch (error) {
    if (error instanceof Expected) console.error(`compare: ${error.message}`);
    else console.error(error);
    return 2;
  } finally {
    process.off("SIGINT", ignore);
  }
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
