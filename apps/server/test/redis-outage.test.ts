// With REDIS_URL set, rate limits and login counters are shared through Redis by every app process.
// When Redis goes away (cut) or hangs (stalled connection), answers stay what they would be (2xx,
// 4xx, 429; never a 5xx) and prompt, each process counts in its own memory, health says Redis is
// degraded while the app stays ready, and the switch is logged once each way; when Redis is back,
// the counters are shared through it again. Redis sits behind a proxy the test controls; the Redis
// itself is shared with other runs, so every key here is fresh (random addresses, new e-mails).
import { randomInt } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newStudent, PASSWORD, register } from "./helpers/accounts.ts";
import { findRedis, startRedisProxy, type RedisProxy, type TestRedis } from "./helpers/redis-proxy.ts";

const redis = await findRedis();

/** A request that takes longer than this is hanging (the old code took up to 9.9 s, then a 500). */
const PROMPT_MS = 5_000;

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logged = (text: string) => lines.filter((line) => line.includes(text)).length;
let outagesBefore = 0;
let recoveriesBefore = 0;

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

async function prompt<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROMPT_MS} ms`)), PROMPT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function signUp(t: TestApp, remoteAddress: string) {
  const response = await prompt(
    t.app.inject({ method: "POST", url: "/api/auth/register", payload: newStudent(), remoteAddress }),
  );
  return response.statusCode;
}

async function health(t: TestApp) {
  const response = await prompt(t.app.inject({ method: "GET", url: "/api/health" }));
  return {
    code: response.statusCode,
    body: response.json() as { status: string; checks: Record<string, unknown> },
  };
}

/** Polls health until Redis is in `state` (reconnecting takes a moment). */
async function untilRedis(t: TestApp, state: "ok" | "degraded") {
  for (let i = 0; i < 100; i += 1) {
    const { body } = await health(t);
    if ((body.checks.redis as { status: string }).status === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Redis never became ${state}`);
}

// Skipped (and says so) only where no Redis answers and no redis-server can be started.
describe.skipIf(!redis)(`Redis outage${redis ? "" : " (no Redis, no redis-server)"}`, () => {
  let proxy: RedisProxy;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    proxy = await startRedisProxy((redis as TestRedis).target);
    a = await buildTestApp({ redisUrl: proxy.url, logger: { level: "warn", stream: logStream } });
    b = await buildTestApp({ redisUrl: proxy.url });
    await untilRedis(a, "ok");
    await untilRedis(b, "ok");
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
    await redis?.stop();
  });

  it("shares the counters between processes while Redis is up", async () => {
    expect((await health(a)).body.checks.redis).toEqual({ status: "ok", counters: "redis" });
    // Sign-ups: 10 an address per hour, counted across both processes.
    const from = randomAddress();
    for (let i = 0; i < 5; i += 1) expect(await signUp(a, from)).toBe(201);
    for (let i = 0; i < 5; i += 1) expect(await signUp(b, from)).toBe(201);
    expect(await signUp(a, from)).toBe(429);
    expect(await signUp(b, from)).toBe(429);
  });

  it("with Redis cut: normal answers, promptly; limits still apply per process; degraded but ready", async () => {
    // A loaded machine may time out the first connection at start; count from here.
    outagesBefore = logged("Redis unreachable");
    recoveriesBefore = logged("Redis is back");
    proxy.cut();
    await untilRedis(a, "degraded");
    const { code, body } = await health(a);
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: "degraded", ready: true, database: "ok" });
    expect(body.checks.redis).toEqual({ status: "degraded", counters: "memory" });
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");

    // The sign-up limit, in this process's memory.
    const from = randomAddress();
    for (let i = 0; i < 10; i += 1) expect(await signUp(a, from)).toBe(201);
    expect(await signUp(a, from)).toBe(429);

    // The failed-login counter (10 failures an account from one address), in memory too.
    const { input } = await register(b);
    const loginFrom = randomAddress();
    const login = (password: string) =>
      prompt(
        b.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: input.email, password },
          remoteAddress: loginFrom,
        }),
      );
    for (let i = 0; i < 10; i += 1) expect((await login("Wrong-Password-1")).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(429);

    expect(logged("Redis unreachable")).toBe(outagesBefore + 1);
  });

  it("with Redis back: the counters are shared through it again, and that is logged once", async () => {
    proxy.restore();
    await untilRedis(a, "ok");
    await untilRedis(b, "ok");
    expect((await health(a)).code).toBe(200);
    const from = randomAddress();
    for (let i = 0; i < 5; i += 1) expect(await signUp(a, from)).toBe(201);
    for (let i = 0; i < 5; i += 1) expect(await signUp(b, from)).toBe(201);
    expect(await signUp(b, from)).toBe(429);
    expect(logged("Redis unreachable")).toBe(outagesBefore + 1);
    expect(logged("Redis is back")).toBe(recoveriesBefore + 1);
  });

  it("with Redis hanging (connection open, no answers): answers stay prompt and limited", async () => {
    proxy.stall();
    const from = randomAddress();
    for (let i = 0; i < 10; i += 1) expect(await signUp(a, from)).toBe(201);
    expect(await signUp(a, from)).toBe(429);
    expect((await health(a)).body).toMatchObject({ status: "degraded", ready: true });
    proxy.restore();
    await untilRedis(a, "ok");
  });
});
