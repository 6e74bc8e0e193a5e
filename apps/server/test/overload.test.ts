// Overload: past what can be answered in time, requests are refused at once with a 503, Retry-After
// and a message, instead of queueing for seconds; the server recovers as soon as the work drains.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { passwordQueue } from "#server/modules/auth/passwords.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { login, PASSWORD, register } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";

// Only detects a hang: a refused request answers long before this.
const HANG_BOUND_MS = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Takes every slot of the password queue, and its waiting room, until it refuses; `release` frees them. */
function saturatePasswordQueue() {
  const releases: Array<() => void> = [];
  const tasks: Promise<unknown>[] = [];
  for (;;) {
    const before = passwordQueue.stats();
    const held = new Promise<void>((resolve) => releases.push(resolve));
    const task = passwordQueue.run(() => held).catch(() => undefined);
    const after = passwordQueue.stats();
    if (after.running + after.waiting === before.running + before.waiting) break;
    tasks.push(task);
  }
  return async () => {
    for (const release of releases) release();
    await Promise.all(tasks);
  };
}

const within = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer")), HANG_BOUND_MS)),
  ]);

describe("password hashing under overload", () => {
  it("refuses a login at once with 503 and Retry-After while the queue is full, and recovers after", async () => {
    const { input } = await register(t);
    const release = saturatePasswordQueue();
    try {
      // More refusals than the per-address limit allows failures: a refused login is not a guess.
      for (let i = 0; i < 12; i += 1) {
        const refused = await within(login(t, input.email, PASSWORD));
        expect(refused.statusCode).toBe(503);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
        expect(refused.json().message).toMatch(/^The server is busy\. Please try again in /);
        expect(refused.json().code).toBe("SERVER_BUSY");
      }
    } finally {
      await release();
    }
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a sign-up the same way, creating nothing, so the same e-mail signs up after", async () => {
    const release = saturatePasswordQueue();
    const email = `busy.${Date.now()}@example.ae`;
    let refused;
    try {
      refused = await within(register(t, { email }).catch((error: Error) => error));
    } finally {
      await release();
    }
    expect(String(refused)).toContain("register answered 503");
    await expect(register(t, { email })).resolves.toMatchObject({ input: { email } });
  });
});

/**
 * The reads answered from memory (the catalogue, a brand's page, the rankings, the site's settings)
 * and the health check, on an app with one live offer: what must keep answering while the server sheds.
 */
async function cachedReads(app: TestApp): Promise<string[]> {
  await insertOffers(app.database.db, { brandName: "Karak House" });
  const [offer] = (await app.app.inject({ method: "GET", url: "/api/offers" })).json() as PublicOffer[];
  return [
    "/api/offers",
    `/api/brands/${offer!.brandSlug}`,
    "/api/offers/rankings",
    "/api/site",
    "/api/health",
  ];
}

const statusesOf = (app: TestApp, urls: string[]) =>
  Promise.all(urls.map(async (url) => [url, (await app.app.inject({ method: "GET", url })).statusCode]));

/** Blocks the event loop, as a flood of work would, for `ms`. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/**
 * Keeps the event loop blocked in turns, as a flood of work would, until the server says it is under
 * pressure. One long block raced under-pressure's sample timer against Node's delay histogram: when the
 * sample ran first it read the quiet turns before the block, and on a loaded machine the pressure could
 * go unseen (it failed once so). Blocks turn after turn leave every sample a lagging mean.
 */
async function overloadUntilUnderPressure(app: TestApp): Promise<void> {
  const deadline = Date.now() + HANG_BOUND_MS;
  while (!app.app.isUnderPressure()) {
    if (Date.now() > deadline) throw new Error("never under pressure");
    blockEventLoop(300);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Resolves once `holds()` is true, checked again each turn of the event loop: under-pressure's state
 * changes on its own samples, which emit nothing to wait on, so no fixed sleep guesses when.
 */
async function until(holds: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + HANG_BOUND_MS;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`never ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A handler that counts who entered it and lets a test await the n-th: the signal that n requests are
 * in the works, instead of a sleep that hopes they got there.
 */
function entryCounter() {
  let count = 0;
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  return {
    enter() {
      count += 1;
      for (const waiter of waiting.filter((w) => w.n <= count)) waiter.resolve();
    },
    entered(n: number): Promise<void> {
      if (count >= n) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ n, resolve }));
    },
    reset() {
      count = 0;
    },
  };
}

describe("event loop overload", () => {
  let busy: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A built web app to serve: its files must load while the API sheds, or the page shows nothing.
    dist = mkdtempSync(join(tmpdir(), "studentperks-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>StudentPerks</title>");
    writeFileSync(join(dist, "assets/page-AbC123.js"), "export default 1;");
    busy = await buildTestApp({
      webDistDir: dist,
      shedding: { maxEventLoopDelayMs: 30, sampleIntervalMs: 200 },
    });
  });
  afterAll(async () => {
    await busy.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sheds expensive API calls with 503 and Retry-After while the loop lags, but not the cached reads, /api/health or the web app's files", async () => {
    const reads = await cachedReads(busy);
    await overloadUntilUnderPressure(busy);
    const [user, chunk, shell, readStatuses] = await Promise.all([
      // A session lookup: work on the database, like most calls.
      busy.app.inject({ method: "GET", url: "/api/auth/user" }),
      busy.app.inject({ method: "GET", url: "/assets/page-AbC123.js" }),
      busy.app.inject({ method: "GET", url: "/for-merchants", headers: { accept: "text/html" } }),
      statusesOf(busy, reads),
    ]);
    expect(user.statusCode).toBe(503);
    expect(user.headers["retry-after"]).toBeDefined();
    expect(user.json().message).toMatch(/^The server is busy/);
    expect(user.json().code).toBe("SERVER_BUSY");
    expect(readStatuses).toEqual(reads.map((url) => [url, 200]));
    expect(chunk.statusCode).toBe(200);
    expect(shell.statusCode).toBe(200);
  });

  it("serves again once the loop has caught up", async () => {
    await until(() => !busy.app.isUnderPressure(), "caught up");
    expect((await busy.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });
});

describe("requests in flight", () => {
  let busy: TestApp;
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  const handler = entryCounter();
  beforeAll(async () => {
    busy = await buildTestApp({
      shedding: { maxEventLoopDelayMs: 0, maxInFlight: 2 },
      // A request that stays in the works until the test lets it go; a new route, which says nothing
      // of its cost, so it counts as expensive.
      extend: (app) =>
        app.get("/api/test/hold", async () => {
          handler.enter();
          await held;
          return { done: true };
        }),
    });
  });
  afterAll(() => busy.close());

  it("refuses an expensive request past the cap at once, answers the cached reads and /api/health, and serves again when the others finish", async () => {
    const reads = await cachedReads(busy);
    const holding = [1, 2].map(() => busy.app.inject({ method: "GET", url: "/api/test/hold" }));
    // Both places taken: the two are inside the handler.
    await within(handler.entered(2));
    const [user, readStatuses] = await within(
      Promise.all([busy.app.inject({ method: "GET", url: "/api/auth/user" }), statusesOf(busy, reads)]),
    );
    expect(user.statusCode).toBe(503);
    expect(user.headers["retry-after"]).toBe("1");
    expect(readStatuses).toEqual(reads.map((url) => [url, 200]));
    release();
    expect((await Promise.all(holding)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await busy.app.inject({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("keeps answering every catalogue read through a flood of expensive calls, which are shed", async () => {
    held = new Promise<void>((resolve) => (release = resolve));
    handler.reset();
    const flood = Array.from({ length: 40 }, () => busy.app.inject({ method: "GET", url: "/api/test/hold" }));
    // The flood is in: two of it hold the places (the rest is refused at the cap).
    await within(handler.entered(2));
    const catalogue = await within(
      Promise.all(Array.from({ length: 40 }, () => busy.app.inject({ method: "GET", url: "/api/offers" }))),
    );
    release();
    const expensive = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(catalogue.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    // Two in the works, the other 38 shed.
    expect(expensive.filter((status) => status === 200)).toHaveLength(2);
    expect(expensive.filter((status) => status === 503)).toHaveLength(38);
  });
});

describe("refusals", () => {
  const PACE_MS = 300;
  let busy: TestApp;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => undefined;
  const holdEntered = new Promise<void>((resolve) => (entered = resolve));
  beforeAll(async () => {
    busy = await buildTestApp({
      shedding: { maxEventLoopDelayMs: 0, maxInFlight: 1, refusalPaceMs: PACE_MS },
      // The one place in the works, taken until the test lets it go.
      extend: (app) =>
        app.get("/api/test/hold", async () => {
          entered();
          await held;
          return { done: true };
        }),
    });
  });
  afterAll(() => busy.close());

  it("are refused before the session is looked up, and held for the pace before they are sent", async () => {
    const { cookie } = await register(busy);
    const holding = busy.app.inject({ method: "GET", url: "/api/test/hold" });
    await holdEntered;
    // The sessions table locked: a request that looked its session up first would wait for it.
    let locked: () => void = () => undefined;
    const tableLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = busy.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      locked();
      await held;
    });
    await tableLocked;
    try {
      const started = performance.now();
      const refused = await within(
        busy.app.inject({ method: "POST", url: "/api/offers/1/redeem", headers: { cookie } }),
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe("SERVER_BUSY");
      // A client that sends again at once is paced: a lower bound, which no slow machine breaks.
      expect(performance.now() - started).toBeGreaterThanOrEqual(PACE_MS - 1);
    } finally {
      release();
      await lock;
    }
    expect((await holding).statusCode).toBe(200);
  });
});

describe("a request that arrives while the app closes", () => {
  it("is refused at once with the API's 503 (SERVER_BUSY, Retry-After) and its connection closed", async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let slowEntered!: () => void;
    const inFlight = new Promise<void>((resolve) => (slowEntered = resolve));
    let closeStarted!: () => void;
    const closeBegun = new Promise<void>((resolve) => (closeStarted = resolve));
    const closing = await buildTestApp({
      extend: (app) => {
        app.get("/api/test/slow", async () => {
          slowEntered();
          await finished;
          return { ok: true };
        });
        // Registered after the app's own preClose hook (which starts the refusals), so it runs after it.
        app.addHook("preClose", (done) => {
          closeStarted();
          done();
        });
      },
    });
    await closing.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = closing.app.server.address() as AddressInfo;
    let secondArrived!: () => void;
    const second = new Promise<void>((resolve) => (secondArrived = resolve));
    closing.app.server.on("request", (request: { url?: string }) => {
      if (request.url === "/api/offers") secondArrived();
    });
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
    const ended = new Promise((resolve) => socket.on("close", resolve));
    // A request in flight keeps its connection open while the app closes; a second one then comes in on it.
    socket.write("GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await within(inFlight);
    const closed = closing.close();
    await within(closeBegun);
    socket.write("GET /api/offers HTTP/1.1\r\nHost: localhost\r\n\r\n");
    // The slow request is let go only once the server has taken in the second one: the server parses
    // a pipelined request as it arrives, and the refusal is queued behind the first answer.
    await within(second);
    finish();
    await within(ended);
    await closed;
    const [, refusal = ""] = received.split('{"ok":true}');
    expect(refusal).toMatch(/^HTTP\/1\.1 503 /);
    expect(refusal).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refusal).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(refusal.slice(refusal.indexOf("\r\n\r\n") + 4))).toEqual({
      message: "The server is busy. Please try again in a second.",
      code: "SERVER_BUSY",
    });
  });
});
