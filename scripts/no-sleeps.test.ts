/**
 * The browser tests wait for events, never for a fixed time: a fixed wait proves nothing on a
 * slow machine, where it is too short, and wastes time on a fast one. This fails on any
 * `waitForTimeout` (or a bare `setTimeout` promise) in them, naming the file and the line;
 * wait instead on what would have happened (a request, a mark the page's script sets, the
 * frames a scroll draws: tests/e2e/helpers.ts `frames`), and check "nothing happened" after it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve("tests/e2e");
const SLEEP = /\bwaitForTimeout\s*\(|new Promise\s*\(\s*\(?\s*\w+\s*\)?\s*=>\s*setTimeout\s*\(/;

describe("the browser tests", () => {
  it("wait for events, never for a fixed time", () => {
    const sleeps = readdirSync(DIR)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) =>
        readFileSync(path.join(DIR, f), "utf8")
          .split("\n")
          .flatMap((line, i) => (SLEEP.test(line) ? [`tests/e2e/${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(sleeps).toEqual([]);
  });

  it("the rule finds a fixed wait written either way", () => {
    expect(SLEEP.test("await page.waitForTimeout(300);")).toBe(true);
    expect(SLEEP.test("await new Promise((r) => setTimeout(r, 500));")).toBe(true);
    expect(SLEEP.test("await frames(page, 2);")).toBe(false);
  });
});
