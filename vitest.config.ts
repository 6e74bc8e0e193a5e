import { defineConfig } from "vitest/config";
import { compiledCatalogs } from "./apps/web/vite/compiled-catalogs.ts";

// Two projects: fast unit tests of business rules, and API tests through real routes on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [compiledCatalogs()],
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}", "tools/**/*.test.ts"],
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
