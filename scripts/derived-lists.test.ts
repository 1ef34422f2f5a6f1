/**
 * Lists the code can derive are derived, each from its one source: the languages from
 * app/content/languages.ts (`LANGS`, `PREFIXED_LANGS`), the page kinds from app/page-kinds.ts,
 * the unit tests run in a process of their own from what they change (vitest.config.ts). A
 * language list written by hand in code or a test fails here, naming the file and the line:
 * a fourth language would otherwise be left out there, silently.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { LANGS, PREFIXED_LANGS } from "#app/content/languages.ts";

/** A list of language codes written out: every language, or every prefixed one, is `LANGS` or `PREFIXED_LANGS` (a sample of some is a test's choice). */
const LIST = /\[\s*"(?:en|gu|hi)"(?:\s*,\s*"(?:en|gu|hi)")+\s*\]/g;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const handLangs = (line: string) =>
  [...line.matchAll(LIST)].some((m) => {
    const codes = [...m[0].matchAll(/"(\w+)"/g)].map((c) => c[1]);
    return same(codes, LANGS) || same(codes, PREFIXED_LANGS);
  });
/** The one place that names the languages. */
const SOURCE = "app/content/languages.ts";

const code = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { encoding: "utf8" })
  .split("\n")
  // This file's own examples aside.
  .filter((f) => f && f !== SOURCE && f !== "scripts/derived-lists.test.ts" && !f.startsWith("node_modules/"));

describe("lists derived from their source", () => {
  it("no list of the languages written by hand", () => {
    const found = code.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .flatMap((line, i) => (handLangs(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("the rule finds one", () => {
    expect(handLangs('for (const lang of ["gu", "hi"] as const)')).toBe(true);
    expect(handLangs('locales: ["en", "gu", "hi"],')).toBe(true);
    expect(handLangs('for (const lang of ["hi", "gu", "en"] as const)')).toBe(true);
    // A sample of the languages, chosen by a test, is no list of them all.
    expect(handLangs('for (const lang of ["en", "hi"] as const)')).toBe(false);
  });
});
