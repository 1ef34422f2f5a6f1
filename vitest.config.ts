import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that change what every module sees (a module mocked, a global stubbed, the time zone
 * set): each runs in a fresh process of its own, as Vitest runs a file by default.
 */
const ISOLATED = [
  "app/browser/idle.test.ts",
  "app/lib/trip.test.ts",
  "scripts/steps/gst-registration.test.ts",
  "scripts/steps/no-rates.test.ts",
  "scripts/steps/questions-data.test.ts",
];

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

const UNIT = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "common/**/*.test.ts"];

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
