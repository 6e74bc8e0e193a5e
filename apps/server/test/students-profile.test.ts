// The dashboard's calls: profile (404 until created, then read and edit) and change-password.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
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
    expect(missing.json()).toEqual({ message: "Student profile not found.", code: "NO_PROFILE" });
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
        // The sign-up form's answers are the choices on record (issue 38).
        emailMarketingSince: expect.any(String),
        whatsappMarketingSince: expect.any(String),
        status: "pending",
        stage: "not_started",
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
      stage: "not_started",
      studentEmail: null,
      verifiedAt: null,
      expiresAt: null,
    });
  });

  it("edits names, phone (null clears it) and marketing flags, with the e-mail as stored", async () => {
    const { cookie, input } = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    // The same e-mail in another case or with spaces is no change.
    const updated = await call(
      "PATCH",
      "/api/students/profile",
      cookie,
      edit(` ${input.email.toUpperCase()} `),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().student).toMatchObject({ ...edit(input.email), status: "pending" });
  });

  it("refuses a new login e-mail (that is the two-step e-mail change) and saves nothing", async () => {
    const { cookie, input } = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    const before = (await call("GET", "/api/students/profile", cookie)).json();
    const newEmail = `moved.${Date.now()}@example.ae`;
    const refused = await call("PATCH", "/api/students/profile", cookie, {
      ...edit(newEmail),
      firstName: "Renamed",
    });
    expect(refused.statusCode).toBe(400);
    const message =
      "To change your login email, confirm it with your password and the code we send to the new address.";
    expect(refused.json()).toEqual({
      message,
      code: "EMAIL_CHANGE_NEEDS_CONFIRMATION",
      issues: [{ path: "email", message }],
    });
    expect((await call("GET", "/api/students/profile", cookie)).json()).toEqual(before);
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(200);
    const mail = await t.mail();
    expect(mail.some((m) => m.to === newEmail)).toBe(false);
    expect(mail.some((m) => m.to === input.email && m.subject.includes("login e-mail"))).toBe(false);
  });

  it("refuses another account's e-mail, and bad fields", async () => {
    const { cookie, input } = await register(t);
    const other = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    const taken = await call("PATCH", "/api/students/profile", cookie, edit(other.input.email));
    expect(taken.statusCode).toBe(400);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.email, other.input.email));
    expect(otherRow!.firstName).toBe("Layla");
    const bad = await call("PATCH", "/api/students/profile", cookie, {
      ...edit(input.email),
      phoneNumber: "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Phone number must be at least 10 digits");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.phone).toBe("+971 50 123 4567");
  });

  it("keeps the sign-up rules for names: a last name is needed, and each says what is wrong", async () => {
    const { cookie, input } = await register(t);
    await call("POST", "/api/students/profile", cookie, edit(input.email));
    for (const [names, message] of [
      [{ firstName: "Omar", lastName: "" }, "Last name must be at least 2 characters"],
      [{ firstName: "Omar", lastName: "M".repeat(101) }, "Names must be at most 100 characters"],
    ] as const) {
      const refused = await call("PATCH", "/api/students/profile", cookie, {
        ...edit(input.email),
        ...names,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.lastName).toBe("Haddad");
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
    expect(wrong.json()).toEqual({ message: "Your current password is incorrect.", code: "WRONG_PASSWORD" });
  });

  it("enforces 8 characters and refuses common passwords", async () => {
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
