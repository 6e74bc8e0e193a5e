// Wrong passwords are limited per e-mail and client address; account-wide only by a growing delay
// and an hourly ceiling that a browser the owner signed in on before (device cookie) skips. So
// strangers cannot lock the owner out, and known and unknown e-mails get the same answers.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, newAddress, PASSWORD, register } from "./helpers/accounts.ts";

const WRONG = "Wrong-Password-1";
const DEVICE_COOKIE = "sp_device";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
/** An e-mail address nobody has signed up with. */
const unknownEmail = () => `nobody${(n += 1)}.${Date.now()}@example.ae`;

function attempt(email: string, password: string, from: { address?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: from.address ?? newAddress(),
    headers: from.cookie ? { cookie: from.cookie } : {},
  });
}

/**
 * A 429 with Retry-After that says when. A browser the account does not know is also told it can get
 * a code by e-mail (ACCOUNT_THROTTLED); a known one gets the plain limit.
 */
function expectLimited(response: LightMyRequestResponse, retryAfter?: number): number {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
  const when =
    seconds === 1 ? "1 second" : seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  const { message, code } = response.json();
  expect(message).toBe(
    code === "ACCOUNT_THROTTLED"
      ? `Too many failed sign-ins to this account. Please try again in ${when.replace(/^1 minutes$/, "1 minute")}, or get a code by email to sign in from this browser now.`
      : `Too many attempts. Please try again in ${when.replace(/^1 minutes$/, "1 minute")}.`,
  );
  return seconds;
}

/** Expects the refusal an unknown browser gets, which offers a code by e-mail. */
function expectAccountThrottled(response: LightMyRequestResponse): number {
  expect(response.json().code).toBe("ACCOUNT_THROTTLED");
  return expectLimited(response);
}

/** `count` wrong passwords for the e-mail, each from an address of its own. */
async function failFromStrangers(email: string, count: number) {
  for (let i = 0; i < count; i += 1) expect((await attempt(email, WRONG)).statusCode).toBe(401);
}

/** A browser the owner has signed in on: its device cookie. */
async function ownersBrowser(email: string): Promise<string> {
  const signedIn = await attempt(email, PASSWORD);
  expect(signedIn.statusCode).toBe(200);
  return cookieFrom(signedIn, DEVICE_COOKIE)!;
}

describe("login failures per e-mail and address", () => {
  it("lets the owner sign in from their own address after 10 failures from 10 other addresses", async () => {
    const { input } = await register(t);
    await failFromStrangers(input.email, 10);
    expect((await attempt(input.email, PASSWORD, { address: "203.0.113.7" })).statusCode).toBe(200);
  });

  it("limits a stranger's address to 10 failures an account per 15 minutes, not the owner's", async () => {
    const { input } = await register(t);
    const stranger = "203.0.113.66";
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(input.email, WRONG, { address: stranger })).statusCode).toBe(401);
    }
    // Even the right password waits there: the limit is on guessing from that address.
    const limited = expectLimited(await attempt(input.email, PASSWORD, { address: stranger }));
    expect(limited).toBe(15 * 60);
    expect((await attempt(input.email, PASSWORD, { address: "203.0.113.67" })).statusCode).toBe(200);

    t.clock.advance(15 * 60_000);
    expect((await attempt(input.email, WRONG, { address: stranger })).statusCode).toBe(401);
  });

  it("counts only failures: signing in again and again is never limited", async () => {
    const { input } = await register(t);
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt(input.email, PASSWORD, { address })).statusCode, `login ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(input.email, WRONG, { address })).statusCode).toBe(401);
    }
    expectLimited(await attempt(input.email, WRONG, { address }));
  });
});

describe("login failures account-wide", () => {
  it("makes untrusted clients wait 1, 2, 4 ... up to 60 seconds once 20 failures are made", async () => {
    const { input } = await register(t);
    await failFromStrangers(input.email, 20);
    for (const wait of [1, 2, 4, 8, 16, 32, 60, 60]) {
      expectLimited(await attempt(input.email, WRONG), wait);
      t.clock.advance(wait * 1000 - 1);
      expectLimited(await attempt(input.email, PASSWORD), 1);
      t.clock.advance(1);
      expect((await attempt(input.email, WRONG)).statusCode).toBe(401);
    }
    // The delay is over with the 15-minute window.
    t.clock.advance(15 * 60_000);
    expect((await attempt(input.email, PASSWORD)).statusCode).toBe(200);
  });

  it("lets a browser with the account's device cookie sign in whatever strangers did", async () => {
    const { input } = await register(t);
    const owner = await ownersBrowser(input.email);
    expect(owner).toMatch(/^sp_device=[\w-]+\.[\w-]+\.[\w-]{43}$/);
    await failFromStrangers(input.email, 20);
    expectLimited(await attempt(input.email, PASSWORD));
    expect((await attempt(input.email, PASSWORD, { cookie: owner })).statusCode).toBe(200);

    // A tampered cookie, or another account's own, is a stranger's.
    const [name, value] = owner.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "AB" : "AA"}`;
    expectLimited(await attempt(input.email, PASSWORD, { cookie: tampered }));
    const other = await register(t);
    const othersCookie = await ownersBrowser(other.input.email);
    expectLimited(await attempt(input.email, PASSWORD, { cookie: othersCookie }));
  });

  it("stops untrusted clients at 100 failures an hour; the owner's browser still signs in", async () => {
    const { input } = await register(t);
    const owner = await ownersBrowser(input.email);
    let failures = 0;
    let limited = 0;
    while (failures < 100) {
      const response = await attempt(input.email, WRONG);
      if (response.statusCode === 401) failures += 1;
      else t.clock.advance(expectLimited(response) * 1000);
      limited = response.statusCode === 429 ? limited + 1 : limited;
    }
    expect(limited).toBeGreaterThan(0);
    const ceiling = expectLimited(await attempt(input.email, PASSWORD));
    expect(ceiling).toBeGreaterThan(60);
    expect((await attempt(input.email, PASSWORD, { cookie: owner })).statusCode).toBe(200);
    t.clock.advance(ceiling * 1000);
    expect((await attempt(input.email, PASSWORD)).statusCode).toBe(200);
  });

  it("gives a trusted device 10 failures per 15 minutes of its own", async () => {
    const { input } = await register(t);
    const owner = await ownersBrowser(input.email);
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(input.email, WRONG, { cookie: owner })).statusCode).toBe(401);
    }
    expectLimited(await attempt(input.email, PASSWORD, { cookie: owner }), 15 * 60);
    // Its failures were its own: the account-wide delay has not started for others.
    expect((await attempt(input.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe("known and unknown e-mails", () => {
  it("get the same answers, 429s and Retry-After included", async () => {
    const { input } = await register(t);
    const known = { email: input.email, address: newAddress() };
    const unknown = { email: unknownEmail(), address: newAddress() };
    const answers = async (password: string, sameAddress: boolean) => {
      const [a, b] = [
        await attempt(known.email, password, sameAddress ? { address: known.address } : {}),
        await attempt(unknown.email, password, sameAddress ? { address: unknown.address } : {}),
      ];
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(b.headers["retry-after"]).toBe(a.headers["retry-after"]);
      return a;
    };
    // From one address: 10 failures, then the limit.
    for (let i = 0; i < 10; i += 1) expect((await answers(WRONG, true)).statusCode).toBe(401);
    expectLimited(await answers(WRONG, true), 15 * 60);
    // From everywhere: past 20 failures, the delay.
    for (let i = 0; i < 10; i += 1) expect((await answers(WRONG, false)).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(expectLimited(await answers(WRONG, false)) * 1000);
      expect((await answers(WRONG, false)).statusCode).toBe(401);
    }
  });
});

describe("the device cookie", () => {
  it("is HttpOnly, SameSite=Lax, sent only to the login call, and Secure in production", async () => {
    const { input } = await register(t);
    const signedIn = await attempt(input.email, PASSWORD);
    const device = signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/login" });
    expect(device.secure).toBeUndefined();
    expect(device.maxAge).toBe(365 * 24 * 3600);

    const prod = await buildTestApp({ isProduction: true, publicUrl: "https://studentperks.example" });
    try {
      const account = await register(prod);
      const answer = await prod.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: account.input.email, password: PASSWORD },
      });
      expect(answer.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ secure: true });
    } finally {
      await prod.close();
    }
  });
});

/** A browser: one address, and the cookies the server set on it. */
function newBrowser() {
  const address = newAddress();
  const cookies = new Map<string, string>();
  const call = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: address,
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.cookies) {
      if (cookie.value && !(cookie.maxAge !== undefined && cookie.maxAge <= 0))
        cookies.set(cookie.name, cookie.value);
      else cookies.delete(cookie.name);
    }
    return response;
  };
  return {
    login: (email: string, password: string) => call("/api/auth/login", { email, password }),
    askCode: (email: string) => call("/api/auth/login/unlock-code", { email }),
    enterCode: (email: string, otp: string) => call("/api/auth/login/unlock", { email, otp }),
  };
}

/** The sign-in codes mailed to `email`, newest first. */
async function signInCodes(email: string): Promise<string[]> {
  return (await t.mail())
    .filter((m) => m.to === email)
    .flatMap((m) => /^(\d{6}) is your StudentPerks sign-in code$/.exec(m.subject)?.[1] ?? []);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("a new browser held back by strangers' failures", () => {
  it("signs in once the owner enters the code mailed to the account in it", async () => {
    const { input } = await register(t);
    await failFromStrangers(input.email, 20);
    const owner = newBrowser();
    expectAccountThrottled(await owner.login(input.email, PASSWORD));

    const asked = await owner.askCode(input.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message:
        "If an account exists for this email, we have sent a sign-in code to it. It expires in 10 minutes.",
      resendInSeconds: 60,
    });
    const unlockCookie = asked.cookies.find((c) => c.name === "sp_unlock")!;
    expect(unlockCookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth/login" });
    const [code] = await signInCodes(input.email);
    const entered = await owner.enterCode(input.email, code!);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toEqual({
      message: "Code accepted: this browser can sign in to the account now.",
    });

    expect((await owner.login(input.email, PASSWORD)).statusCode).toBe(200);
    // Only that browser: strangers are still held back.
    expectAccountThrottled(await newBrowser().login(input.email, PASSWORD));
  });

  it("binds the code to the browser that asked, so strangers can neither use it nor use up its tries", async () => {
    const { input } = await register(t);
    const owner = newBrowser();
    const stranger = newBrowser();
    await owner.askCode(input.email);
    const [ownersCode] = await signInCodes(input.email);
    await stranger.askCode(input.email);
    expect(await signInCodes(input.email)).toHaveLength(2);

    expect((await stranger.enterCode(input.email, ownersCode!)).json().code).toBe("INVALID_CODE");
    expect((await newBrowser().enterCode(input.email, ownersCode!)).json().code).toBe("INVALID_CODE");
    for (let i = 0; i < 4; i += 1) await stranger.enterCode(input.email, wrongCode(ownersCode!));
    expect((await stranger.enterCode(input.email, ownersCode!)).json().code).toBe("TOO_MANY_TRIES");

    for (let i = 0; i < 4; i += 1) {
      expect((await owner.enterCode(input.email, wrongCode(ownersCode!))).json().code).toBe("INVALID_CODE");
    }
    expect((await owner.enterCode(input.email, ownersCode!)).statusCode).toBe(200);
  });

  it("answers a double click with the code already sent, and refuses a code after 10 minutes", async () => {
    const { input } = await register(t);
    const owner = newBrowser();
    await owner.askCode(input.email);
    const again = await owner.askCode(input.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadySent: true });
    const [code] = await signInCodes(input.email);
    expect(await signInCodes(input.email)).toHaveLength(1);
    t.clock.advance(10 * 60_000 + 1);
    expect((await owner.enterCode(input.email, code!)).json().code).toBe("INVALID_CODE");
  });

  it("answers an e-mail without an account alike, and mails nothing", async () => {
    const { input } = await register(t);
    const known = await newBrowser().askCode(input.email);
    const email = unknownEmail();
    const unknown = await newBrowser().askCode(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await signInCodes(email)).toEqual([]);
    expect((await newBrowser().enterCode(email, "123456")).json().code).toBe("INVALID_CODE");
  });
});
