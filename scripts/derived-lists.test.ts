/**
 * Lists the code can derive are derived, each from its one source: the languages from
 * app/content/languages.ts (`LANGS`, `PREFIXED_LANGS`), the page kinds from app/page-kinds.ts,
 * the unit tests run in a process of their own from what they change (vitest.config.ts), the
 * business's time zone from its record (content/business/time.ts, decision 041). A language
 * list or a time zone written by hand in code or a test fails here, naming the file and the
 * line: a fourth language would otherwise be left out there, and a business in another zone
 * told the wrong day there, silently.
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

/** An offset from UTC written in code ("+05:30", or its 330 minutes), comments aside. */
const ZONE = /["'`][+-]\d\d:\d\d["'`]|\b330\b/;
const codeOf = (line: string) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? "" : line.replace(/\/\/.*$|\/\*.*?\*\//g, ""));
const handZone = (line: string) => ZONE.test(codeOf(line));
/** Where an offset may be written: the clock's own examples, and the record's field, whose editor hint gives one. */
const ZONE_PLACES = ["app/content/business/schema.ts", "scripts/derived-lists.test.ts"];

/** Each line of `files` that `rule` finds, as `file:line: text`. */
const linesWhere = (files: string[], rule: (line: string) => boolean) =>
  files.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .flatMap((line, i) => (rule(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );

describe("lists derived from their source", () => {
  it("no list of the languages written by hand", () => {
    expect(linesWhere(code, handLangs)).toEqual([]);
  });

  it("the rule finds one", () => {
    expect(handLangs('for (const lang of ["gu", "hi"] as const)')).toBe(true);
    expect(handLangs('locales: ["en", "gu", "hi"],')).toBe(true);
    expect(handLangs('for (const lang of ["hi", "gu", "en"] as const)')).toBe(true);
    // A sample of the languages, chosen by a test, is no list of them all.
    expect(handLangs('for (const lang of ["en", "hi"] as const)')).toBe(false);
  });

  it("no time zone written by hand in the site's code: it is the business record's", () => {
    const site = code.filter((f) => /^(app|service-worker)\//.test(f) && !/\.test\.tsx?$/.test(f) && !ZONE_PLACES.includes(f));
    expect(linesWhere(site, handZone)).toEqual([]);
  });

  it("the zone rule finds one", () => {
    expect(handZone('export function todayInIndia(now: Date, utcOffset = "+05:30"): string {')).toBe(true);
    expect(handZone("const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);")).toBe(true);
    // A comment may give an example.
    expect(handZone(' * The business\'s clock ("+05:30"), from Business details.')).toBe(false);
    expect(handZone('  utcOffset: string; // "+05:30" in India')).toBe(false);
  });
});
