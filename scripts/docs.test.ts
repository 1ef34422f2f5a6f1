/**
 * The documents say what the code is, and stay so:
 * - every name docs/architecture.md puts in backticks is in the code: a file it names exists
 *   (or is one the build writes), a function, type or constant is declared, an npm command is
 *   in package.json;
 * - each decision's status line agrees with the decisions' index (docs/decisions/README.md);
 * - the README's first paragraph names, by its address, every kind of page that the menu or the
 *   footer links to, and every address it gives is the site's;
 * - every path named anywhere in the README, in docs/ and in the code's comments (app/, scripts/,
 *   server/, service-worker/, tests/, common/) is in the project: a decision may name a file of
 *   its day, which the project's history holds (`missingPaths` says what counts as a path). A
 *   failure lists each path missing as `file:line: path`.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
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

/** Written by the build or the bench, not kept in the project: their output folders. */
const BUILD_OUTPUT = /^(build[^/]*|client|social|reports)\//;

/** The kinds of file the documents name. */
const FILE = /\.(ts|tsx|js|mjs|json|md|css|html|xml|txt|toml|yml|png|svg|webmanifest)$/;

/**
 * Whether a file or folder the document names exists: by its path from the project's root or
 * the end of one (`lib/head.ts`, `shape.ts`, `app/lib`), or, for a file the build writes
 * (`gu/404.html`, `sw.js`), the code names it.
 */
function exists(name: string): boolean {
  if (BUILD_OUTPUT.test(name)) return true;
  const file = FILE.test(name);
  const re = new RegExp(`(^|/)${pattern(name.replace(/\/$/, ""))}${file ? "$" : "(/|$)"}`);
  if (projectFiles.some((f) => re.test(f))) return true;
  return file && new RegExp(`["'\`/]${escape(name.split("/").pop()!)}["'\`]`).test(code);
}

const pkg = JSON.parse(read("package.json")) as Record<"scripts" | "dependencies" | "devDependencies", Record<string, string>>;
const npmScripts = Object.keys(pkg.scripts);

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

/** The project's own top folders: a path that starts with one is read from the project's root. */
const TOP_FOLDERS = new Set(
  readdirSync(".", { withFileTypes: true })
    .filter((e) => e.isDirectory() && !MADE.test(e.name))
    .map((e) => e.name),
);
/** Packages, whose files a text may name (`workbox-core/types.js`): not the project's. */
const PACKAGES = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));

/**
 * Every file the project's history has held, for the decisions, which tell of the code of
 * their day: null where git has no whole history to read (a shallow clone, a copy).
 */
const historyFiles: string[] | null = (() => {
  const shallow = spawnSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" });
  if (shallow.status !== 0 || shallow.stdout.trim() !== "false") return null;
  const log = spawnSync("git", ["log", "--format=", "--name-only", "HEAD"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return log.status === 0 ? [...new Set(log.stdout.split("\n").filter(Boolean))] : null;
})();

/**
 * Whether `name` is a path of `files`: from the root when it starts with a top folder (a module
 * may leave out its extension, `scripts/postbuild`; a decision is named by its number,
 * `docs/decisions/014`), or else as the end of one.
 */
function isPathOf(name: string, files: readonly string[]): boolean {
  const bare = pattern(name.replace(/\/$/, ""));
  const rooted = TOP_FOLDERS.has(name.split("/")[0]);
  const end = FILE.test(name) ? "$" : /\/\d{3}$/.test(name) ? "(/|$|-)" : "(/|$|\\.\\w+$)";
  const re = new RegExp(`${rooted ? "^" : "(^|/)"}${bare}${end}`);
  return files.some((f) => re.test(f));
}

/**
 * The paths a text names that are not in the project, each as `file:line: path`, for a check
 * to fail with. A path is a word with a slash, of the characters paths are made of, that either
 * starts with a top folder of the project (`app/lib/head.ts`, `docs/decisions/`,
 * `#app/content/languages.ts`: read from the root) or ends in a file's extension (`lib/i18n.ts`,
 * `kinds/places/data.ts`: written from a folder the reader knows, so the end of a path of the
 * project). `<kind>` stands for one name, `*` and `…` for any (`app/kinds/<kind>/kind.ts`).
 * Not paths: an address (`/cars/`, `example.com/x.html`, anything after `://`), a relative
 * import (`./name.ts`), a package's file (`workbox-core/types.js`), a file the build writes
 * (`build/client/`, `social/<key>.png`, or one the code names), and an example: a path with a
 * folder or file named `example…` or `no-such…` (`app/example/x.ts`). In Markdown, a link's
 * target (`[024](decisions/024-….md)`) is read from the document's own folder, and must be
 * there exactly. `history`: the files the project once held, which a decision may name.
 */
export function missingPaths(
  text: string,
  from: string,
  { markdown = from.endsWith(".md"), history = [] as readonly string[] } = {},
): { paths: number; missing: string[] } {
  const missing: string[] = [];
  let paths = 0;
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const links = new Set<number>();
  for (const m of markdown ? text.matchAll(/\]\(([^)\s]+)\)/g) : []) {
    const target = m[1].replace(/#.*$/, "");
    links.add(m.index + 2);
    if (!target || /^[a-z]+:/.test(target)) continue;
    paths++;
    const full = path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(target))).replace(/\/$/, "");
    if (!projectFiles.some((f) => f === full || f.startsWith(`${full}/`))) missing.push(`${from}:${lineOf(m.index)}: ${target}`);
  }
  for (const m of text.matchAll(/(?<![\w.@/:$-])#?[\w.<>*…+-]+(?:\/[\w.<>*…+-]*)+/g)) {
    if (links.has(m.index)) continue;
    const name = m[0].replace(/^#/, "").replace(/[.,:;]+$/, "");
    const first = name.split("/")[0];
    if (text.startsWith("://", m.index + m[0].length) || first === "." || first === ".." || PACKAGES.has(first)) continue;
    // A web address without its scheme (`example.com/x.html`), and an example.
    if ((/^[\w-]+(\.[\w-]+)+$/.test(first) && !FILE.test(first)) || /(^|\/)(example|no-such)/.test(name)) continue;
    if (!TOP_FOLDERS.has(first) && !FILE.test(name)) continue;
    paths++;
    if (BUILD_OUTPUT.test(name) || isPathOf(name, projectFiles) || isPathOf(name, history)) continue;
    // A file the build writes, which the code names (`gu/404.html`, `sw.js`): not a source file.
    const built = !TOP_FOLDERS.has(first) && /\.(html|js|json|png|svg|xml|txt|webmanifest)$/.test(name);
    if (built && new RegExp(`["'\`/]${escape(name.split("/").pop()!)}["'\`]`).test(code)) continue;
    missing.push(`${from}:${lineOf(m.index)}: ${name}`);
  }
  return { paths, missing };
}

/** The comments of a source file, as TypeScript reads them (not a string that holds `/*` or `//`). */
function comments(file: string, source: string): string {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    for (const r of ts.getLeadingCommentRanges(source, node.pos) ?? []) ranges.set(r.pos, r.end);
    for (const r of ts.getTrailingCommentRanges(source, node.end) ?? []) ranges.set(r.pos, r.end);
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  // Each comment where it stands, the rest blank: lines keep their numbers.
  let out = source.replace(/[^\n]/g, " ");
  for (const [pos, end] of ranges) out = out.slice(0, pos) + source.slice(pos, end) + out.slice(end);
  return out;
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

/** The documents: the README, and every page of docs/, but the decisions. */
const DOCUMENTS = [
  "README.md",
  ...projectFiles.filter((f) => f.startsWith("docs/") && f.endsWith(".md") && !f.startsWith(`${DECISIONS}/0`)),
];
/** The code whose comments name files: every source file of these folders. */
const COMMENTED = projectFiles.filter((f) => /^(app|scripts|server|service-worker|tests|common)\//.test(f) && /\.(ts|tsx|js|mjs)$/.test(f));

describe("every path the documents and the code's comments name", () => {
  test("is in the project (the README, the guides, the decisions' index): each one missing is named with its file and line", () => {
    expect(DOCUMENTS.length).toBeGreaterThan(5);
    const found = DOCUMENTS.map((file) => missingPaths(read(file), file));
    expect(found.reduce((n, f) => n + f.paths, 0)).toBeGreaterThan(300);
    expect(found.flatMap((f) => f.missing)).toEqual([]);
  });

  // A decision tells of the code of its day: a file it names may have moved since, but must have been.
  test.skipIf(historyFiles === null)("in a decision, is in the project or was in its history (git, with the whole history)", () => {
    const found = decisionFiles.map((f) => missingPaths(read(path.join(DECISIONS, f)), `${DECISIONS}/${f}`, { history: historyFiles! }));
    expect(found.reduce((n, f) => n + f.paths, 0)).toBeGreaterThan(150);
    expect(found.flatMap((f) => f.missing)).toEqual([]);
  });

  test("in the code's comments", { timeout: 60_000 }, () => {
    expect(COMMENTED.length).toBeGreaterThan(200);
    const found = COMMENTED.map((file) => missingPaths(comments(file, read(file)), file));
    expect(found.reduce((n, f) => n + f.paths, 0)).toBeGreaterThan(300);
    expect(found.flatMap((f) => f.missing)).toEqual([]);
  });

  test("the check finds a path that is not there, in a README and in a comment, and passes what is not a path", () => {
    const readme = [
      "- `app/pages/`: one page each.",
      "- `app/lib/no-where.ts`, and [a record](docs/decisions/099-made-up.md), and [the guide](docs/deploy.md#measure).",
      "- `app/kinds/*/kind.ts`, `app/kinds/<kind>/route.tsx`, `#app/content/languages.ts`, `https://example.com/app/x.ts`, `/cars/`, `./name.ts`.",
      "- `workbox-core/types.js`, Call/WhatsApp, `app/example/x.ts`, example.com/x.html, `build/client/gu/404.html`, `scripts/postbuild`.",
    ].join("\n");
    expect(missingPaths(readme, "README.md").missing).toEqual([
      "README.md:2: docs/decisions/099-made-up.md",
      "README.md:1: app/pages/",
      "README.md:2: app/lib/no-where.ts",
    ]);
    const source = [
      "/** The page's data (scripts/steps/html-pages.ts); its words (content/words/words.ts). */",
      'const glob = "assets/*.{js,css}"; // read by lib/nowhere.ts',
      'const url = "https://example.com/app/x.ts"; /* kinds/cars/kind.ts, docs/decisions/014 */',
    ].join("\n");
    expect(missingPaths(comments("app/probe.ts", source), "app/probe.ts").missing).toEqual([
      "app/probe.ts:1: scripts/steps/html-pages.ts",
      "app/probe.ts:2: lib/nowhere.ts",
    ]);
    // A decision may name a file of its day, not one that never was.
    const record = "The step (`scripts/build/html-pages.ts`) and `scripts/steps/html-pages.ts`.";
    const history = ["scripts/build/html-pages.ts"];
    expect(missingPaths(record, "docs/decisions/002-x.md", { history }).missing).toEqual([
      "docs/decisions/002-x.md:1: scripts/steps/html-pages.ts",
    ]);
  });
});
