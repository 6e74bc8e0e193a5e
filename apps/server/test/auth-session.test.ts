// Login, logout and the session cookie's life: rotation, server-side logout, idle and absolute expiry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_COOKIE } from "@studentperks/contracts/session-hint";
import { sessionOf } from "#server/plugins/sessions.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import {
  cookieFrom,
  currentUser,
  login,
  newStudent,
  PASSWORD,
  register,
  SESSION_COOKIE,
} from "./helpers/accounts.ts";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // A route that forgot its requireSession guard: sessionOf must not hand it a missing session.
    extend: (app) => app.get("/api/test/unguarded", (request) => ({ userId: sessionOf(request).userId })),
  });
});
afterAll(() => t.close());

describe("POST /api/auth/login", () => {
  it("answers {user} and a new session id, retiring the one the browser had", async () => {
    const { input, cookie: before, user } = await register(t);
    const response = await login(t, input.email.toUpperCase(), PASSWORD, before);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user });
    const after = cookieFrom(response, SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect((await currentUser(t, after)).statusCode).toBe(200);
    expect((await currentUser(t, before)).statusCode).toBe(401);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const { input } = await register(t);
    const wrong = await login(t, input.email, "Not-The-Password-1");
    const unknown = await login(t, "nobody.here@example.ae", PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid email or password.", code: "INVALID_CREDENTIALS" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("validates the payload with the spec's messages", async () => {
    const response = await login(t, "someone@example.ae", "short");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password must be at least 8 characters");
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("answers 401 with a message when signed out or with a forged cookie", async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=forged-token` }]) {
      const response = await t.app.inject({ method: "GET", url: "/api/auth/user", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Please log in to continue.", code: "SIGNED_OUT" });
    }
  });

  it("logout ends the session on the server, so the old cookie no longer works", async () => {
    const { cookie } = await register(t);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toMatch(
      /^sp_session=; Max-Age=0;|Expires=Thu, 01 Jan 1970/,
    );
    expect((await currentUser(t, cookie)).statusCode).toBe(401);
    // Logging out twice, or while signed out, is harmless.
    const again = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(again.statusCode).toBe(204);
  });
});

describe("the readable signed-in hint beside the session cookie", () => {
  const hintOf = (response: {
    cookies: { name: string; value: string; httpOnly?: boolean; maxAge?: number }[];
  }) => response.cookies.find((c) => c.name === SIGNED_IN_COOKIE);

  it("is set with the session, readable by the page, and lives as long as the session", async () => {
    const { input } = await register(t);
    const response = await login(t, input.email, PASSWORD);
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(hintOf(response)).toMatchObject({
      value: "1",
      path: "/",
      sameSite: "Lax",
      maxAge: session.maxAge,
    });
    expect(hintOf(response)!.httpOnly).toBeFalsy();
    expect(session.httpOnly).toBe(true);
  });

  it("goes at logout, and when a call finds the session over", async () => {
    const { cookie } = await register(t);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(hintOf(logout)).toMatchObject({ value: "" });

    const stale = await currentUser(t, `${cookie}; ${SIGNED_IN_COOKIE}=1`);
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)).toMatchObject({ value: "" });
  });

  it("grants nothing on its own", async () => {
    const response = await currentUser(t, `${SIGNED_IN_COOKIE}=1`);
    expect(response.statusCode).toBe(401);
  });
});

describe("session expiry", () => {
  it("ends a session left idle for 14 days", async () => {
    const { cookie } = await register(t);
    t.clock.advance(13 * DAY);
    expect((await currentUser(t, cookie)).statusCode).toBe(200);
    t.clock.advance(14 * DAY + 1);
    expect((await currentUser(t, cookie)).statusCode).toBe(401);
  });

  it("ends even a busy session 30 days after sign-in", async () => {
    const { cookie } = await register(t);
    for (let day = 0; day < 29; day += 1) {
      t.clock.advance(DAY);
      expect((await currentUser(t, cookie)).statusCode, `day ${day + 1}`).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await currentUser(t, cookie)).statusCode).toBe(401);
  });
});

describe("production cookies", () => {
  it("are Secure and __Host- prefixed", async () => {
    const prod = await buildTestApp({ isProduction: true, publicUrl: "https://studentperks.example" });
    try {
      const response = await prod.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: newStudent(),
      });
      expect(response.statusCode).toBe(201);
      const [session, hint] = response.headers["set-cookie"] as string[];
      expect(session).toMatch(
        /^__Host-sp_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(hint).toBe(`${SIGNED_IN_COOKIE}=1; Max-Age=2592000; Path=/; Secure; SameSite=Lax`);
    } finally {
      await prod.close();
    }
  });
});

describe("a handler reading the session", () => {
  it("answers 401 SIGNED_OUT when no guard ran and nobody is signed in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/unguarded" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "SIGNED_OUT", message: "Please log in to continue." });
  });
});
