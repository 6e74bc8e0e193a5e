import { renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok after a real database round trip and a storage check, never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "ok",
      ready: true,
      database: "ok",
      checks: {
        database: { status: "ok" },
        storage: { status: "ok" },
        mail: { status: "ok", pending: 0, dead: 0 },
      },
    });
  });

  it("answers liveness at /api/health/live without looking at dependencies", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/site", () => {
  it("answers the support address from the settings, cacheable by anyone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: "support@studentperks.test" });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("GET /api/health with the database gone", () => {
  it("answers 503 with a JSON message, not ready; liveness still answers 200", async () => {
    const broken = await buildTestApp();
    // Close the real database under the running app, as when the server loses its connection.
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "down",
      ready: false,
      database: "down",
      message: "Database unavailable",
      // The outbox lives in the database: its check is down too, but it alone never makes a 503.
      checks: { database: { status: "down" }, storage: { status: "ok" }, mail: { status: "down" } },
    });
    expect((await broken.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    await broken.app.close();
  });
});

describe("GET /api/health with file storage not writable", () => {
  it("answers 503 naming storage, and 200 again once it is writable", async () => {
    const own = await buildTestApp();
    const documents = join(own.dataDir, "uploads", "private");
    expect((await own.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // A file where the documents folder should be: nothing can be stored there (even by root, who
    // would ignore a read-only mode).
    renameSync(documents, `${documents}.away`);
    writeFileSync(documents, "");
    try {
      const response = await own.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "down",
        ready: false,
        database: "ok",
        message: "Storage unavailable",
        checks: { database: { status: "ok" }, storage: { status: "down" } },
      });
      // The answer names no path.
      expect(response.body).not.toContain(own.dataDir);
    } finally {
      rmSync(documents);
      renameSync(`${documents}.away`, documents);
    }
    expect((await own.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await own.close();
  });
});
