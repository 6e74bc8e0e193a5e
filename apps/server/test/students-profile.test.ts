// The dashboard's calls: profile (404 until created, then read and edit) and change-password.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { currentUser, login, PASSWORD, register } from "./helpers/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const edit = (email: string) => ({
  firstName: "Layla Noor",
  lastName: "Al Haddad",
  email,
  phoneNumber: null,
  emailMarketing: false,
  whatsappMarketing: true,
});

describe("/api/students/profile", () => {
  it("answers 401 signed out and 404 until the profile exists", async () => {
    expect((await call("GET", "/api/students/profile")).statusCode).toBe(401);
    const { cookie } = await register(t);
    const missing = await call("GET", "/api/students/profile", cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Student profile not found." });
  });

  it("creates a pending profile whatever status the client asks for, once", async () => {
    const { cookie, input } = await register(t);
    const body = { ...edit(input.email), status: "active" };
    const created = await call("POST", "/api/students/profile", cookie, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      student: {
        firstName: "Layla",
        lastName: "Haddad",
        email: input.email,
        phoneNumber: "+971 50 123 4567",
        emailMarketing: true,
        whatsappMarketing: false,
        status: "pending",
        studentEmail: null,
        verifiedAt: null,
        expiresAt: null,
      },
    });
    const again = await call("POST", "/api/students/profile", cookie, body);
    expect(again.statusCode).toBe(200);
    expect((await call("GET", "/api/students/profile", cookie)).json()).toEqual(created.json());
    expect((await currentUser(t, cookie)).json().user.verification).toEqual({
      status: "pending",
      studentEmail: null,
      verifiedAt: null,
      expiresAt: null,
    });
  });

  it("edits names, phone (null clears it), marketing flags and the login e-mail", async () => {
    const { cookie, input } = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    const newEmail = `moved.${Date.now()}@example.ae`;
    const updated = await call("PATCH", "/api/students/profile", cookie, edit(` ${newEmail.toUpperCase()} `));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().student).toMatchObject({ ...edit(newEmail), status: "pending" });
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(200);
    const notice = (await t.mail()).find((m) => m.to === input.email && m.subject.includes("login e-mail"));
    expect(notice?.text).toContain(newEmail);
  });

  it("refuses an e-mail another account uses, and bad fields", async () => {
    const { cookie, input } = await register(t);
    const other = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    const taken = await call("PATCH", "/api/students/profile", cookie, edit(other.input.email));
    expect(taken.statusCode).toBe(409);
    const bad = await call("PATCH", "/api/students/profile", cookie, {
      ...edit(input.email),
      phoneNumber: "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Phone number must be at least 10 digits");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.phone).toBe("+971 50 123 4567");
  });
});

describe("POST /api/students/change-password", () => {
  const change = (cookie: string | undefined, currentPassword: string, newPassword: string) =>
    call("POST", "/api/students/change-password", cookie, { currentPassword, newPassword });

  it("needs a session and the current password", async () => {
    expect((await change(undefined, PASSWORD, "Brand-New-Pass-1")).statusCode).toBe(401);
    const { cookie } = await register(t);
    const wrong = await change(cookie, "Not-My-Password-1", "Brand-New-Pass-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "Your current password is incorrect." });
  });

  it("enforces 8 characters and refuses common passwords (the form's 6 is only the client's)", async () => {
    const { cookie } = await register(t);
    const short = await change(cookie, PASSWORD, "abc123");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 8 characters");
    const common = await change(cookie, PASSWORD, "sunshine1");
    expect(common.json().message).toBe(
      "This password is too common and easy to guess. Please choose a different one.",
    );
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const { cookie, input } = await register(t);
    const otherDevice = (await login(t, input.email, PASSWORD)).headers["set-cookie"];
    const otherCookie = String(otherDevice).split(";")[0]!;
    const response = await change(cookie, PASSWORD, "Brand-New-Pass-1");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your password has been changed successfully." });
    expect((await currentUser(t, cookie)).statusCode).toBe(200);
    expect((await currentUser(t, otherCookie)).statusCode).toBe(401);
    expect((await login(t, input.email, "Brand-New-Pass-1")).statusCode).toBe(200);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(401);
  });
});
