// `npm run build` makes the production web app whatever NODE_ENV the shell has (`NODE_ENV` defaults to
// development, docs/operating.md "Configuration"): React's development build is about 200 KB larger and
// slower.
import { fileURLToPath } from "node:url";
import { resolveConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";

const configFile = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const shellNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

describe("the web app's build configuration", () => {
  it.each(["development", "test", "production"])(
    "builds for production when NODE_ENV=%s",
    async (nodeEnv) => {
      process.env.NODE_ENV = nodeEnv;
      const config = await resolveConfig({ configFile }, "build", "production");
      expect(config.isProduction).toBe(true);
      expect(process.env.NODE_ENV).toBe("production"); // what Vite substitutes for React's process.env.NODE_ENV
    },
  );
});
