// Counters of failed attempts (wrong passwords) on the app's Clock, so tests can move time. Like the
// rate limits they live in Redis when REDIS_URL is set, so every app process shares them; otherwise,
// or while Redis is unreachable, in this process's memory. An attempt is counted before its outcome
// is known ("reserved") and handed back if it succeeds, so concurrent attempts cannot all slip past
// a limit.
import type { Redis } from "ioredis";
import type { Clock } from "../services/clock.ts";
import type { RedisLink } from "./redis-link.ts";

export interface CounterRule {
  windowMs: number;
  /** Attempts allowed in one window; no ceiling when left out. */
  max?: number;
  /** From this many attempts on, each one makes the next wait 2^(count - delayAfter) seconds. */
  delayAfter?: number;
  maxDelayMs?: number;
}

export type Reservation = { allowed: true; windowStart: number } | { allowed: false; retryAt: number };

export interface AttemptCounters {
  /** Counts one attempt unless the rule refuses it now; a refused attempt is not counted. */
  reserve(key: string, rule: CounterRule): Promise<Reservation>;
  /** Hands back a reserved attempt (it succeeded), if its window is still the current one. */
  release(key: string, windowStart: number): Promise<void>;
}

interface Entry {
  count: number;
  windowStart: number;
  /** The earliest time the next attempt may be made (0: no delay). */
  next: number;
  expiresAt: number;
}

function delayMs(count: number, rule: CounterRule): number {
  if (rule.delayAfter === undefined || count < rule.delayAfter) return 0;
  return Math.min(2 ** (count - rule.delayAfter) * 1000, rule.maxDelayMs ?? 60_000);
}

export function memoryAttemptCounters(clock: Clock): AttemptCounters {
  const entries = new Map<string, Entry>();
  let reservations = 0;
  // Strangers can make up any number of keys (e-mails): forget the expired ones now and then.
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return {
    async reserve(key, rule) {
      const now = clock.now().getTime();
      if (++reservations % 1000 === 0) sweep(now);
      let entry = entries.get(key);
      if (!entry || now - entry.windowStart >= rule.windowMs) {
        entry = { count: 0, windowStart: now, next: 0, expiresAt: now + rule.windowMs };
      }
      if (entry.count >= (rule.max ?? Infinity))
        return { allowed: false, retryAt: entry.windowStart + rule.windowMs };
      if (now < entry.next) return { allowed: false, retryAt: entry.next };
      entry.count += 1;
      entry.next = now + delayMs(entry.count, rule);
      entry.expiresAt = Math.max(entry.windowStart + rule.windowMs, entry.next);
      entries.set(key, entry);
      return { allowed: true, windowStart: entry.windowStart };
    },
    async release(key, windowStart) {
      const entry = entries.get(key);
      if (entry && entry.windowStart === windowStart && entry.count > 0) entry.count -= 1;
    },
  };
}

// The same steps as the memory counters, run atomically inside Redis. Times come from the app's
// clock (ARGV); Redis's own expiry only clears keys whose window has passed.
const RESERVE = `
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local delayAfter, maxDelay = tonumber(ARGV[4]), tonumber(ARGV[5])
local h = redis.call('HMGET', KEYS[1], 'count', 'start', 'next')
local count, start, nxt = tonumber(h[1]) or 0, tonumber(h[2]) or now, tonumber(h[3]) or 0
if now - start >= window then count, start, nxt = 0, now, 0 end
if max >= 0 and count >= max then return {0, start + window} end
if now < nxt then return {0, nxt} end
count = count + 1
nxt = now
if delayAfter > 0 and count >= delayAfter then
  nxt = now + math.min(2 ^ (count - delayAfter) * 1000, maxDelay)
end
redis.call('HSET', KEYS[1], 'count', count, 'start', start, 'next', nxt)
redis.call('PEXPIRE', KEYS[1], math.max(start + window, nxt) - now + 1000)
return {1, start}
`;

const RELEASE = `
local h = redis.call('HMGET', KEYS[1], 'count', 'start')
if tonumber(h[2]) == tonumber(ARGV[1]) and (tonumber(h[1]) or 0) > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;

export function redisAttemptCounters(
  redis: Redis,
  clock: Clock,
  prefix = "studentperks:ac:",
): AttemptCounters {
  return {
    async reserve(key, rule) {
      const [allowed, time] = (await redis.eval(
        RESERVE,
        1,
        prefix + key,
        clock.now().getTime(),
        rule.windowMs,
        rule.max ?? -1,
        rule.delayAfter ?? 0,
        rule.maxDelayMs ?? 60_000,
      )) as [number, number];
      return allowed === 1 ? { allowed: true, windowStart: time } : { allowed: false, retryAt: time };
    },
    async release(key, windowStart) {
      await redis.eval(RELEASE, 1, prefix + key, String(windowStart));
    },
  };
}

/** Counters in Redis while it is up, in `memory` while it is not (each process then counts alone). */
export function fallbackAttemptCounters(
  link: RedisLink,
  shared: AttemptCounters,
  memory: AttemptCounters,
): AttemptCounters {
  return {
    reserve: (key, rule) =>
      link.either(
        () => shared.reserve(key, rule),
        () => memory.reserve(key, rule),
      ),
    release: (key, windowStart) =>
      link.either(
        () => shared.release(key, windowStart),
        () => memory.release(key, windowStart),
      ),
  };
}
