// Verification by student e-mail: known domains and subdomains get a code, unknown ones wait for
// staff, webmail is refused; codes are HMAC'd, expire, allow 5 wrong tries, are used once; sends are
// throttled; one student e-mail verifies one account; a verification expires after 12 months.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { studentEmailCodes, users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { codeMailedTo, otherCode, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const UNRECOGNIZED =
  "Your email domain is not in our verified institutions list. We will verify your enrollment manually and contact you if we need additional information.";
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
});
afterAll(() => t.close());

describe("who may verify", () => {
  it("answers 401 to visitors and 403 to accounts that are not students", async () => {
    for (const [method, url] of [
      ["GET", "/api/students/verify"],
      ["POST", "/api/students/verify"],
      ["POST", "/api/students/verify-otp"],
      ["POST", "/api/students/verify-document"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const staff = await student(t);
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
    const answer = await staff.submit(studentEmail("zu.ac.ae"));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe("Only student accounts can do this.");
    expect((await staff.status()).statusCode).toBe(403);
  });
});

describe("POST /api/students/verify", () => {
  it("mails a code to a student e-mail on a listed domain and records it as pending", async () => {
    const s = await student(t);
    expect((await s.status()).json()).toEqual({ verification: null });
    const email = studentEmail("zu.ac.ae");
    const answer = await s.submit(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
      institution: "Zayed University",
      resendInSeconds: 60,
    });
    expect(await codeMailedTo(t, email)).toMatch(/^\d{6}$/);
    expect((await s.status()).json()).toEqual({
      verification: {
        status: "pending",
        stage: "code_sent",
        studentEmail: email,
        institution: "Zayed University",
        verifiedAt: null,
        expiresAt: null,
      },
    });
  });

  it("matches subdomains of a listed domain, and any letter case", async () => {
    const s = await student(t);
    const email = studentEmail("Students.HCT.ac.ae");
    const answer = await s.submit(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().institution).toBe("Higher Colleges of Technology");
    expect(await codeMailedTo(t, email.toLowerCase())).toMatch(/^\d{6}$/);
  });

  it("answers 202 for a domain not on the list and leaves it for staff to review", async () => {
    const s = await student(t);
    const before = (await t.mail()).length;
    for (const domain of ["unknown-college.ae", "masdar.ac.ae"]) {
      const email = studentEmail(domain);
      const answer = await s.submit(email);
      expect(answer.statusCode, domain).toBe(202);
      expect(answer.json()).toEqual({ message: UNRECOGNIZED });
      expect((await s.status()).json().verification).toMatchObject({
        status: "unrecognized_domain",
        studentEmail: email,
        institution: domain,
      });
    }
    expect((await t.mail()).length).toBe(before); // nothing was mailed
    expect((await s.me()).json().user.verification.status).toBe("unrecognized_domain");
  });

  it("refuses free webmail addresses and malformed ones with clear messages", async () => {
    const s = await student(t);
    for (const email of ["layla@gmail.com", "layla@outlook.com", "layla@Hotmail.com", "layla@yahoo.com"]) {
      const answer = await s.submit(email);
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json().message).toMatch(
        /^Please use the email address your university or college gave you/,
      );
    }
    const malformed = await s.submit("not-an-email");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Please enter a valid student email address");
    expect((await s.status()).json()).toEqual({ verification: null });
  });
});

describe("POST /api/students/verify-otp", () => {
  it("verifies the student for 12 months with the right code, and answers the user", async () => {
    const s = await student(t);
    const email = studentEmail("uaeu.ac.ae");
    await s.submit(email);
    const answer = await s.verifyOtp(email, await codeMailedTo(t, email));
    expect(answer.statusCode).toBe(200);
    const now = t.clock.now();
    const inAYear = new Date(now);
    inAYear.setUTCFullYear(now.getUTCFullYear() + 1);
    const verification = {
      status: "active",
      stage: "verified",
      studentEmail: email,
      verifiedAt: now.toISOString(),
      expiresAt: inAYear.toISOString(),
    };
    expect(answer.json().user).toMatchObject({ id: s.user.id, role: "student", verification });
    expect((await s.me()).json().user.verification).toEqual(verification);
    expect((await s.status()).json().verification).toEqual({
      ...verification,
      institution: "United Arab Emirates University",
    });
    // Done once: asking again is a conflict, not a second verification.
    expect((await s.submit(studentEmail("uaeu.ac.ae"))).statusCode).toBe(409);
  });

  it("keeps the code only as a keyed hash", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    await s.submit(email);
    const code = await codeMailedTo(t, email);
    const [row] = await t.database.db
      .select()
      .from(studentEmailCodes)
      .where(eq(studentEmailCodes.userId, s.user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[\w-]{43}$/);
  });

  it("allows 5 wrong tries, after which even the right code needs replacing", async () => {
    const s = await student(t);
    const email = studentEmail("ku.ac.ae");
    await s.submit(email);
    const code = await codeMailedTo(t, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await s.verifyOtp(email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("Invalid or expired verification code. Please try again.");
    }
    const fifth = await s.verifyOtp(email, otherCode(code));
    expect(fifth.json().message).toBe("Too many wrong codes. Please request a new verification code.");
    expect((await s.verifyOtp(email, code)).statusCode).toBe(400);
    expect((await s.me()).json().user.verification.status).toBe("pending");
  });

  it("refuses a code after 10 minutes, and one sent for another e-mail", async () => {
    const s = await student(t);
    const email = studentEmail("aau.ac.ae");
    await s.submit(email);
    const code = await codeMailedTo(t, email);
    expect((await s.verifyOtp(studentEmail("aau.ac.ae"), code)).statusCode).toBe(400);
    t.clock.advance(10 * MINUTE);
    expect((await s.verifyOtp(email, code)).statusCode).toBe(400);
  });

  it("lets exactly one of two concurrent checks of one code succeed", async () => {
    const s = await student(t);
    const email = studentEmail("adu.ac.ae");
    await s.submit(email);
    const code = await codeMailedTo(t, email);
    const answers = await Promise.all([s.verifyOtp(email, code), s.verifyOtp(email, code)]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The other is refused: the code is used up (400), or the student is verified already (409).
    expect(statuses.find((status) => status !== 200)).toBeOneOf([400, 409]);
  });

  it("checks the code's shape", async () => {
    const s = await student(t);
    const answer = await s.verifyOtp(studentEmail("zu.ac.ae"), "12a4");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Please enter the complete 6-digit verification code.");
  });
});

describe("one student e-mail, one account", () => {
  it("answers 409 when a student e-mail has verified another account, at the code and upfront", async () => {
    const first = await student(t);
    const second = await student(t);
    const email = studentEmail("zu.ac.ae");
    // Both ask before either has verified, so both get a code of their own.
    await first.submit(email);
    const firstCode = await codeMailedTo(t, email);
    await second.submit(email);
    const secondCode = await codeMailedTo(t, email);
    expect((await first.verifyOtp(email, firstCode)).statusCode).toBe(200);

    const lateCode = await second.verifyOtp(email, secondCode);
    expect(lateCode.statusCode).toBe(409);
    expect(lateCode.json().message).toBe(
      "This student email is already linked to another StudentPerks account.",
    );
    expect((await second.me()).json().user.verification.status).toBe("pending");
    const lateSubmit = await second.submit(email.toUpperCase());
    expect(lateSubmit.statusCode).toBe(409);
    expect(lateSubmit.json().message).toBe(lateCode.json().message);
  });
});

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json().message).toMatch(
    /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
  );
}

describe("sending codes", () => {
  // The rate-limit counters read the system time, so only Date is faked: the rest runs for real.
  afterEach(() => vi.useRealTimers());

  it("sends at most one code a minute, answering a repeat 'already sent', and five an hour", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect((await s.submit(email)).statusCode).toBe(200);
    const tooSoon = await s.submit(email);
    expect(tooSoon.statusCode).toBe(200);
    const { resendInSeconds, message, alreadySent } = tooSoon.json();
    expect(alreadySent).toBe(true);
    expect(resendInSeconds).toBeGreaterThan(0);
    expect(resendInSeconds).toBeLessThanOrEqual(60);
    expect(message).toBe(
      `We already sent a code to ${email}. It is still valid; you can ask for a new one in ${resendInSeconds} seconds.`,
    );
    expect((await t.mail()).filter((m) => m.to === email)).toHaveLength(1);
    for (let sent = 2; sent <= 5; sent += 1) {
      vi.setSystemTime(Date.now() + MINUTE + 1000);
      expect((await s.submit(email)).statusCode, `send ${sent}`).toBe(200);
    }
    vi.setSystemTime(Date.now() + MINUTE + 1000);
    const sixth = await s.submit(email);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(50 * 60);
    const codes = (await t.mail()).filter((m) => m.to === email);
    expect(codes).toHaveLength(5);
  });

  it("answers a double click with one code, mailed once", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    const answers = await Promise.all([s.submit(email), s.submit(email)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.filter((a) => a.json().alreadySent === true)).toHaveLength(1);
    expect(answers.map((a) => a.json().resendInSeconds).sort()).toEqual([expect.any(Number), 60]);
    const code = await codeMailedTo(t, email);
    expect((await t.mail()).filter((m) => m.to === email)).toHaveLength(1);
    expect((await s.verifyOtp(email, code)).statusCode).toBe(200);
  });

  it("sends again within the minute when a code for another e-mail replaced the first", async () => {
    const s = await student(t);
    const [first, second] = [studentEmail("zu.ac.ae"), studentEmail("uaeu.ac.ae")];
    await s.submit(first);
    await s.submit(second);
    const back = await s.submit(first);
    expect(back.json()).toMatchObject({ resendInSeconds: 60 });
    expect(back.json().alreadySent).toBeUndefined();
    expect((await t.mail()).filter((m) => m.to === first)).toHaveLength(2);
    expect((await s.verifyOtp(first, await codeMailedTo(t, first))).statusCode).toBe(200);
  });

  it("lets the owner of a student e-mail get a code after five other accounts each asked one", async () => {
    const email = studentEmail("zu.ac.ae");
    for (let other = 1; other <= 5; other += 1) {
      expect((await (await student(t)).submit(email)).statusCode, `account ${other}`).toBe(200);
    }
    const owner = await student(t);
    expect((await owner.submit(email)).statusCode).toBe(200);
    expect((await owner.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
  });

  it("limits one account to 10 codes an hour across student e-mails", async () => {
    const s = await student(t);
    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await s.submit(studentEmail("zu.ac.ae"))).statusCode, `e-mail ${sent}`).toBe(200);
    }
    const eleventh = await s.submit(studentEmail("uaeu.ac.ae"));
    expectLimited(eleventh);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(50 * 60);
  });

  it("sends one student e-mail at most 20 codes a day from one address; its owner elsewhere still gets one", async () => {
    // Throw-away accounts, all asking from one address, for somebody else's student e-mail.
    const email = studentEmail("zu.ac.ae");
    const flooder = newAddress();
    for (let asked = 1; asked <= 20; asked += 1) {
      const account = await student(t, {}, flooder);
      expect((await account.submit(email)).statusCode, `account ${asked}`).toBe(200);
    }
    const flood = await (await student(t, {}, flooder)).submit(email);
    expectLimited(flood);
    expect(Number(flood.headers["retry-after"])).toBeGreaterThan(23 * 60 * 60);
    expect((await t.mail()).filter((m) => m.to === email)).toHaveLength(20);

    const owner = await student(t);
    expect((await owner.submit(email)).statusCode).toBe(200);
    expect((await owner.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
  });

  it("does not count unrecognised domains, which send nothing", async () => {
    const s = await student(t);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    expect((await s.submit(studentEmail("zu.ac.ae"))).statusCode).toBe(200);
    expect((await s.submit(studentEmail("my-college.example"))).statusCode).toBe(202);
  });

  it("makes a new code replace the old one", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await s.submit(email);
    const old = await codeMailedTo(t, email);
    vi.setSystemTime(Date.now() + MINUTE + 1000);
    await s.submit(email);
    const fresh = await codeMailedTo(t, email);
    if (fresh !== old) expect((await s.verifyOtp(email, old)).statusCode).toBe(400);
    expect((await s.verifyOtp(email, fresh)).statusCode).toBe(200);
  });
});

describe("expiry", () => {
  it("treats a verification past 12 months as not verified, and lets the student verify again", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    await s.submit(email);
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);

    t.clock.advance(365 * 24 * 60 * MINUTE + MINUTE);
    await s.signIn(); // the session itself ended after 30 days
    expect((await s.me()).json().user.verification.status).toBe("expired");
    expect((await s.status()).json().verification.status).toBe("expired");

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * MINUTE });
    try {
      const again = await s.submit(email);
      expect(again.statusCode).toBe(200);
      expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect((await s.me()).json().user.verification.status).toBe("active");
  });
});
