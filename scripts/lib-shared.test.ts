/**
 * app/lib/ holds what two page kinds share, and nothing one kind alone uses: a kind owns its
 * rules (the planner's trip, route and clock are app/kinds/cars/island/trip/, the tours' clock
 * app/kinds/tours/). Read from the imports: a module of app/lib counts as shared when two kinds
 * reach it, directly or through other modules of app/lib, or when the site's shared parts do
 * (components, the site's scripts, the inline scripts, the routes, the service worker). One the
 * build alone reads (its warnings, scripts/content-check.ts) may stay, being nobody's page. A
 * module one kind alone reaches fails here, naming the kind it belongs to; the lint rule
 * `no-other-kind` (eslint.config.js) keeps kinds from reaching into each other.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const files = execFileSync("git", ["ls-files", "app/*.ts", "app/*.tsx", "service-worker/*.ts", "scripts/*.ts"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => f && !/\.test\.tsx?$/.test(f));

/** The files a file imports, by their path from the root (`#app/…` and `./…` forms). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+\.tsx?)"/g)].flatMap(([, spec]) => {
    if (spec.startsWith("#")) return [spec.slice(1)];
    if (spec.startsWith("./")) return [path.posix.join(path.posix.dirname(file), spec)];
    return [];
  });
}

/** Who uses a file: a kind ("kind:cars"), a shared part ("shared"), the build ("build"), or a module of app/lib. */
function userOf(file: string): string {
  const kind = /^app\/kinds\/([^/]+)\//.exec(file);
  if (kind) return `kind:${kind[1]}`;
  if (file.startsWith("app/lib/")) return file;
  if (file.startsWith("scripts/")) return "build";
  return "shared";
}

const importers = new Map<string, Set<string>>();
for (const file of files) for (const target of importsOf(file)) importers.set(target, (importers.get(target) ?? new Set()).add(file));

/** The kinds and shared parts that reach a module of app/lib, through other modules of app/lib. */
function reach(module: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(module)) return found;
  seen.add(module);
  for (const importer of importers.get(module) ?? []) {
    const user = userOf(importer);
    if (user.startsWith("app/lib/")) for (const u of reach(user, seen)) found.add(u);
    else found.add(user);
  }
  return found;
}

/** Why a module does not belong in app/lib, or undefined when it does. */
function misplaced(module: string, users: Set<string>): string | undefined {
  const pages = [...users].filter((u) => u !== "build");
  const kinds = pages.filter((u) => u.startsWith("kind:"));
  if (pages.includes("shared") || kinds.length >= 2) return undefined;
  if (kinds.length === 1) return `${module} is used by one page kind alone: it belongs in app/kinds/${kinds[0].slice(5)}/`;
  if (users.has("build")) return undefined;
  return `${module} is used by nothing`;
}

describe("app/lib holds what page kinds share", () => {
  it("has no module that one kind alone uses", () => {
    const lib = files.filter((f) => f.startsWith("app/lib/"));
    expect(lib.length).toBeGreaterThan(10);
    expect(lib.flatMap((m) => misplaced(m, reach(m)) ?? [])).toEqual([]);
  });

  it("the rule finds one", () => {
    expect(misplaced("app/lib/alone.ts", new Set(["kind:cars"]))).toBe(
      "app/lib/alone.ts is used by one page kind alone: it belongs in app/kinds/cars/",
    );
    expect(misplaced("app/lib/alone.ts", new Set(["kind:cars", "build"]))).toMatch(/app\/kinds\/cars\//);
    expect(misplaced("app/lib/alone.ts", new Set())).toBe("app/lib/alone.ts is used by nothing");
    expect(misplaced("app/lib/alone.ts", new Set(["kind:cars", "kind:tours"]))).toBeUndefined();
    expect(misplaced("app/lib/alone.ts", new Set(["kind:cars", "shared"]))).toBeUndefined();
    expect(misplaced("app/lib/alone.ts", new Set(["build"]))).toBeUndefined();
  });

  it("reads a kind's use through another module of app/lib", () => {
    // The trip's clock's own rules reach the cars kind and the tours kind through lib/clock.ts.
    expect([...reach("app/lib/clock.ts")]).toEqual(expect.arrayContaining(["kind:cars", "kind:tours"]));
  });
});
