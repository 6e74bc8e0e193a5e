// The staff console's door: every /api/admin route (found by walking the app's routes, so a new one
// is covered without touching this file) refuses visitors (401) and students (403); staff sessions
// end after 8 idle hours; no public route makes anyone staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import {
  currentUser,
  login,
  newAddress,
  newStudent,
  register,
  cookieFrom,
  SESSION_COOKIE,
} from "./helpers/accounts.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema.ts";
import { DEMO_ADMIN, resetDemoAdmin, retireDemoAdmin } from "#server/modules/admin/index.ts";

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every method and path under /api/admin, with path parameters filled with plausible values. */
function adminRoutes(): Array<{ method: string; url: string }> {
  const tree = t.app.printRoutes({ commonPrefix: false, includeHooks: false });
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of tree.split("\n")) {
    const match = /(\/api\/admin\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const url = match[1]!.replace(/:(\w+)/g, (_, name: string) =>
      /id$/i.test(name) ? "00000000-0000-4000-8000-000000000001" : "x",
    );
    for (const method of match[2]!.split(", ")) {
      if (method !== "HEAD" && method !== "OPTIONS") routes.push({ method, url });
    }
  }
  return routes;
}

describe("/api/admin/*", () => {
  it("has routes to guard (the walk finds them)", () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
    expect(adminRoutes()).toContainEqual({ method: "GET", url: "/api/admin/audit" });
  });

  it("answers 401 to visitors on every route", async () => {
    for (const { method, url } of adminRoutes()) {
      const response = await t.app.inject({
        method: method as "GET",
        url,
        headers: { origin: "http://localhost:3000" },
        payload: method === "GET" ? undefined : {},
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it("answers 403 to students on every route", async () => {
    const { cookie } = await register(t);
    for (const { method, url } of adminRoutes()) {
      const response = await asStaff(t, cookie, method as "GET", url, method === "GET" ? undefined : {});
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
      expect(response.json().message).toBe("Only StudentPerks staff can do this.");
    }
  });

  it("lets staff in", async () => {
    const { cookie } = await staff(t);
    const response = await asStaff(t, cookie, "GET", "/api/admin/audit");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ entries: expect.any(Array), nextBefore: null });
  });
});

describe("staff sessions", () => {
  it("end after 8 idle hours, while a student's lasts", async () => {
    const { cookie: staffCookie } = await staff(t);
    const { cookie: studentCookie } = await register(t);
    t.clock.advance(7 * HOUR);
    expect((await asStaff(t, staffCookie, "GET", "/api/admin/audit")).statusCode).toBe(200);
    // Seven more hours after that use: still within 8 idle hours of it.
    t.clock.advance(7 * HOUR);
    expect((await asStaff(t, staffCookie, "GET", "/api/admin/audit")).statusCode).toBe(200);
    t.clock.advance(8 * HOUR + 60_000);
    expect((await asStaff(t, staffCookie, "GET", "/api/admin/audit")).statusCode).toBe(401);
    expect((await currentUser(t, staffCookie)).statusCode).toBe(401);
    expect((await currentUser(t, studentCookie)).statusCode).toBe(200);
  });
});

describe("becoming staff", () => {
  it("is not possible through sign-up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...newStudent(), role: "admin" },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe("student");
    const cookie = cookieFrom(response, SESSION_COOKIE)!;
    expect((await asStaff(t, cookie, "GET", "/api/admin/audit")).statusCode).toBe(403);
  });
});

describe("the demo staff account outside loopback development", () => {
  it("loses the staff role, its password and its sessions when retired", async () => {
    const password = "Demo-Password-For-A-Test-1";
    await resetDemoAdmin(t.database.db, password);
    const signedIn = await login(t, DEMO_ADMIN.email, password);
    const cookie = cookieFrom(signedIn, SESSION_COOKIE)!;
    expect((await asStaff(t, cookie, "GET", "/api/admin/audit")).statusCode).toBe(200);

    expect(await retireDemoAdmin(t.database.db, "an unknown password nobody has 123")).toEqual({
      wasStaff: true,
      sessionsEnded: 1,
    });
    expect((await asStaff(t, cookie, "GET", "/api/admin/audit")).statusCode).toBe(401);
    expect((await login(t, DEMO_ADMIN.email, password)).statusCode).toBe(401);
    const [demo] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN.email));
    expect(demo?.role).toBe("student");
    // A second start finds nothing more to take away; a database without the account is left alone.
    expect(await retireDemoAdmin(t.database.db, "another unknown password 456")).toEqual({
      wasStaff: false,
      sessionsEnded: 0,
    });
    await t.database.db.delete(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(await retireDemoAdmin(t.database.db, "another unknown password 789")).toBeNull();
  });
});
