// Guessable calls answer 429 with Retry-After once a client or an account has tried too often.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress, newStudent, PASSWORD, register } from "./helpers/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

function expectLimited(response: Answer, saying = /^Too many attempts\. Please try again in /) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect((response.json() as { message: string }).message).toMatch(saying);
}

describe("rate limits", () => {
  it("login: 10 failures an account from one address per 15 minutes (more in auth-login-limits)", async () => {
    const { input } = await register(t);
    const remoteAddress = newAddress();
    const attempt = (password: string, from = remoteAddress) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: input.email, password },
        remoteAddress: from,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt("Wrong-Password-1")).statusCode).toBe(401);
    // Even the right password waits there: the limit protects the account from guessing. The browser
    // is told of the way through: a code mailed to the account (auth-login-limits.test.ts).
    const refused = await attempt(PASSWORD);
    expectLimited(
      refused,
      /^Too many failed sign-ins to this account\. Please try again in 15 minutes, or get a code/,
    );
    expect((refused.json() as { code: string }).code).toBe("ACCOUNT_THROTTLED");
    // The owner's own address is not theirs to block.
    expect((await attempt(PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it("login: 30 tries an address per 15 minutes, across accounts", async () => {
    const remoteAddress = newAddress();
    const attempt = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `guess${i}@example.ae`, password: "Wrong-Password-1" },
        remoteAddress,
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expectLimited(await attempt(30));
  });

  it("register: 10 accounts an address per hour", async () => {
    const remoteAddress = newAddress();
    const attempt = () =>
      t.app.inject({ method: "POST", url: "/api/auth/register", payload: newStudent(), remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(201);
    expectLimited(await attempt());
  });

  it("reset codes: 10 checks an e-mail per 15 minutes", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/verify-reset-otp",
        payload: { email: "target@example.ae", otp: "123456" },
        remoteAddress: newAddress(),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    expectLimited(await attempt());
  });
});
