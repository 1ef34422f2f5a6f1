/**
 * The documents say what the code is, and stay so:
 * - every name docs/architecture.md puts in backticks is in the code: a file it names exists
 *   (or is one the build writes), a function, type or constant is declared, an npm command is
 *   in package.json;
 * - each decision's status line agrees with the decisions' index (docs/decisions/README.md);
 * - the README's first paragraph names, by its address, every kind of page that the menu or the
 *   footer links to, and every address it gives is the site's.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { LANGS } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { everyPage, pageKinds } from "#app/page-kinds.ts";
import { EDITOR_DIR } from "#app/site-pages.ts";

const read = (file: string) => readFileSync(file, "utf8");

/** The project's files, by their path from its root (without what npm, git and the builds make). */
const MADE = /^(node_modules|\.git|build.*|reports|test-results|playwright-report|\.react-router)$/;
const projectFiles: string[] = readdirSync(".", { withFileTypes: true })
  .filter((e) => !MADE.test(e.name))
  .flatMap((e) => (e.isDirectory() ? readdirSync(e.name, { recursive: true, withFileTypes: true }) : [e]))
  .filter((e) => e.isFile())
  .map((e) => path.relative(".", path.join(e.parentPath, e.name)).split(path.sep).join("/"));

/** The code: where a name the documents give must be declared (not this test, which names the missing). */
const CODE_FOLDERS = ["app", "scripts", "common", "server", "service-worker", "tests"];
const code = projectFiles
  .filter((f) => CODE_FOLDERS.includes(f.split("/")[0]) || !f.includes("/"))
  .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && f !== "scripts/docs.test.ts")
  .map(read)
  .join("\n");

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A name as code writes it: camelCase (`localePath`), PascalCase of two words or more
 * (`SiteShell`) or capitals (`LANGS`, `CARS_PATH`). A single lower-case word (`site`, `cars`)
 * is a key, a value or plain English, and a single capitalised one (`Car`, `Intl`) more often
 * a standard's name than ours: neither is checked.
 */
const isCodeName = (name: string) => /^[a-z][a-z0-9]*[A-Z]\w*$|^[A-Z][a-z0-9]+[A-Z]\w*$|^[A-Z][A-Z0-9_]+$/.test(name);

/** Whether the code declares `name`: a function, class, type, variable, export, or an object's key. */
function declared(name: string): boolean {
  const n = escape(name);
  return [
    new RegExp(`\\b(function\\*?|const|let|var|class|type|interface|enum)\\s+${n}\\b`),
    new RegExp(`\\b(export|const|let)\\s*\\{[^}]*\\b${n}\\b[^}]*\\}`),
    new RegExp(`^\\s*(readonly\\s+)?${n}\\??:`, "m"),
    new RegExp(`[{,]\\s*${n}\\s*:`),
    // An environment variable the code reads (`ANALYTICS`).
    new RegExp(`\\benv(\\.${n}\\b|\\[["']${n}["']\\])`),
  ].some((re) => re.test(code));
}

/** A name's pattern: `<page>` is one folder or file name, `*` and `…` any. */
const pattern = (name: string) =>
  escape(name)
    .replace(/<[^>]*>/g, "[^/]+")
    .replace(/\\\*/g, "[^/]*")
    .replace(/…/g, ".*");

/** Written by the build, not kept in the project: its output folders. */
const BUILD_OUTPUT = /^(build[^/]*|client)\//;

/** The kinds of file the documents name. */
const FILE = /\.(ts|tsx|js|mjs|json|md|css|html|xml|txt|toml|yml|png|svg|webmanifest)$/;

/**
 * Whether a file or folder the document names exists: by its path from the project's root or
 * the end of one (`pages/meta.ts`, `shape.ts`, `app/lib`), or, for a file the build writes
 * (`gu/404.html`, `sw.js`), the code names it.
 */
function exists(name: string): boolean {
  if (BUILD_OUTPUT.test(name)) return true;
  const file = FILE.test(name);
  const re = new RegExp(`(^|/)${pattern(name.replace(/\/$/, ""))}${file ? "$" : "(/|$)"}`);
  if (projectFiles.some((f) => re.test(f))) return true;
  return file && new RegExp(`["'\`/]${escape(name.split("/").pop()!)}["'\`]`).test(code);
}

const npmScripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

/** What is wrong with the names in backticks of a Markdown text: each name the code lacks. */
function missingNames(markdown: string): { names: number; missing: string[] } {
  const inline = markdown.replace(/^```[\s\S]*?^```$/gm, "");
  const missing: string[] = [];
  let names = 0;
  for (const [, raw] of inline.matchAll(/`([^`]+)`/g)) {
    const text = raw.replace(/\s+/g, " ").trim();
    const npm = /^npm (?:run )?([\w:-]+)/.exec(text);
    if (npm) {
      names++;
      if (!npmScripts.includes(npm[1])) missing.push(text);
      continue;
    }
    // Word by word, a `<placeholder with spaces>` kept whole.
    for (const word of text.match(/(?:<[^>]*>|[^\s<])+/g) ?? []) {
      // An address of the site (`/cars/`, `https://…`), an HTML tag (`</head>`) or the example of
      // a relative import (`./name.ts`) is not a file of the project.
      if (word.startsWith("/") || word.includes("://") || /^<[^>]*>$/.test(word) || word.startsWith("./")) continue;
      // A file in another folder as the imports write it: `#app/content/languages.ts`.
      const file = word.replace(/^#(app|scripts|server|common|tests)\//, "$1/");
      if (/^[\w.*…-]+(\/[\w.*…-]*)*$/.test(file.replace(/<[^>]*>/g, "x")) && (file.includes("/") || FILE.test(file))) {
        names++;
        if (!exists(file)) missing.push(file);
        continue;
      }
      // Names in code (`itemGraphs.cars`: the table, `pageHandle(key)`: the function).
      for (const [, head] of word.matchAll(/(?<![\w.$-])([A-Za-z_$][\w$]*)(?:\.[\w$]+)*/g)) {
        if (!isCodeName(head)) continue;
        names++;
        if (!declared(head)) missing.push(head);
      }
    }
  }
  return { names, missing };
}

describe("docs/architecture.md", () => {
  test("every file, code name and npm command it names in backticks is in the project", () => {
    const { names, missing } = missingNames(read("docs/architecture.md"));
    // The document names the code throughout: a check that found none would check nothing.
    expect(names).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  test("the check finds a name that is not there: a file, a function, an npm command", () => {
    const { missing } = missingNames(
      "`app/no-such-file.ts`, `noSuchTable` in `scripts/postbuild.ts`, `npm run no-such-command`, `localePath(lang, path)`, `#app/nowhere/x.ts`",
    );
    expect(missing).toEqual(["app/no-such-file.ts", "noSuchTable", "npm run no-such-command", "app/nowhere/x.ts"]);
  });
});

/** A decision's relations in a status text: its state and who replaces or amends it, or whom it amends. */
function relations(status: string): string[] {
  const found: string[] = [];
  // Each clause ends at a semicolon or a full stop; its links name the decisions it relates to.
  for (const clause of status.split(/;|\.(?:\s|$)/)) {
    const c = clause.trim().toLowerCase();
    const kind = ["replaced in part by", "replaced by", "amended by", "amends", "accepted"].find((k) => c.startsWith(k));
    if (!kind) continue;
    const numbers = [...clause.matchAll(/\[(\d{3})\]\(/g)].map((m) => m[1]);
    if (kind === "accepted") found.push("accepted");
    else for (const n of numbers) found.push(`${kind} ${n}`);
  }
  return found.sort();
}

const DECISIONS = "docs/decisions";
const decisionFiles = readdirSync(DECISIONS).filter((f) => /^\d{3}-.+\.md$/.test(f));
/** The status line under a decision's title, up to the blank line that ends it. */
const statusOf = (file: string) => {
  const status = /(?:^|\n)\**Status:?\**:?\s*([\s\S]*?)(?:\n\s*\n|$)/.exec(read(path.join(DECISIONS, file)));
  return status ? status[1].replace(/\s+/g, " ") : "";
};
/** The index's status of each decision, by its number. */
const indexed = new Map(
  [...read(path.join(DECISIONS, "README.md")).matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\) \| (.+) \|$/gm)].map(([, n, file, status]) => [
    n,
    { file, status },
  ]),
);

describe("the decisions", () => {
  test("each has its row in the index, linking to it", () => {
    expect(decisionFiles.length).toBeGreaterThan(20);
    expect([...indexed.values()].map((r) => r.file).sort()).toEqual([...decisionFiles].sort());
    for (const file of decisionFiles) expect(indexed.get(file.slice(0, 3))?.file, file).toBe(file);
  });

  test.each(decisionFiles)("%s: its status line says what the index says (accepted, replaced, amended by)", (file) => {
    const own = relations(statusOf(file)).filter((r) => !r.startsWith("amends"));
    expect(own.length, `${file} has a status line`).toBeGreaterThan(0);
    expect(own).toEqual(relations(indexed.get(file.slice(0, 3))!.status));
  });

  test("a decision that amends another is named in that one's status line", () => {
    for (const file of decisionFiles) {
      for (const r of relations(statusOf(file)).filter((r) => r.startsWith("amends"))) {
        const other = decisionFiles.find((f) => f.startsWith(r.slice(-3)))!;
        expect(relations(statusOf(other)), `${file} ${r}`).toContain(`amended by ${file.slice(0, 3)}`);
      }
    }
  });

  test("the status check reads what a status line says", () => {
    expect(relations("accepted; amended by [013](013-x.md), [018](018-y.md) and the note. Amends [015](015-z.md) (how).")).toEqual([
      "accepted",
      "amended by 013",
      "amended by 018",
      "amends 015",
    ]);
    expect(relations("Replaced by [015](015-z.md). The route files")).toEqual(["replaced by 015"]);
  });
});

describe("the README", () => {
  /** Its first paragraph: what the site is, under the title. */
  const first = read("README.md").split(/\n\s*\n/)[1];
  const addresses = [...first.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]);

  test("its first paragraph names, by its address, every kind of page the menu or the footer links to, and each kind with items", () => {
    const named = pageKinds.filter((k) => "menu" in k || "footer" in k || "items" in k);
    expect(named.length).toBeGreaterThan(5);
    for (const kind of named) expect(addresses, kind.key).toContain(localePath("en", kind.path));
  });

  test("each address in its first paragraph is one the site has: a page in a language, or the editor", () => {
    const pages = LANGS.flatMap((lang) => everyPage().map((p) => localePath(lang, p.path)));
    expect(addresses.length).toBeGreaterThan(5);
    for (const address of addresses) expect([...pages, `/${EDITOR_DIR}/`], address).toContain(address);
  });
});
