import { defineConfig } from "vitest/config";
import unit from "./vitest.config.ts";

// The checks of the built pages (tests/built/): they read build/client without a browser, so
// they run after the build (`npm run test:built`, in `npm test` after check:output). The unit
// tests' definitions, with their own files and setup instead of the unit tests' projects. One
// worker's module cache for every file (they only read), so each page is parsed once in the run.
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    projects: undefined,
    include: ["tests/built/**/*.test.ts"],
    globalSetup: ["tests/built/setup.ts"],
    isolate: false,
    maxWorkers: 1,
  },
});
