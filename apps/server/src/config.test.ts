import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { defaultWebDistDir } from "./lib/package-paths.ts";

describe("loadConfig", () => {
  it("has safe local defaults", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve(process.cwd(), "data"),
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      logLevel: "info",
      webDistDir: defaultWebDistDir,
    });
    expect(defaultWebDistDir).toMatch(/apps\/web\/dist$/);
  });

  it("derives PUBLIC_URL from PORT and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "3100", DATABASE_URL: "", PUBLIC_URL: "" });
    expect(config.publicUrl).toBe("http://localhost:3100");
    expect(config.databaseUrl).toBeUndefined();
  });

  it("fails with one clear message naming every bad setting", () => {
    expect(() => loadConfig({ PORT: "eighty", NODE_ENV: "prod", DATABASE_URL: "mysql://x" })).toThrow(
      /Invalid configuration:\n\s+NODE_ENV: .*\n\s+PORT: .*\n\s+DATABASE_URL: must be a postgres/,
    );
  });
});
