import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

/**
 * The layers (docs/architecture.md). Data flows one way: content, then the pure rules and
 * the inline scripts, then components, then pages, then routes; the browser's scripts sit
 * beside the pages. Build-time code (scripts/), the local server (server/), what both share
 * (common/) and the tests stand outside app/. Each folder may import only from the layers
 * below it; a wrong-way import fails `npm run lint` with the rule it breaks.
 */
// Patterns are regular expressions: the gitignore form that ESLint also takes reads a leading # as a comment.
const forbid = (prefixes, message) => ({
  regex: `^(${[prefixes]
    .flat()
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\*$/, ".*"))
    .join("|")})$`,
  message,
});
const APP_LAYERS = {
  content: "#app/content/*",
  images: "#app/images/*",
  lib: "#app/lib/*",
  inline: "#app/inline/*",
  components: "#app/components/*",
  pages: "#app/pages/*",
  routes: ["#app/routes/*", "#app/routes.ts", "#app/root.tsx"],
  browser: "#app/browser/*",
  kinds: "#app/page-kinds.ts",
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
const NAMES = { routes: "app/routes", kinds: "the list of page kinds" };
const layer = (name, what, below, targets) => ({
  files: [`app/${name}/**/*.{ts,tsx}`],
  // A unit test sits beside its source and may check it against what the layers above make of it.
  ignores: ["**/*.test.{ts,tsx}"],
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
              `app/${name} may not import ${NAMES[t] ?? `app/${t}`}: app/${name} ${what}, and imports only ${below} (layers: content → lib → components → pages → routes).`,
            ),
          ),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "reports/"] },
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
    "pages",
    "routes",
    "browser",
    "kinds",
  ]),
  layer("images", "holds the pictures, processed (a bottom layer, beside app/content)", "app/images", [
    "content",
    "lib",
    "inline",
    "components",
    "pages",
    "routes",
    "browser",
    "kinds",
  ]),
  layer("lib", "holds pure rules", "app/content", ["inline", "components", "pages", "routes", "browser", "kinds"]),
  layer("inline", "holds the scripts written inline into the pages", "app/content and app/lib", [
    "components",
    "pages",
    "routes",
    "browser",
    "kinds",
  ]),
  layer("components", "holds shared UI", "app/content, app/lib, app/inline and the list of page kinds", ["pages", "routes", "browser"]),
  layer("pages", "turns content into what a page shows", "the layers below it", ["routes", "browser"]),
  layer("browser", "holds the scripts a page loads", "app/content, app/lib, app/inline and app/components", ["pages", "routes"]),
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
  // Plain JavaScript that runs in Node before anything is installed (scripts/check-node.mjs).
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  // The formatter (Prettier) owns the layout; ESLint keeps to the code.
  prettier,
);
