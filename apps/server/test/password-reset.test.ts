// Forgot password: no enumeration, HMAC'd codes, expiry, 5 tries, atomic checks, a reset bound to the
// browser that verified the code, single use, and every session ended afterwards.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { passwordResetCodes } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, currentUser, login, newAddress, PASSWORD, register } from "./helpers/accounts.ts";

const NEW_PASSWORD = "Palm-Jumeirah-Sunset-9";
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Every test uses its own client address, so the per-IP limits of one test do not reach another.
function browser() {
  const remoteAddress = newAddress();
  let resetCookie: string | null = null;
  const post = async (url: string, payload: object): Promise<LightMyRequestResponse> => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress,
      headers: resetCookie ? { cookie: resetCookie } : {},
    });
    resetCookie = cookieFrom(response, "sp_reset") ?? resetCookie;
    return response;
  };
  return {
    forgot: (email: string) => post("/api/auth/forgot-password", { email }),
    verify: (email: string, otp: string) => post("/api/auth/verify-reset-otp", { email, otp }),
    reset: (email: string, newPassword = NEW_PASSWORD) =>
      post("/api/auth/reset-password", { email, newPassword }),
  };
}

async function codeSentTo(email: string): Promise<string> {
  const mail = (await t.mail()).find((m) => m.to === email && m.subject.endsWith("verification code"));
  if (!mail) throw new Error(`no code was mailed to ${email}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for a known and an unknown e-mail, and mails a code only to the account", async () => {
    const { input } = await register(t);
    const known = await browser().forgot(input.email);
    const unknown = await browser().forgot("no.account@example.ae");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message: "If an account exists for this email, we have sent a verification code to it.",
      resendInSeconds: 60,
    });
    expect(await codeSentTo(input.email)).toMatch(/^\d{6}$/);
    expect((await t.mail()).some((m) => m.to === "no.account@example.ae")).toBe(false);
  });

  it("stores the code only as a keyed hash", async () => {
    const { input, user } = await register(t);
    await browser().forgot(input.email);
    const code = await codeSentTo(input.email);
    const [row] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
  });

  it("sends one code a minute to an e-mail, answering a repeat 'already sent', for unknown e-mails too", async () => {
    const { input } = await register(t);
    for (const email of [input.email, "ghost@example.ae"]) {
      const first = await browser().forgot(email);
      expect(first.json()).toEqual({
        message: "If an account exists for this email, we have sent a verification code to it.",
        resendInSeconds: 60,
      });
      const second = await browser().forgot(email);
      expect(second.statusCode, email).toBe(200);
      const { resendInSeconds, message, alreadySent } = second.json();
      expect(alreadySent).toBe(true);
      expect(resendInSeconds).toBeGreaterThan(0);
      expect(resendInSeconds).toBeLessThanOrEqual(60);
      expect(message).toBe(
        `If an account exists for this email, we already sent it a code. It is still valid; you can ask for a new one in ${resendInSeconds} seconds.`,
      );
    }
    await codeSentTo(input.email);
    const codes = (await t.mail()).filter((m) => m.to === input.email && m.subject.endsWith("code"));
    expect(codes).toHaveLength(1);
  });
  describe("over an hour", () => {
    // The rate-limit counters read the system time, so only Date is faked: the rest runs for real.
    afterEach(() => vi.useRealTimers());

    it("sends at most 5 codes to one e-mail, however far apart the requests", async () => {
      const { input } = await register(t);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      for (let sent = 1; sent <= 5; sent += 1) {
        expect((await browser().forgot(input.email)).statusCode, `request ${sent}`).toBe(200);
        vi.setSystemTime(Date.now() + MINUTE + 1000);
      }
      const sixth = await browser().forgot(input.email);
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(50 * 60);
      const codes = (await t.mail()).filter((m) => m.to === input.email && m.subject.endsWith("code"));
      expect(codes).toHaveLength(5);

      vi.setSystemTime(Date.now() + 60 * MINUTE);
      expect((await browser().forgot(input.email)).statusCode).toBe(200);
    });
  });
});

describe("POST /api/auth/verify-reset-otp and /api/auth/reset-password", () => {
  it("resets the password once, ends every session and tells the owner", async () => {
    const { input, cookie } = await register(t);
    const b = browser();
    await b.forgot(input.email);
    const verified = await b.verify(input.email, await codeSentTo(input.email));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: "Code verified. You can now choose a new password." });
    expect(String(verified.headers["set-cookie"])).toMatch(
      /^sp_reset=[\w-]{43}; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Strict$/,
    );

    const reset = await b.reset(input.email);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Your password has been reset. You can now log in." });
    expect((await login(t, input.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(401);
    expect((await currentUser(t, cookie)).statusCode).toBe(401);
    const notice = (await t.mail()).find(
      (m) => m.to === input.email && m.subject.includes("password was changed"),
    );
    expect(notice?.text).toContain("every other signed-in device was signed out");

    const reuse = await b.reset(input.email, "Another-Fresh-Pass-7");
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(
      "Please verify the code sent to your email before choosing a new password.",
    );
  });

  it("refuses a reset without a verified code, from another browser, or for another e-mail", async () => {
    const { input } = await register(t);
    const other = await register(t);
    const b = browser();
    expect((await b.reset(input.email)).statusCode).toBe(400);
    await b.forgot(input.email);
    expect((await b.reset(input.email)).statusCode).toBe(400);
    await b.verify(input.email, await codeSentTo(input.email));
    expect((await browser().reset(input.email)).statusCode).toBe(400);
    expect((await b.reset(other.input.email)).statusCode).toBe(400);
    expect((await login(t, other.input.email, PASSWORD)).statusCode).toBe(200);
    expect((await b.reset(input.email)).statusCode).toBe(200);
  });

  it("checks the reset grant before the password, answering known and unknown e-mails alike", async () => {
    const { input } = await register(t);
    const madeUp = async (email: string, newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { email, newPassword },
        remoteAddress: newAddress(),
        headers: { cookie: "sp_reset=made-up-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
      });
    for (const newPassword of ["password1", NEW_PASSWORD]) {
      const known = await madeUp(input.email, newPassword);
      const unknown = await madeUp("no.account.here@example.ae", newPassword);
      expect(known.statusCode, newPassword).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(known.body).toBe(unknown.body);
      expect(known.json().message).toBe(
        "Please verify the code sent to your email before choosing a new password.",
      );
    }

    // A real grant is for its own account only, whatever the password.
    const other = await register(t);
    const b = browser();
    await b.forgot(other.input.email);
    await b.verify(other.input.email, await codeSentTo(other.input.email));
    const elsewhere = await b.reset(input.email, "password1");
    expect(elsewhere.json().message).toBe(
      "Please verify the code sent to your email before choosing a new password.",
    );
    const common = await b.reset(other.input.email, "password1");
    expect(common.json().message).toBe(
      "This password is too common and easy to guess. Please choose a different one.",
    );
    expect((await b.reset(other.input.email)).statusCode).toBe(200);
    expect((await login(t, other.input.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(200);
  });

  it("expires a code after 10 minutes and a verified code's reset window after 10 more", async () => {
    const { input } = await register(t);
    const b = browser();
    await b.forgot(input.email);
    const code = await codeSentTo(input.email);
    t.clock.advance(10 * MINUTE);
    const late = await b.verify(input.email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Invalid or expired verification code. Please try again.");

    const { input: second } = await register(t);
    const c = browser();
    await c.forgot(second.email);
    await c.verify(second.email, await codeSentTo(second.email));
    t.clock.advance(10 * MINUTE);
    expect((await c.reset(second.email)).statusCode).toBe(400);
  });

  it("allows 5 wrong tries, after which even the right code is refused", async () => {
    const { input } = await register(t);
    const b = browser();
    await b.forgot(input.email);
    const code = await codeSentTo(input.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await b.verify(input.email, otherCode(code));
      expect(wrong.json().message, `try ${attempt}`).toBe(
        "Invalid or expired verification code. Please try again.",
      );
    }
    const fifth = await b.verify(input.email, otherCode(code));
    expect(fifth.json().message).toBe("Too many wrong codes. Please request a new verification code.");
    expect((await b.verify(input.email, code)).statusCode).toBe(400);
  });

  it("replaces the old code with a new one", async () => {
    const { input } = await register(t);
    const b = browser();
    await b.forgot(input.email);
    const first = await codeSentTo(input.email);
    t.clock.advance(MINUTE);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: input.email },
      remoteAddress: newAddress(),
    });
    const second = await codeSentTo(input.email);
    if (second !== first) expect((await b.verify(input.email, first)).statusCode).toBe(400);
    expect((await b.verify(input.email, second)).statusCode).toBe(200);
  });

  it("lets exactly one of two concurrent checks of one code succeed", async () => {
    const { input } = await register(t);
    await browser().forgot(input.email);
    const code = await codeSentTo(input.email);
    const answers = await Promise.all([
      browser().verify(input.email, code),
      browser().verify(input.email, code),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it("checks the code's shape and the new password's rules", async () => {
    const b = browser();
    const shape = await b.verify("someone@example.ae", "12a456");
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toBe("OTP must be 6 digits");
    const { input } = await register(t);
    await b.forgot(input.email);
    await b.verify(input.email, await codeSentTo(input.email));
    const weak = await b.reset(input.email, "password1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      "This password is too common and easy to guess. Please choose a different one.",
    );
    // A refused password does not use up the verified code.
    expect((await b.reset(input.email)).statusCode).toBe(200);
  });
});
