/**
 * What the build makes from its inputs alone (the social cards, the compressed copies of each
 * file) is kept in node_modules/.cache/navkar-build, under a hash of those inputs. A build after
 * a small change (the owner's next build, the tests' builds of changed copies, which share
 * node_modules) remakes only what changed: the cards and compressed copies take most of the
 * postbuild's time. A fresh install starts with an empty cache, so a deploy from a clean
 * checkout makes everything itself. Entries unused for two weeks are removed.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

const DIR = path.resolve("node_modules", ".cache", "navkar-build");
const KEEP_MS = 14 * 24 * 3600 * 1000;

/** The hash of everything an output depends on: a bump of `version` in a caller drops its old entries. */
export function cacheKey(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

/** The output for `key`, made by `make` on a miss and kept for the next build. */
export async function cached(key: string, make: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  const file = path.join(DIR, key.slice(0, 2), key);
  try {
    const hit = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return hit;
  } catch {
    const made = await make();
    mkdirSync(path.dirname(file), { recursive: true });
    // Two builds may run side by side (the browser tests build copies): write, then rename.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, made);
    renameSync(temp, file);
    return made;
  }
}

/** Removes the entries no build has used for two weeks. */
export function pruneCache() {
  const before = Date.now() - KEEP_MS;
  let dirs: string[];
  try {
    dirs = readdirSync(DIR);
  } catch {
    return;
  }
  for (const dir of dirs)
    for (const entry of readdirSync(path.join(DIR, dir))) {
      const file = path.join(DIR, dir, entry);
      if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
    }
}
