// State-changing calls from another site are refused before they do anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newStudent, register } from "./helpers/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refused = { message: "Cross-site requests are not allowed", code: "CROSS_SITE" };

describe("cross-origin protection", () => {
  it("refuses a POST whose Origin is another site, even with the student's cookie", async () => {
    const { cookie } = await register(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
    // The session was not touched.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it("refuses PATCH and POST marked cross-site or same-site by Sec-Fetch-Site", async () => {
    const { cookie } = await register(t);
    for (const site of ["cross-site", "same-site"]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/students/profile",
        headers: { cookie, "sec-fetch-site": site },
        payload: {},
      });
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toEqual(refused);
    }
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "null" },
      payload: newStudent(),
    });
    expect(signup.statusCode).toBe(403);
  });

  it("accepts PUBLIC_URL's origin and non-browser clients", async () => {
    const headerSets = [{ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }, {}];
    for (const headers of headerSets) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers,
        payload: newStudent(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it("with PUBLIC_URL set, refuses the request's own host when it is not PUBLIC_URL's", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "http://studentperks.internal:8080", host: "studentperks.internal:8080" },
      payload: newStudent(),
    });
    expect(response.statusCode).toBe(403);
  });

  it("never trusts forwarded headers to make a foreign origin ours, even behind a trusted proxy", async () => {
    for (const publicUrl of ["https://studentperks.example", null]) {
      const proxied = await buildTestApp({ trustProxy: true, publicUrl });
      try {
        const response = await proxied.app.inject({
          method: "POST",
          url: "/api/auth/register",
          headers: {
            origin: "https://evil.example",
            "x-forwarded-host": "evil.example",
            "x-forwarded-proto": "https",
            host: "studentperks.example",
          },
          payload: newStudent(),
        });
        expect(response.statusCode, String(publicUrl)).toBe(403);
        expect(response.json()).toEqual(refused);
      } finally {
        await proxied.close();
      }
    }
  });

  it("without PUBLIC_URL, accepts the address the request was made to (the dev proxy, a preview host)", async () => {
    const local = await buildTestApp({ publicUrl: null });
    try {
      const own = await local.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { origin: "http://studentperks.internal:8080", host: "studentperks.internal:8080" },
        payload: newStudent(),
      });
      expect(own.statusCode).toBe(201);
      const other = await local.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { origin: "http://localhost:3000", host: "studentperks.internal:8080" },
        payload: newStudent(),
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });

  it("never applies to reads", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/offers",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});
