/**
 * A copy of the project's sources (no builds, no Git) that a test may change and build, with
 * node_modules linked from the real project. Used to check what a changed content file does
 * to the next build.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { npmCommand } from "#common/npm-run.ts";
import { createSiteServer } from "#server/serve.ts";

/** Where the copies go: one folder per name, removed by `removeCopy` (specs run side by side). */
export const COPIES = path.resolve("build-copies");

export function copyProject(name: string): string {
  const copy = path.join(COPIES, name);
  rmSync(copy, { recursive: true, force: true });
  const skip = /^(node_modules|build.*|\.git|test-results|playwright-report|reports|\.react-router)$/;
  for (const entry of readdirSync(".")) if (!skip.test(entry)) cpSync(entry, path.join(copy, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));
  return copy;
}

/** `npm run build` in a copy; the build goes to its own build/ folder. */
export function buildProject(copy: string): { ok: boolean; output: string } {
  const { command, args, shell } = npmCommand(["run", "build"]);
  const run = spawnSync(command, args, { cwd: copy, shell, encoding: "utf8", env: { ...process.env, BUILD_DIR: "build" } });
  return { ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

/**
 * A copy with `paths` of `files` (project path → base64, as the editor wrote them) in place,
 * built: what the owner's next build does with the editor's changes.
 */
export function buildCopyWith(name: string, files: Record<string, string>, paths: string[]) {
  const copy = copyProject(name);
  for (const file of paths) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), Buffer.from(files[file], "base64"));
  }
  return { copy, ...buildProject(copy) };
}

/** A copy's build served as a host would (server/serve.ts), on a free port of 127.0.0.1. */
export async function serveCopy(copy: string): Promise<{ origin: string; close: () => void }> {
  const server = createSiteServer({ root: path.join(copy, "build", "client") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

export function removeCopy(name: string) {
  rmSync(path.join(COPIES, name), { recursive: true, force: true });
}
