import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { defaultWebDistDir } from "./lib/package-paths.ts";

describe("loadConfig", () => {
  it("reads the shutdown deadline, and refuses one that is not a number of milliseconds", () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: "2500" }).shutdownTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("has safe local defaults", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: "development",
      isProduction: false,
      port: 3000,
      host: "127.0.0.1",
      hostIsSet: false,
      dataDir: resolve(process.cwd(), "data"),
      publicUrl: "http://localhost:3000",
      publicUrlIsSet: false,
      databaseUrl: undefined,
      logLevel: "info",
      webDistDir: defaultWebDistDir,
      sessionSecret: undefined,
      smtpUrl: undefined,
      mailFrom: "StudentPerks <no-reply@studentperks.ae>",
      supportEmail: "support@studentperks.ae",
      redisUrl: undefined,
      trustProxy: false,
      seedDemoCatalogue: true,
      shutdownTimeoutMs: 10_000,
      s3: null,
    });
    expect(defaultWebDistDir).toMatch(/apps\/web\/dist$/);
  });

  it("seeds the demo catalogue in development, and in production only when SEED_DEMO_CATALOGUE=true", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), SMTP_URL: "smtp://mail" };
    expect(loadConfig({}).seedDemoCatalogue).toBe(true);
    expect(loadConfig({ SEED_DEMO_CATALOGUE: "false" }).seedDemoCatalogue).toBe(false);
    expect(loadConfig(production).seedDemoCatalogue).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_CATALOGUE: "true" }).seedDemoCatalogue).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_CATALOGUE: "yes" })).toThrow(/SEED_DEMO_CATALOGUE/);
  });

  it("listens on loopback outside production unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" })).toMatchObject({ host: "0.0.0.0", hostIsSet: true });
    expect(loadConfig({ HOST: "" }).host).toBe("127.0.0.1");
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

  it("requires a session secret and SMTP in production, and checks their shapes", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET: is required in production\n\s+SMTP_URL: is required in production/,
    );
    expect(() => loadConfig({ SESSION_SECRET: "short", SMTP_URL: "http://mail", REDIS_URL: "x" })).toThrow(
      /SESSION_SECRET: must be at least 32 characters\n\s+SMTP_URL: must be an smtp.*\n\s+REDIS_URL: must be a redis/,
    );
    const config = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example:465",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      isProduction: true,
      host: "0.0.0.0",
      smtpUrl: "smtps://user:pass@mail.example:465",
      trustProxy: true,
    });
  });

  it("reads IMAGE_CONCURRENCY as a whole number from 1, unset by default", () => {
    expect(loadConfig({}).imageConcurrency).toBeUndefined();
    expect(loadConfig({ IMAGE_CONCURRENCY: "2" }).imageConcurrency).toBe(2);
    for (const bad of ["0", "1.5", "many"]) {
      expect(() => loadConfig({ IMAGE_CONCURRENCY: bad }), bad).toThrow(/IMAGE_CONCURRENCY/);
    }
  });

  it("takes S3 settings all together, or not at all", () => {
    expect(() => loadConfig({ S3_BUCKET: "student-docs" })).toThrow(
      /S3_ACCESS_KEY_ID: is required to use S3\n\s+S3_SECRET_ACCESS_KEY: is required to use S3/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: is required/);
    const config = loadConfig({
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "student-docs",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "student-docs",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });
});
