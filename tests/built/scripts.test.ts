/**
 * Every edition of a page asks for the same scripts as the English one: the words are in the
 * HTML, not in the scripts. So the browser test of what a page's scripts weigh
 * (tests/e2e/scripts.spec.ts) loads the English pages alone, and what it finds holds for the
 * Gujarati and Hindi ones. The cars page is apart: its planner's data file is in its language.
 */
import { describe, expect, test } from "vitest";
import { PREFIXED_LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { sitemapPages } from "#app/page-kinds.ts";
import { CARS_PATH } from "#app/site-pages.ts";
import { fileOf } from "./pages.ts";
import { readFileSync } from "node:fs";

/** The addresses of the scripts a page names, in its tags or in its list of what comes after the first paint. */
const scriptsOf = (path: string) =>
  [...new Set(readFileSync(fileOf(path), "utf8").match(/[^\s"'(),]*\/assets\/[^\s"'(),]+\.js/g) ?? [])].sort();

describe("the scripts a page asks for are the same in every language", () => {
  for (const { path } of sitemapPages().filter((p) => p.path !== CARS_PATH)) {
    test(path, () => {
      expect(fileOf(path), path).not.toMatch(/404\.html$/);
      const english = scriptsOf(path);
      expect(english.length, path).toBeGreaterThan(0);
      for (const lang of PREFIXED_LANGS) expect(scriptsOf(localePath(lang, path)), localePath(lang, path)).toEqual(english);
    });
  }
});
