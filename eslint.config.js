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

// The one cross-area edge the staff console still has, named so that any new one fails lint: Add domain
// (verifications) creates an institution inline with the institutions area's list, fields and rules.
// To be removed by moving those pieces into features/admin/shared.
const adminAreaEdges = {
  verifications: [
    `${web}/features/admin/institutions/api/institutions.ts`,
    `${web}/features/admin/institutions/components/institution-fields.tsx`,
    `${web}/features/admin/institutions/lib.ts`,
  ],
};

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
  // Web: each staff-console area is a zone of its own; areas share code only through admin/shared.
  ...dirs(`${web}/features/admin`)
    .filter((area) => area !== "shared")
    .map((area) => ({
      target: `${web}/features/admin/${area}`,
      from: [`${web}/features/admin`],
      except: [
        `${web}/features/admin/${area}`,
        `${web}/features/admin/shared`,
        ...(adminAreaEdges[area] ?? []),
      ],
      message:
        "Staff-console areas must not import each other; move what they share to features/admin/shared.",
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
  // Server: plugins (Fastify adapters) may use services (framework-free: clock, mail, storage, counters);
  // services never import plugins, so they stay usable from the CLI, workers and unit tests without Fastify.
  {
    target: `${server}/services`,
    from: [`${server}/plugins`],
    message:
      "Services must not import plugins; move the shared piece into services/ (plugins may import services).",
  },
  // Server: a route handler talks to its module's service, never to a repository or a query file.
  {
    target: `${server}/modules`,
    files: "/routes\\.ts$",
    from: [`${server}/modules`, `${server}/db`],
    fromFiles: "(repo|queries|schema)\\.ts$",
    message: "Route handlers talk to services; move this database call into the module's service.",
  },
  // Server: nor through another module's face. Faces export repositories and db-bound readers for the
  // composition root (app.ts) only; a route file importing a name like createOffersRepo fails.
  {
    target: `${server}/modules`,
    files: "/routes\\.ts$",
    from: [`${server}/modules`],
    // "Repo" as a word of the name (createOffersRepo, OffersRepo, repoOf), not inside one (CodeReports).
    names: "(^|[a-z])Repo($|[A-Z])|^repo($|[A-Z])|Reader$",
    message:
      "Route files get services through their options; repositories are wired in the composition root.",
  },
  // Server: and never the database: a routes plugin's options are services, never a Db.
  {
    target: `${server}/modules`,
    files: "/routes\\.ts$",
    from: [`${server}/db`],
    message: "Route files never reach the database; take a service through the plugin's options.",
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
