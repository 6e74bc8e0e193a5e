import { defineConfig } from "vitest/config";
import { compiledCatalogs } from "./apps/web/vite/compiled-catalogs.ts";

// Three projects: fast unit tests of business rules, component tests (the web's components driven as a
// user would, in a simulated DOM, against MSW answers), and API tests through real routes on a real
// database. `npm run test:unit` runs the first two.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [compiledCatalogs()],
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}", "tools/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.component.test.tsx"],
          environment: "node",
          // The web's pages' English texts, then the contracts' translator (English, or the language a
          // test asks for with inLocale()), which the contracts' messages go through.
          setupFiles: [
            "apps/web/src/lib/i18n/unit-test-setup.ts",
            "packages/contracts/src/i18n/test-setup.ts",
          ],
        },
      },
      {
        plugins: [compiledCatalogs()],
        test: {
          name: "component",
          include: ["apps/web/src/**/*.component.test.tsx"],
          environment: "happy-dom",
          // The app calls its API by path: the simulated page needs an origin for fetch to resolve them.
          environmentOptions: { happyDOM: { url: "http://localhost:3000" } },
          setupFiles: [
            "apps/web/src/lib/i18n/unit-test-setup.ts",
            "packages/contracts/src/i18n/test-setup.ts",
            "apps/web/src/test/component-setup.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["apps/server/test/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
