/**
 * Vite plugin: validates the content model when a build or dev server starts, and warns
 * about sample values still in place. Runs in Node, so the schema stays out of the bundle.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { editions } from "../app/content/editions.ts";
import { content } from "../app/content/index.ts";
import { LANGS } from "../app/content/languages.ts";
import { wordProblems } from "../app/content/words-check.ts";
import { findSamples } from "../app/content/samples.ts";
import { validateContent } from "../app/content/schema.ts";
import { IMAGE_DIR, IMAGE_EXTENSIONS } from "../app/images/formats.ts";

export function imageExistsOnDisk(name: string, root = process.cwd()): boolean {
  return IMAGE_EXTENSIONS.some((ext) => existsSync(path.join(root, IMAGE_DIR, `${name}.${ext}`)));
}

export function contentCheck(): Plugin {
  let warned = false;
  return {
    name: "navkar:content-check",
    buildStart() {
      validateContent(content, (name) => imageExistsOnDisk(name));
      // Every language's words against the English ones (the type check covers the rest).
      const problems = LANGS.flatMap((lang) => wordProblems(editions.en, editions[lang]).map((p) => `  - ${lang}: ${p}`));
      if (problems.length) throw new Error(`Words are incomplete:\n${problems.join("\n")}`);
      if (warned) return;
      warned = true;
      for (const sample of findSamples(content.business)) {
        // Yellow, so that it stands out in the build log.
        console.warn(`\x1b[33m⚠ sample content: ${sample} — replace it in app/content/business.ts\x1b[0m`);
      }
    },
  };
}
