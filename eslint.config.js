// Lint: typescript-eslint + React hooks, and import boundaries that keep the layout honest:
// shared code never imports a feature, features never import each other (docs/architecture.md "Architecture
// rules").
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importBoundaries } from "./tools/eslint/import-boundaries.js";
import { noImportCycles } from "./tools/eslint/no-import-cycles.js";
import { logicalDirection } from "./tools/eslint/logical-direction.js";

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const web = "./apps/web/src";
// Each app's package.json "imports" names its src folder, so deep imports read #server/lib/… or #web/lib/….
const aliases = { "#server/": "apps/server/src/", "#web/": "apps/web/src/" };
const server = "./apps/server/src";

const boundaries = [
  // Web: shared layers never reach up into features, pages or the app shell.
  ...["components", "lib"].map((shared) => ({
    target: `${web}/${shared}`,
    from: [`${web}/features`, `${web}/pages`, `${web}/app`],
    message: "Shared web code must not import features, pages or the app shell.",
  })),
  // Web: one feature never imports another; compose them in pages instead.
  ...dirs(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: [`${web}/features`],
    except: [`${web}/features/${feature}`],
    message: "Features must not import each other; compose them in a page.",
  })),
  {
    target: `${web}/features`,
    from: [`${web}/pages`, `${web}/app`],
    message: "Features must not import pages or the app shell.",
  },
  // Server: cross-cutting layers never import a domain module.
  ...["plugins", "services", "db", "lib", "i18n"].map((shared) => ({
    target: `${server}/${shared}`,
    from: [`${server}/modules`],
    message: "Shared server code must not import a domain module.",
  })),
  // Server: a route handler talks to its module's service, never to a repository or a query file.
  {
    target: `${server}/modules`,
    files: "/routes\\.ts$",
    from: [`${server}/modules`, `${server}/db`],
    fromFiles: "(repo|queries|schema)\\.ts$",
    message: "Route handlers talk to services; move this database call into the module's service.",
  },
  // Contracts are the bottom layer.
  { target: "./packages/contracts", from: ["./apps"], message: "Contracts must not import the apps." },
  { target: "./apps/web", from: ["./apps/server"], message: "The web app must not import server code." },
  { target: "./apps/server", from: ["./apps/web"], message: "The server must not import web code." },
];

// Server: every module (and each staff-console area inside modules/admin) is reached through its
// index.ts only; its other files are its own business.
const serverModules = [
  ...dirs(`${server}/modules`).map((name) => `${server}/modules/${name}`),
  ...dirs(`${server}/modules/admin`).map((name) => `${server}/modules/admin/${name}`),
];
const publicFaces = [
  {
    scope: server,
    modules: serverModules,
    face: "index.ts",
    message: "Import another module through its public face, not its internals",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "**/migrations/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      local: {
        rules: {
          "import-boundaries": importBoundaries,
          "no-import-cycles": noImportCycles,
          "logical-direction": logicalDirection,
        },
      },
    },
    rules: {
      "local/import-boundaries": [
        "error",
        { root: import.meta.dirname, zones: boundaries, publicFaces, aliases },
      ],
      "local/no-import-cycles": ["error", { root: import.meta.dirname, aliases }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Issue 15: every string a client sends goes through the text rule (packages/contracts/src/text.ts).
    files: ["packages/contracts/src/**/*.ts", "apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "packages/contracts/src/text.ts", "apps/server/src/config.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='z'][property.name='string']",
          message:
            "Use line() or multiline() from @studentperks/contracts/text for what a client sends, answerText() for answers.",
        },
      ],
    },
  },
  {
    // Deep imports name their folder from the app's root, so a file reads the same wherever it moves.
    files: ["apps/*/src/**/*.{ts,tsx}", "apps/*/test/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./",
              message: "Climb at most one folder: import #server/… or #web/… instead.",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    // Issue 18: one stylesheet for left-to-right and right-to-left pages, so the web app names the
    // start and end of a line (ms-, pe-, start-, text-end, rounded-s…), never its left and right.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "local/logical-direction": "error" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      "bench/**",
      "scripts/**",
      "e2e/**",
      "**/*.config.*",
      "**/build.mjs",
      "apps/server/src/main.ts",
      "apps/server/src/db/seed/**",
      "apps/server/src/cli/**",
    ],
    rules: { "no-console": "off" },
  },
);
