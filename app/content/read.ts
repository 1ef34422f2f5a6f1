/**
 * Reads every content data file from disk (Node only: the build, the scripts and the tests).
 * A file that is missing or is not valid JSON is a problem, worded as the check words them
 * (problems.ts, json-problems.ts), not a crash.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { IMAGE_DIR } from "#app/images/formats.ts";
import { CONTENT_DIR, contentFiles } from "./files.ts";
import { parseJson } from "./json-problems.ts";
import { where } from "./problems.ts";

export function imageExistsOnDisk(name: string, root = process.cwd()): boolean {
  return existsSync(path.join(root, IMAGE_DIR, name));
}

/** Raw file contents by path (relative to CONTENT_DIR): what the checks read. */
export type Files = Record<string, unknown>;

/** Reads every data file; a file that is missing or is not valid JSON is a problem, not a crash. */
export function readFiles(root = process.cwd()): { files: Files; problems: string[] } {
  const files: Files = {};
  const problems: string[] = [];
  for (const file of contentFiles) {
    const full = path.join(root, CONTENT_DIR, file.path);
    if (!existsSync(full)) {
      problems.push(`${where(file)}: the file is missing`);
      continue;
    }
    const read = parseJson(readFileSync(full, "utf8"));
    if ("value" in read) files[file.path] = read.value;
    else problems.push(`${where(file)}: ${read.problem}`);
  }
  return { files, problems };
}
