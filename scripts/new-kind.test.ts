/**
 * The new-kind checklist (docs/architecture.md), proven: in a copy of the project, a scratch
 * kind of one page is added with what the checklist lists and nothing else, the site is built
 * with `npm run build`, and its page is there in every language: its title and heading, its
 * canonical address, its JSON-LD, its place in the sitemap, its social card, and its first
 * visit's save. The files it touched are counted.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkTree } from "./bad-values.ts";

const ROOT = process.cwd();

/** The checklist's files: new ones whole, shared ones by the one line each gains. */
const NEW: Record<string, string> = {
  "app/kinds/scratch/kind.ts": `import type { PageKind } from "#app/page-kind.ts";

export const kind = { key: "scratch", path: "/scratch", sitemap: true, offline: "all" } as const satisfies PageKind;
`,
  "app/kinds/scratch/head.ts": `import type { Lang } from "#app/content/languages.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { kindMeta } from "#app/lib/head.ts";
import { kind } from "./kind.ts";

export const meta = (lang: Lang) => kindMeta(kind, lang);
export const cardTitle = (lang: Lang) => pageCopy(lang, "scratch").headline;
`,
  "app/kinds/scratch/page.tsx": `import type { ScratchWordsData } from "#app/content/words/files/scratch.ts";

export function ScratchPage({ words }: { words: ScratchWordsData }) {
  return <h1 className="text-3xl font-bold">{words.scratchPage.heading}</h1>;
}
`,
  "app/kinds/scratch/route.tsx": `import { pageWords } from "#app/content/words/words.ts";
import { langOfPath } from "#app/lib/i18n.ts";
import { pageHandle, usePageLang } from "#app/components/page-handle.ts";
import { meta as head } from "./head.ts";
import { ScratchPage } from "./page.tsx";
import type { Route } from "./+types/route";

export { cardTitle } from "./head.ts";
export const handle = pageHandle("scratch");
export const meta = ({ location }: Route.MetaArgs) => head(langOfPath(location.pathname));

export default function Page() {
  return <ScratchPage words={pageWords("scratch", usePageLang())} />;
}
`,
  "app/content/words/files/scratch.ts": `import { z } from "zod";
import { heading, text, textOf } from "#app/content/schema-kit.ts";
import { pageWordFile, titleHead } from "#app/content/words/word-file.ts";

const scratchWordsSchema = () =>
  z.object({
    scratchPage: z.object({
      title: textOf("pageTitle").meta({ title: "Title", hint: "On the browser's tab." }),
      description: text.meta({ title: "Description", hint: "Under the link in search results." }),
      heading: heading.meta({ title: "Heading", hint: "At the top of the page." }),
    }),
  });
export type ScratchWordsData = z.infer<ReturnType<typeof scratchWordsSchema>>;

export const scratch = pageWordFile({
  key: "scratch",
  schema: "scratch",
  name: "pages/scratch",
  title: "Scratch page",
  make: scratchWordsSchema,
  head: (w) => ({ ...titleHead(w.scratchPage), headline: w.scratchPage.heading }),
});
`,
  "app/content/data/pages/scratch.json": JSON.stringify({
    scratchPage: { title: "Scratch page | {business}", description: "A page made by the checklist.", heading: "A scratch page" },
  }),
  "app/content/data/pages/scratch.gu.json": JSON.stringify({
    scratchPage: { title: "કાચું પાનું | {business}", description: "યાદી પ્રમાણે બનાવેલું પાનું.", heading: "એક કાચું પાનું" },
  }),
  "app/content/data/pages/scratch.hi.json": JSON.stringify({
    scratchPage: { title: "कच्चा पन्ना | {business}", description: "सूची से बना पन्ना।", heading: "एक कच्चा पन्ना" },
  }),
};
/** The shared lists, each gaining the kind: [file, what to find, what it becomes]. */
const EDITS: [string, string, string][] = [
  [
    "app/page-kinds.ts",
    "export const pageKinds = [",
    'import { kind as scratch } from "#app/kinds/scratch/kind.ts";\nexport const pageKinds = [scratch, ',
  ],
  [
    "app/content/words/word-files.ts",
    "export const wordFiles = [",
    'import { scratch } from "#app/content/words/files/scratch.ts";\nexport const wordFiles = [scratch, ',
  ],
  [
    "app/content/words/stored.ts",
    "export const storedWords = {",
    'import scratchEn from "#app/content/data/pages/scratch.json" with { type: "json" };\nimport scratchGu from "#app/content/data/pages/scratch.gu.json" with { type: "json" };\nimport scratchHi from "#app/content/data/pages/scratch.hi.json" with { type: "json" };\nexport const storedWords = {\n  scratch: { en: scratchEn, gu: scratchGu, hi: scratchHi },',
  ],
];

describe("a new page kind, as the checklist adds it", () => {
  it(
    "builds into a page in every language with its head, JSON-LD, sitemap entry, social card and first-visit save",
    { timeout: 600_000 },
    () => {
      const root = mkdtempSync(path.join(tmpdir(), "new-kind-"));
      try {
        linkTree(ROOT, root);
        symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
        for (const [file, text] of Object.entries(NEW)) {
          mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
          writeFileSync(path.join(root, file), text);
        }
        for (const [file, find, by] of EDITS) {
          const full = path.join(root, file);
          const text = readFileSync(full, "utf8");
          expect(text, file).toContain(find);
          rmSync(full); // a hard link to the project's own file: written anew, not changed
          writeFileSync(full, text.replace(find, by));
        }
        const run = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
        expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-3000)).toBe(0);
        const client = path.join(root, "build/client");
        for (const [prefix, heading] of [
          ["", "A scratch page"],
          ["gu/", "એક કાચું પાનું"],
          ["hi/", "एक कच्चा पन्ना"],
        ]) {
          const html = readFileSync(path.join(client, prefix, "scratch/index.html"), "utf8");
          expect(html).toContain(`>${heading}</h1>`);
          expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${prefix}scratch/"`));
          const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1])["@graph"];
          expect(graph.map((n: { "@type": unknown }) => n["@type"])).toContain("BreadcrumbList");
          expect(existsSync(path.join(client, "social", prefix, "scratch.png"))).toBe(true);
        }
        expect(readFileSync(path.join(client, "sitemap.xml"), "utf8")).toContain("/scratch/</loc>");
        expect(readFileSync(path.join(client, "sw.js"), "utf8")).toContain("scratch/");
        // What the kind cost: one folder of four files, its words (three files and their module)
        // and 8 lines in the three lists: an import and its name in the kinds' and the words
        // files' lists, three imports and one line in stored.ts.
        expect(Object.keys(NEW).filter((f) => f.startsWith("app/kinds/scratch/"))).toHaveLength(4);
        expect(Object.keys(NEW).length + EDITS.length).toBe(11);
        expect(EDITS.flatMap(([, find, by]) => by.split("\n").filter((line) => line !== find))).toHaveLength(8);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
