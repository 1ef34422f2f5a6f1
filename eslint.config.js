import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Two rules no pattern can say, since they depend on the importing file's own folder: a
 * same-folder import is ./name.ts, and a page kind (app/kinds/<kind>/) imports no other kind.
 */
const resolveHash = (source) => {
  const match = /^#(app|scripts|server|tests|common)\/(.*)$/.exec(source);
  return match ? path.join(match[1], match[2]) : null;
};
const local = {
  rules: {
    "same-folder": {
      meta: { type: "suggestion", schema: [], fixable: "code" },
      create(context) {
        const dir = path.relative(context.cwd, path.dirname(context.filename));
        return {
          ImportDeclaration(node) {
            const target = resolveHash(node.source.value);
            if (target && path.dirname(target) === dir)
              context.report({
                node: node.source,
                message: `A file in the same folder is imported as ./${path.basename(target)}, not ${node.source.value}.`,
                fix: (fixer) => fixer.replaceText(node.source, `"./${path.basename(target)}"`),
              });
          },
        };
      },
    },
    "no-other-kind": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const own = path.relative(context.cwd, context.filename).split(path.sep)[2];
        return {
          ImportDeclaration(node) {
            const target = resolveHash(node.source.value)?.split(path.sep);
            if (target && target[0] === "app" && target[1] === "kinds" && target[2] !== own)
              context.report({
                node: node.source,
                message: `The page kind app/kinds/${own} may not import another kind (app/kinds/${target[2]}): what several kinds share moves down, into app/lib or app/content.`,
              });
          },
        };
      },
    },
  },
};

/**
 * The layers (docs/architecture.md). Data flows one way: content, then the pure rules and
 * the inline scripts, then the list of page kinds, then components, then the page kinds (one
 * folder each, app/kinds/<kind>/), then the routes' root (app/routes.ts, app/root.tsx, the
 * layout); the browser's scripts sit beside the kinds. What a kind does in the browser is in
 * its island folder (app/kinds/<kind>/island/, decision 033): the browser's scripts and the
 * service worker reach a kind there and nowhere else, and an island imports nothing of its
 * kind beside it, so that no page's script carries what only the build reads. Build-time code (scripts/), the local server (server/), what both share
 * (common/) and the tests stand outside app/. Each folder may import only from the layers
 * below it; a wrong-way import fails `npm run lint` with the rule it breaks.
 */
// Patterns are regular expressions: the gitignore form that ESLint also takes reads a leading # as a comment.
const forbid = (prefixes, message) => ({
  regex: `^(${[prefixes]
    .flat()
    .map((p) => (p instanceof RegExp ? p.source : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\*$/, ".*")))
    .join("|")})$`,
  message,
});
const APP_LAYERS = {
  content: "#app/content/*",
  images: "#app/images/*",
  lib: "#app/lib/*",
  inline: "#app/inline/*",
  components: "#app/components/*",
  // Each kind's folder, but its entry in the list (kind.ts), which the list reads.
  kinds: /#app\/kinds\/[^/]+\/(?!kind\.ts$).*/,
  // A kind's files beside its island folder (and beside kind.ts): what only the build reads.
  pages: /#app\/kinds\/[^/]+\/(?!kind\.ts$|island\/).*/,
  routes: ["#app/routes/*", "#app/routes.ts", "#app/root.tsx"],
  browser: "#app/browser/*",
  list: ["#app/page-kinds.ts", "#app/page-kind.ts", "#app/kinds/*/kind.ts"],
  // The list itself, apart: it reads every entry, so an entry that read it would close a circle.
  theList: "#app/page-kinds.ts",
  // A file of the importer's own folder: for a kind's entry, the rest of its kind.
  ownFolder: "./*",
};
const groups = (...names) => names.flatMap((n) => APP_LAYERS[n]);

// Everywhere: one import form, `#app/…`, `#scripts/…`, `#server/…`, `#common/…`, `#tests/…`
// for another folder, `./name.ts` for the same one (Node, Vite, TypeScript and Vitest all read it).
const everywhere = [
  forbid(
    ["../*", "~/*"],
    'One import form: a file in another folder is imported as #app/…, #scripts/…, #server/…, #common/… or #tests/… (package.json "imports"), a file in the same folder as ./name.ts.',
  ),
];
// app/ is the site: what builds, serves and tests it stands outside and is never imported.
const inApp = [
  forbid(
    ["#scripts/*", "#server/*", "#common/*", "#tests/*"],
    "app/ may not import scripts/, server/, common/ or tests/: they build, serve and test the site, and stand outside it.",
  ),
];
const NAMES = {
  routes: "app/routes",
  list: "the list of page kinds",
  kinds: "a page kind (app/kinds/)",
  theList: "app/page-kinds.ts",
  ownFolder: "its own kind's files (./…)",
  pages: "a page kind's files beside its island folder (app/kinds/<kind>/island/)",
};
const LAYERS = "content → lib → the list of page kinds → components → kinds → routes";
const ISLANDS = "app/kinds/*/island/**/*.{ts,tsx}";
const layer = (name, what, below, targets, files = [`app/${name}/**/*.{ts,tsx}`], shown = `app/${name}`) => ({
  files,
  // A unit test sits beside its source and may check it against what the layers above make of it.
  // A kind's entry (kind.ts) is held by its own block, "entry", alone; a kind's island folder
  // is a layer of its own (below).
  ignores: ["**/*.test.{ts,tsx}", ...(name === "entry" ? [] : ["app/kinds/*/kind.ts"]), ...(name === "kinds" ? [ISLANDS] : [])],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...everywhere,
          ...inApp,
          ...targets.map((t) =>
            forbid(
              groups(t),
              `${shown} may not import ${NAMES[t] ?? `app/${t}`}: ${shown} ${what}, and imports only ${below} (layers: ${LAYERS}).`,
            ),
          ),
        ],
      },
    ],
  },
});

/**
 * The files of code allowed over the length rule below, each with why it stays whole: none
 * today (bad-values.ts went by kind of value into scripts/bad-values/, the benchmark's
 * Lighthouse run into scripts/bench/lighthouse.ts, the planner's message into the cars kind).
 */
const LONG_FILES = [];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-restricted-imports": ["error", { patterns: everywhere }],
    },
  },
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [...everywhere, ...inApp] }] } },
  layer("content", "is the bottom layer (the data, their schemas and readers)", "app/content and app/images", [
    "lib",
    "inline",
    "components",
    "kinds",
    "routes",
    "browser",
    "list",
  ]),
  layer("images", "holds the pictures, processed (a bottom layer, beside app/content)", "app/images", [
    "content",
    "lib",
    "inline",
    "components",
    "kinds",
    "routes",
    "browser",
    "list",
  ]),
  layer("lib", "holds pure rules", "app/content", ["inline", "components", "kinds", "routes", "browser", "list"]),
  layer("inline", "holds the scripts written inline into the pages", "app/content and app/lib", [
    "components",
    "kinds",
    "routes",
    "browser",
    "list",
  ]),
  layer(
    "list",
    "lists the page kinds (each kind's entry, kind.ts)",
    "app/content",
    ["lib", "inline", "components", "kinds", "routes", "browser"],
    ["app/page-kinds.ts", "app/page-kind.ts"],
    "the list of page kinds",
  ),
  // A kind's entry, which the list reads (decision 028): plain facts, from content, the
  // addresses (app/site-pages.ts) and the type of an entry (app/page-kind.ts); nothing of its
  // own kind's folder, nothing above content, and not the list that reads it.
  layer(
    "entry",
    "is read by the list of page kinds (and so by the menu, the service worker and the build)",
    "app/content, app/site-pages.ts and app/page-kind.ts",
    ["images", "lib", "inline", "components", "kinds", "routes", "browser", "theList", "ownFolder"],
    ["app/kinds/*/kind.ts"],
    "a kind's entry (app/kinds/<kind>/kind.ts)",
  ),
  layer("components", "holds shared UI", "app/content, app/lib, app/inline and the list of page kinds", ["kinds", "routes", "browser"]),
  // The scripts a page loads: the site's here, a kind's in its island folder (below). A kind's
  // behaviour comes from its island folder only, never from components (React for the build).
  layer("browser", "holds the scripts a page loads", "app/content, app/lib, app/inline and the kinds' island folders", [
    "pages",
    "components",
    "routes",
    "list",
  ]),
  layer("kinds", "holds one page kind each, whose pages it turns content into", "the layers below it", ["routes", "browser"]),
  layer(
    "island",
    "is what a page kind does in the browser, which the kind renders and a page's script wakes",
    "app/content, app/lib, app/inline, app/components and its own island folder",
    ["pages", "routes", "browser", "list"],
    [ISLANDS],
    "a kind's island folder",
  ),
  layer(
    "service-worker",
    "is the service worker's source",
    "app/content, app/lib, the list of page kinds, app/components' plain modules and the kinds' island folders",
    ["pages", "routes", "browser", "inline"],
    ["service-worker/**/*.ts"],
    "service-worker/",
  ),
  // The routes' root: the route table, the document and the layout, over everything in app/.
  layer("routes", "is the top layer", "anything in app/", [], ["app/routes/**/*.{ts,tsx}", "app/routes.ts", "app/root.tsx"], "app/routes"),
  // A kind may not import another: what several kinds share moves down, into lib/ or content/.
  ...readdirSync(path.join(import.meta.dirname, "app/kinds"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      files: [`app/kinds/${d.name}/**/*.{ts,tsx}`],
      ignores: ["**/*.test.{ts,tsx}"],
      plugins: { local },
      rules: { "local/no-other-kind": "error" },
    })),
  // A file in the same folder is ./name.ts, everywhere.
  { files: ["**/*.{ts,tsx}"], plugins: { local }, rules: { "local/same-folder": "error" } },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...everywhere,
            forbid(
              ["#scripts/*", "#tests/*"],
              "server/ may not import scripts/ or tests/: what the server and the scripts share lives in common/.",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...everywhere,
            forbid(
              ["#scripts/*", "#server/*", "#tests/*"],
              "common/ is what the build, the server and the scripts share: it may import app/ only.",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...everywhere, forbid(["#tests/*"], "scripts/ may not import tests/: a helper both use lives in scripts/.")] },
      ],
    },
  },
  // A file of code reads in one sitting: about 300 lines of code, comments and blank lines
  // aside. Tests may run longer (a table of cases reads down). Over it, split the file by what
  // its parts do; the few that stay over are named here, each with why.
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**", ...LONG_FILES],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  // Plain JavaScript that runs in Node before anything is installed (scripts/check-node.mjs).
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  // The formatter (Prettier) owns the layout; ESLint keeps to the code.
  prettier,
);
