// The two back ends of the failure counters follow the same rules on the app's clock: memory, and
// Redis (a private redis-server on a Unix socket, when one is installed).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../services/clock.ts";
import { memoryAttemptCounters, redisAttemptCounters, type AttemptCounters } from "./attempt-counters.ts";

const START = Date.parse("2026-03-01T12:00:00Z");
let at = START;
const clock: Clock = { now: () => new Date(at) };
const MINUTE = 60_000;

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
let folder: string;
let server: ChildProcess | undefined;
let redis: Redis | undefined;

beforeAll(async () => {
  if (!hasRedis) return;
  folder = mkdtempSync(join(tmpdir(), "studentperks-redis-"));
  const socket = join(folder, "redis.sock");
  server = spawn(
    "redis-server",
    ["--port", "0", "--unixsocket", socket, "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100 && !existsSync(socket); i += 1) await sleep(50);
  redis = new Redis({ path: socket });
});

afterAll(async () => {
  await redis?.quit();
  server?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

let n = 0;
const freshKey = () => `test:${(n += 1)}`;

const backEnds: [string, () => AttemptCounters][] = [
  ["memory", () => memoryAttemptCounters(clock)],
  ["redis", () => redisAttemptCounters(redis!, clock)],
];

describe.each(backEnds)("%s counters", (name, make) => {
  it.skipIf(name === "redis" && !hasRedis)("refuse past the maximum until the window ends", async () => {
    const counters = make();
    const key = freshKey();
    const rule = { windowMs: 15 * MINUTE, max: 3 };
    at = START;
    for (let i = 0; i < 3; i += 1) expect((await counters.reserve(key, rule)).allowed).toBe(true);
    at = START + MINUTE;
    expect(await counters.reserve(key, rule)).toEqual({ allowed: false, retryAt: START + 15 * MINUTE });
    at = START + 15 * MINUTE;
    expect(await counters.reserve(key, rule)).toEqual({ allowed: true, windowStart: START + 15 * MINUTE });
  });

  it.skipIf(name === "redis" && !hasRedis)(
    "hand back a released attempt in the same window only",
    async () => {
      const counters = make();
      const key = freshKey();
      const rule = { windowMs: MINUTE, max: 1 };
      at = START;
      const first = await counters.reserve(key, rule);
      expect(first.allowed).toBe(true);
      await counters.release(key, START);
      const second = await counters.reserve(key, rule);
      expect(second.allowed).toBe(true);
      // A release from an older window does not free the current one.
      at = START + MINUTE;
      expect((await counters.reserve(key, rule)).allowed).toBe(true);
      await counters.release(key, START);
      expect((await counters.reserve(key, rule)).allowed).toBe(false);
    },
  );

  it.skipIf(name === "redis" && !hasRedis)("delay the next attempt 1, 2, 4 ... seconds, capped", async () => {
    const counters = make();
    const key = freshKey();
    const rule = { windowMs: 15 * MINUTE, delayAfter: 2, maxDelayMs: 5_000 };
    at = START;
    expect((await counters.reserve(key, rule)).allowed).toBe(true);
    for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
      expect((await counters.reserve(key, rule)).allowed).toBe(true);
      expect(await counters.reserve(key, rule)).toEqual({ allowed: false, retryAt: at + wait });
      at += wait;
    }
  });
});
