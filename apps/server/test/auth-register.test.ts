// POST /api/auth/register: a student account, signed in, with a hashed password and a welcome e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, currentUser, newStudent, register, SESSION_COOKIE } from "./helpers/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/auth/register", payload });

describe("POST /api/auth/register", () => {
  it("creates a student, signs them in with an HttpOnly Lax cookie and answers the user", async () => {
    const input = newStudent({ email: "  Layla.Haddad@Example.AE " });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      firstName: "Layla",
      lastName: "Haddad",
      email: "layla.haddad@example.ae",
      phone: "+971 50 123 4567",
      role: "student",
      locale: "en",
      emailMarketing: true,
      whatsappMarketing: false,
      verification: null,
    });
    const [setCookie] = response.headers["set-cookie"] as string[];
    expect(setCookie).toMatch(/^sp_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const me = await currentUser(t, cookieFrom(response, SESSION_COOKIE)!);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual(user);
  });

  it("stores an argon2id hash with OWASP parameters, never the password", async () => {
    const { input } = await register(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(input.password);
  });

  it("makes every account a student, whatever role the client sends", async () => {
    const response = await post({ ...newStudent(), role: "admin" });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe("student");
  });

  it("answers 409 for an e-mail already registered, in any case or spacing", async () => {
    const { input } = await register(t);
    // Another person: the same password within a minute is the same sign-up again (below).
    const again = await post(
      newStudent({ email: ` ${input.email.toUpperCase()} `, password: "Other-Oasis-77" }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "An account with this email already exists. Please log in instead.",
      code: "EMAIL_TAKEN",
    });
  });

  it("answers a double click with one account, signed in both times, made and welcomed once", async () => {
    const input = newStudent();
    const [first, second] = await Promise.all([post(input), post(input)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect((await currentUser(t, cookieFrom(second, SESSION_COOKIE)!)).json().user.id).toBe(
      first.json().user.id,
    );
    const email = input.email.toLowerCase();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await t.mail()).filter((m) => m.to === email)).toHaveLength(1);
  });

  it("answers 409 to a repeated sign-up with another password, or after a minute", async () => {
    const { input } = await register(t);
    expect((await post({ ...input, password: "Another-Falcon-Oasis-42" })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(row!.createdAt.getTime() - 61_000) })
      .where(eq(users.id, row!.id));
    expect((await post(input)).statusCode).toBe(409);
  });

  it("refuses short, long and common passwords with clear messages", async () => {
    const short = await post(newStudent({ password: "Ab1!xyz" }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 8 characters");
    const long = await post(newStudent({ password: "x".repeat(129) }));
    expect(long.json().message).toBe("Password must be at most 128 characters");
    for (const common of ["password123", "qwertyuiop", "iloveyou"]) {
      const response = await post(newStudent({ password: common }));
      expect(response.statusCode, common).toBe(400);
      expect(response.json().message).toBe(
        "This password is too common and easy to guess. Please choose a different one.",
      );
    }
  });

  it("checks every field with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "Please enter a valid email address"],
      [{ firstName: "L" }, "First name must be at least 2 characters"],
      [{ lastName: " H " }, "Last name must be at least 2 characters"],
      [{ phone: "+97150123" }, "Phone number must be at least 10 digits"],
      [{ phone: "+971 50 123 ABCD" }, "Please enter a valid phone number"],
      [{ emailMarketing: "yes" }, "Invalid input: expected boolean, received string"],
    ];
    for (const [change, message] of cases) {
      const response = await post({ ...newStudent(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("stores the marketing consent exactly as given, and never assumes one", async () => {
    const profileOf = async (cookie: string) => {
      const headers = { cookie };
      // What the dashboard does for a new account: start the profile (the spec's client sends both
      // flags true here), then read it.
      const consentInCreate = { emailMarketing: true, whatsappMarketing: true };
      const user = (await currentUser(t, cookie)).json().user;
      await t.app.inject({
        method: "POST",
        url: "/api/students/profile",
        headers,
        payload: { ...user, phoneNumber: user.phone, ...consentInCreate, status: "pending" },
      });
      const profile = await t.app.inject({ method: "GET", url: "/api/students/profile", headers });
      return profile.json().student;
    };
    const none = await register(t, { emailMarketing: false, whatsappMarketing: false });
    expect(none.user).toMatchObject({ emailMarketing: false, whatsappMarketing: false });
    expect(await profileOf(none.cookie)).toMatchObject({ emailMarketing: false, whatsappMarketing: false });
    const whatsappOnly = await register(t, { emailMarketing: false, whatsappMarketing: true });
    expect(await profileOf(whatsappOnly.cookie)).toMatchObject({
      emailMarketing: false,
      whatsappMarketing: true,
    });
    // A sign-up that leaves a flag out is refused rather than defaulted.
    const { emailMarketing: _left, ...withoutEmailFlag } = newStudent();
    const refused = await post(withoutEmailFlag);
    expect(refused.statusCode).toBe(400);
    // And the table's own default, for any row written without them, is no consent.
    const [row] = await t.database.db
      .insert(users)
      .values({ email: newStudent().email, passwordHash: "x", firstName: "Omar", lastName: "Saeed" })
      .returning();
    expect(row).toMatchObject({ emailMarketing: false, whatsappMarketing: false });
  });

  it("sends a welcome e-mail", async () => {
    const { input } = await register(t);
    const mail = (await t.mail()).find((m) => m.to === input.email);
    expect(mail?.subject).toBe("Welcome to StudentPerks");
    expect(mail?.html).toContain("Welcome, Layla!");
  });
});
