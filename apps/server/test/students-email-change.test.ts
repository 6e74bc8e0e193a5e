// Changing the login e-mail (security review): a session alone is not enough. The current password
// asks for the change, a code mailed to the new address makes it, the old address hears of both, and
// the account's other sessions end.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loginEmailChanges, users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, currentUser, login, PASSWORD, register, SESSION_COOKIE } from "./helpers/accounts.ts";

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// The rate-limit counters read the system time: tests that space requests out fake Date only.
afterEach(() => vi.useRealTimers());

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, payload });
const requestChange = (cookie: string | undefined, newEmail: string, currentPassword = PASSWORD) =>
  post("/api/students/email-change", cookie, { newEmail, currentPassword });
const confirm = (cookie: string | undefined, code: string) =>
  post("/api/students/email-change/confirm", cookie, { code });
const profileOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/students/profile", headers: { cookie } })).json();

let n = 0;
const freshEmail = () => `new.${(n += 1)}.${Date.now()}@example.ae`;

/** A signed-up student whose dashboard has created the profile. */
async function student() {
  const account = await register(t);
  const { input } = account;
  const created = await post("/api/students/profile", account.cookie, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phone,
    emailMarketing: true,
    whatsappMarketing: true,
  });
  expect(created.statusCode).toBe(201);
  return account;
}

async function codeSentTo(email: string): Promise<string> {
  const mail = (await t.mail()).find((m) => m.to === email && /\b\d{6}\b/.test(m.subject));
  if (!mail) throw new Error(`no code was mailed to ${email}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const mailTo = async (email: string) => (await t.mail()).filter((m) => m.to === email);
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const pendingRow = async (userId: string) =>
  (await t.database.db.select().from(loginEmailChanges).where(eq(loginEmailChanges.userId, userId)))[0];

describe("PATCH /api/students/profile with another e-mail", () => {
  it("is refused without changing anything: a session alone cannot move the login e-mail", async () => {
    const { cookie, input } = await student();
    const newEmail = freshEmail();
    const before = await profileOf(cookie);
    const patched = await t.app.inject({
      method: "PATCH",
      url: "/api/students/profile",
      headers: { cookie },
      payload: {
        firstName: "Someone",
        lastName: "Else",
        email: newEmail,
        phoneNumber: null,
        emailMarketing: false,
        whatsappMarketing: false,
      },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().issues).toEqual([
      {
        path: "email",
        message:
          "To change your login email, confirm it with your password and the code we send to the new address.",
      },
    ]);
    expect(await profileOf(cookie)).toEqual(before);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(401);
  });
});

describe("POST /api/students/email-change", () => {
  it("needs a session and the current password", async () => {
    expect((await requestChange(undefined, freshEmail())).statusCode).toBe(401);
    const { cookie, input } = await student();
    const newEmail = freshEmail();
    const wrong = await requestChange(cookie, newEmail, "Not-My-Password-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Your current password is incorrect.",
      code: "WRONG_PASSWORD",
      issues: [{ path: "currentPassword", message: "Your current password is incorrect." }],
    });
    const missing = await requestChange(cookie, newEmail, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please enter your current password");
    expect(await mailTo(newEmail)).toEqual([]);
    expect((await mailTo(input.email)).some((m) => m.subject.includes("login e-mail"))).toBe(false);
  });

  it("refuses the current e-mail, a bad one and one another account uses (409)", async () => {
    const { cookie, input } = await student();
    const other = await register(t);
    const same = await requestChange(cookie, ` ${input.email.toUpperCase()} `);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe("This is already your login email.");
    expect((await requestChange(cookie, "not-an-email")).statusCode).toBe(400);
    const taken = await requestChange(cookie, other.input.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: "An account with this email already exists. Please log in instead.",
      code: "EMAIL_TAKEN",
    });
    expect((await mailTo(other.input.email)).some((m) => m.subject.includes("login e-mail"))).toBe(false);
  });

  it("mails a code to the new address and tells the old one at once; nothing changes yet", async () => {
    const { cookie, input, user } = await student();
    const newEmail = freshEmail();
    const asked = await requestChange(cookie, ` ${newEmail.toUpperCase()} `);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: `We sent a 6-digit code to ${newEmail}. Enter it to confirm your new login email.`,
      email: newEmail,
    });
    const code = await codeSentTo(newEmail);
    expect(code).toMatch(/^\d{6}$/);
    const notice = (await mailTo(input.email)).find((m) =>
      m.subject.includes("change your StudentPerks login"),
    );
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain("support@studentperks.test");

    // Stored as a keyed hash, and the account still logs in with the old address.
    const row = await pendingRow(user.id);
    expect(row).toMatchObject({ newEmail, attempts: 0 });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * MINUTE);
    expect((await profileOf(cookie)).student.email).toBe(input.email);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(401);
  });

  it("sends at most one code a minute (429 with Retry-After); a new code replaces the old", async () => {
    const { cookie, input, user } = await student();
    const newEmail = freshEmail();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect((await requestChange(cookie, newEmail)).statusCode).toBe(200);
    const first = await codeSentTo(newEmail);
    const again = await requestChange(cookie, newEmail);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(again.json().message).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds|1 minute)\.$/,
    );

    vi.setSystemTime(Date.now() + MINUTE + 1000);
    expect((await requestChange(cookie, newEmail)).statusCode).toBe(200);
    expect(await mailTo(newEmail)).toHaveLength(2);
    // The resend for the same request does not tell the old address twice.
    expect((await mailTo(input.email)).filter((m) => m.subject.includes("change your"))).toHaveLength(1);
    const second = await codeSentTo(newEmail);
    if (first !== second) expect((await confirm(cookie, first)).statusCode).toBe(400);
    expect((await confirm(cookie, second)).statusCode).toBe(200);
    expect(await pendingRow(user.id)).toBeUndefined();
  });

  it("sends at most 5 codes an hour", async () => {
    const { cookie } = await student();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await requestChange(cookie, freshEmail())).statusCode, `request ${sent}`).toBe(200);
      vi.setSystemTime(Date.now() + MINUTE + 1000);
    }
    const sixth = await requestChange(cookie, freshEmail());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(50 * 60);
  });
});

describe("POST /api/students/email-change/confirm", () => {
  it("changes the e-mail only with the new address's code; other sessions end, this one stays", async () => {
    const { cookie, input, user } = await student();
    const otherDevice = cookieFrom(await login(t, input.email, PASSWORD), SESSION_COOKIE)!;
    const newEmail = freshEmail();
    await requestChange(cookie, newEmail);
    const code = await codeSentTo(newEmail);

    const wrong = await confirm(cookie, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Invalid or expired verification code. Please try again.",
      code: "INVALID_CODE",
    });
    expect((await pendingRow(user.id))!.attempts).toBe(1);
    expect((await profileOf(cookie)).student.email).toBe(input.email);

    const confirmed = await confirm(cookie, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().student).toMatchObject({ email: newEmail, firstName: input.firstName });
    expect((await profileOf(cookie)).student.email).toBe(newEmail);
    expect((await currentUser(t, cookie)).json().user.email).toBe(newEmail);
    expect((await currentUser(t, otherDevice)).statusCode).toBe(401);

    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(401);
    const changed = (await mailTo(input.email)).find((m) => m.subject.includes("login e-mail was changed"));
    expect(changed?.text).toContain(newEmail);
    expect(changed?.text).toContain("support@studentperks.test");

    // Used up.
    expect((await confirm(cookie, code)).statusCode).toBe(400);
  });

  it("allows 5 wrong tries, after which even the right code fails", async () => {
    const { cookie, input, user } = await student();
    const newEmail = freshEmail();
    await requestChange(cookie, newEmail);
    const code = await codeSentTo(newEmail);
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await confirm(cookie, otherCode(code));
      expect(wrong.json().message).toBe("Invalid or expired verification code. Please try again.");
    }
    const fifth = await confirm(cookie, otherCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe("Too many wrong codes. Please request a new verification code.");
    expect((await pendingRow(user.id))!.attempts).toBe(5);
    expect((await confirm(cookie, code)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(input.email);
  });

  it("refuses a code after 10 minutes", async () => {
    const { cookie, input } = await student();
    const newEmail = freshEmail();
    await requestChange(cookie, newEmail);
    const code = await codeSentTo(newEmail);
    t.clock.advance(10 * MINUTE);
    const late = await confirm(cookie, code);
    t.clock.advance(-10 * MINUTE);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Invalid or expired verification code. Please try again.");
    expect((await profileOf(cookie)).student.email).toBe(input.email);
  });

  it("answers 409 when another account took the address after the request", async () => {
    const { cookie, input, user } = await student();
    const newEmail = freshEmail();
    await requestChange(cookie, newEmail);
    const code = await codeSentTo(newEmail);
    await register(t, { email: newEmail });
    const taken = await confirm(cookie, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("An account with this email already exists. Please log in instead.");
    expect(await pendingRow(user.id)).toBeUndefined();
    expect((await profileOf(cookie)).student.email).toBe(input.email);
  });

  it("checks at most 10 codes per student per 15 minutes", async () => {
    const { cookie } = await student();
    for (let i = 0; i < 10; i += 1) expect((await confirm(cookie, "123456")).statusCode).toBe(400);
    const limited = await confirm(cookie, "123456");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
