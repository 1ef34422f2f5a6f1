import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const UNIT = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "common/**/*.test.ts"];

/** What a test file does that changes what every module sees: a module mocked, a global or a variable stubbed, the time zone set. */
const CHANGES_EVERY_MODULE = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(|process\.env\.TZ\b/;

/**
 * The files that do: each runs in a fresh process of its own, as Vitest runs a file by
 * default. Found by what they do, not listed: a new one is isolated by itself.
 */
const ISOLATED = UNIT.flatMap((pattern) => globSync(pattern))
  .filter((file) => CHANGES_EVERY_MODULE.test(readFileSync(file, "utf8")))
  .sort();

/**
 * The test that builds a whole site (new-kind.test.ts) starts first. On a fresh clone it is the
 * first build, so it makes every picture and social card, and takes most of the run; started
 * last, the other worker would wait for it.
 */
class WholeBuildFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const whole = (f: TestSpecification) => f.moduleId.endsWith("new-kind.test.ts");
    const sorted = await super.sort(files);
    return [...sorted.filter(whole), ...sorted.filter((f) => !whole(f))];
  }
}

// Unit tests sit beside their source; they need no React Router or Tailwind plugins.
export default defineConfig({
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: JSON.stringify("https://navkartours.example"), __ANALYTICS__: "null" },
  test: {
    environment: "node",
    globalSetup: ["scripts/content-check.setup.ts"],
    sequence: { sequencer: WholeBuildFirst },
    // The other files share their worker's modules: a fresh process and module graph for
    // each of 74 files cost more than the tests themselves on two cores (0.5 s a file, and
    // the content loaded and checked again each time).
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
