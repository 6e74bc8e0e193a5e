import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok after a real database round trip", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
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
  it("answers 503 with a JSON message", async () => {
    const broken = await buildTestApp();
    // Close the real database under the running app, as when the server loses its connection.
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: "Database unavailable" });
    await broken.app.close();
  });
});
