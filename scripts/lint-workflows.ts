/**
 * Checks the GitHub Actions workflows against GitHub's workflow schema (action-validator), as
 * part of `npm test`: a misspelt key or a wrong shape fails here, before a push, instead of
 * on GitHub, where a broken deploy workflow would silently never deploy.
 * `node scripts/lint-workflows.ts [file…]` checks the files named, else every workflow.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";

const WORKFLOWS = ".github/workflows";

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(WORKFLOWS)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => path.join(WORKFLOWS, f));

type ValidationError = ReturnType<typeof validateWorkflow>["errors"][number];

/** One line per error. Where a job or step may take several shapes ("OneOf conditions are not
 *  met"), the reasons of the shape it comes closest to: the one with the fewest errors. */
function describe(e: ValidationError, indent = "  "): string[] {
  const where = "path" in e && e.path ? `${e.path}: ` : "location" in e && e.location ? `line ${e.location.line}: ` : "";
  const line = `${indent}- ${where}${e.title}${e.detail ? ` (${e.detail})` : ""}`;
  const closest = "states" in e && e.states?.length ? e.states.reduce((a, b) => (b.errors.length < a.errors.length ? b : a)) : undefined;
  return [line, ...(closest?.errors.flatMap((inner) => describe(inner, `${indent}  `)) ?? [])];
}

let failed = 0;
for (const file of files) {
  const { errors } = validateWorkflow(readFileSync(file, "utf8"));
  if (errors.length === 0) continue;
  failed++;
  console.error([`${file}:`, ...errors.flatMap((e) => describe(e))].join("\n"));
}
if (failed > 0) {
  console.error(`lint:workflows: ${failed} of ${files.length} workflows do not match GitHub's schema`);
  process.exit(1);
}
console.log(`lint:workflows: ${files.length} workflows match GitHub's schema`);
