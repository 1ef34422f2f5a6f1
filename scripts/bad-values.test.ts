import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#app/content/files.ts";
import { BAD_VALUES, type BadValue, tryInBuild, tryInCheck } from "./bad-values.ts";

/** A line of a stack trace, as Node prints one: "    at fn (file.ts:12:5)". */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

/** The message names the file, then (for a value) the field, in the owner's words. */
function expectOwnersWords(c: BadValue, message: string) {
  expect(message).toContain(`${CONTENT_DIR}/${c.file}`);
  if (c.says) expect(message).toMatch(c.says);
  expect(message).not.toMatch(STACK_LINE);
  // No library's or engine's words: zod's, JSON.parse's, a TypeError's.
  expect(message).not.toMatch(/Invalid input|expected \w+, received|Unexpected token|TypeError|position \d+|\[object Object\]/);
  // A value is quoted to its first 80 characters at most: no line runs on.
  for (const line of message.split("\n")) expect(line.length).toBeLessThan(700);
  // Each problem once.
  const lines = message.split("\n").filter((l) => l.trim().startsWith("- "));
  expect(new Set(lines).size).toBe(lines.length);
}

describe("every bad value is refused in the owner's words, warned about, or harmless", () => {
  it("has at least 40 cases, some of each outcome", () => {
    expect(BAD_VALUES.length).toBeGreaterThanOrEqual(40);
    for (const outcome of ["refused", "warned", "accepted"]) expect(BAD_VALUES.some((c) => c.outcome === outcome)).toBe(true);
  });

  for (const c of BAD_VALUES.filter((c) => !c.build)) {
    it(`${c.kind}: ${c.what} → ${c.outcome}`, () => {
      const got = tryInCheck(c);
      expect(got.outcome, got.message).toBe(c.outcome);
      if (c.outcome !== "accepted") expectOwnersWords(c, got.message);
    });
  }
});

// The build's real entry point, on a copy of the project: the check meets the data before
// React Router's config lists the pages from it, and before Vite bundles a words file.
describe("npm run build: the check is the first thing that reads the data", () => {
  for (const c of BAD_VALUES.filter((c) => c.build)) {
    it(`${c.kind}: ${c.what} → ${c.outcome}, and the last good build stays`, { timeout: 60_000 }, () => {
      const got = tryInBuild(c);
      expect(got.outcome, got.message).toBe(c.outcome);
      expectOwnersWords(c, got.message);
      // Printed once, under its heading: not again by Vite as an error object.
      expect(got.message).toMatch(/The content has (a problem|\d+ problems); nothing was built:/);
      expect(got.message.match(/nothing was built/g)).toHaveLength(1);
      expect(got.lastBuildKept).toBe(true);
    });
  }
});
