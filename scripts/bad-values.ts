/**
 * Bad values an owner could plausibly write, by hand or in the editor, and what the site must
 * do with each: refuse it in the owner's words (naming the file and the field, without a stack
 * trace), warn and build, or accept it. One change at a time to a copy of the real data files.
 * bad-values.test.ts holds the site to this table; `node scripts/bad-values.ts` prints it with
 * the messages, for the guide and for a review.
 *
 * The load-order cases run the build's real entry point (`npm run build`) on a copy of the
 * project: a file that is not valid JSON, or a value of the wrong type in a file the page list
 * is made from, must meet the content check before anything else reads it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";
import { type Content, loadContent } from "#app/content/check.ts";
import { CONTENT_DIR } from "#app/content/files.ts";
import { imageExistsOnDisk } from "#app/content/read.ts";
import { npmCommand } from "#common/npm-run.ts";
import { contentWarnings } from "./content-check.ts";

import { type BadValue, type Loose } from "#scripts/bad-values/kit.ts";
import { FACTS } from "#scripts/bad-values/facts.ts";
import { KEPT } from "#scripts/bad-values/kept.ts";
import { LOAD_ORDER } from "#scripts/bad-values/load-order.ts";
import { TEXTS } from "#scripts/bad-values/texts.ts";

export type { BadValue };

/** Every case, by the kind of value it breaks (scripts/bad-values/). */
export const BAD_VALUES: BadValue[] = [...LOAD_ORDER, ...FACTS, ...TEXTS, ...KEPT];

/** The data files' texts, as on disk. */
function realTexts(root: string): Record<string, string> {
  const dir = path.join(root, CONTENT_DIR);
  const texts: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".json")) texts[rel] = readFileSync(path.join(dir, rel), "utf8");
    }
  };
  walk("");
  return texts;
}

/** The file's text after the case's change. */
export function changedText(c: BadValue, raw: string): string {
  if (c.text) return c.text(raw);
  const json = JSON.parse(raw) as Loose;
  c.edit!(json);
  return `${JSON.stringify(json, null, 2)}\n`;
}

export interface Outcome {
  outcome: BadValue["outcome"];
  /** The refusal's message, or the warnings the change added. */
  message: string;
}

const ROOT = process.cwd();
const texts = realTexts(ROOT);
let baseline: string[] | undefined;
const warningsOf = (content: Content) => contentWarnings(content);

/** The case through the content check alone, as the build's first step runs it. */
export function tryInCheck(c: BadValue): Outcome {
  baseline ??= warningsOf(loadContent(ROOT));
  const root = mkdtempSync(path.join(tmpdir(), "bad-value-"));
  try {
    for (const [file, text] of Object.entries(texts)) {
      const full = path.join(root, CONTENT_DIR, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, file === c.file ? changedText(c, text) : text);
    }
    let content: Content;
    try {
      content = loadContent(root, (name) => imageExistsOnDisk(name, ROOT));
    } catch (e) {
      return { outcome: "refused", message: (e as Error).message };
    }
    const added = warningsOf(content).filter((w) => !baseline!.includes(w));
    return added.length ? { outcome: "warned", message: added.join("\n") } : { outcome: "accepted", message: "" };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** What a copy of the project needs to build: everything but its output (build and build-…, at its top), its history and the tests' leftovers. */
const NOT_COPIED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report", "coverage"]);

/**
 * The project's source under `to`, each file a hard link (fast, and 70 MB of pictures take no
 * room): the build writes only new files, and the case's data file is replaced, not changed.
 */
export function linkTree(from: string, to: string, top = true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (top ? NOT_COPIED.has(entry.name) || entry.name.startsWith("build-") : entry.name === "node_modules") continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(src, dest, false);
    else if (entry.isFile()) linkSync(src, dest);
  }
}

/**
 * The case through `npm run build`, in a copy of the project (its source, not its
 * dependencies), with a last good build in place that must stay as it was.
 */
export function tryInBuild(c: BadValue): Outcome & { lastBuildKept: boolean } {
  const root = mkdtempSync(path.join(tmpdir(), "bad-build-"));
  try {
    linkTree(ROOT, root);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    const data = path.join(root, CONTENT_DIR, c.file);
    rmSync(data);
    writeFileSync(data, changedText(c, texts[c.file]));
    const lastGood = path.join(root, "build/client/index.html");
    mkdirSync(path.dirname(lastGood), { recursive: true });
    writeFileSync(lastGood, "the last good build");
    // Through npm-run.ts: a bare "npm" does not start on Windows.
    const npm = npmCommand(["run", "--silent", "build"]);
    const run = spawnSync(npm.command, npm.args, {
      shell: npm.shell,
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
      .split("\n")
      .filter((line) => !line.startsWith("⚠ ") && line.trim())
      .join("\n");
    const lastBuildKept = existsSync(lastGood) && readFileSync(lastGood, "utf8") === "the last good build";
    return { outcome: run.status === 0 ? "accepted" : "refused", message: output, lastBuildKept };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, "<br>");
  console.log("| kind | the owner's change | file | outcome | message |\n| --- | --- | --- | --- | --- |");
  for (const c of BAD_VALUES) {
    let got: Outcome;
    try {
      got = c.build ? tryInBuild(c) : tryInCheck(c);
    } catch (e) {
      got = { outcome: "refused", message: `(crash) ${(e as Error).stack?.split("\n").slice(0, 3).join(" ")}` };
    }
    const message = got.message.replace(/^The content has (a problem|\d+ problems); nothing was built:\n\s*- /, "").slice(0, 400);
    console.log(`| ${c.kind} | ${cell(c.what)} | ${c.file} | ${got.outcome} | ${cell(message)} |`);
  }
}
