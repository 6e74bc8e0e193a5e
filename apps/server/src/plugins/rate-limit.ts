// Rate limits on anything guessable (logins, codes, sign-ups). Counters live in Redis when REDIS_URL
// is set, so every app process shares them; otherwise, or while Redis is unreachable, in this
// process's memory (redis-link.ts).
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { t, type ServerMessageId } from "../i18n/index.ts";
import { AppError } from "../lib/app-error.ts";
import type { Clock } from "../services/clock.ts";
import {
  fallbackAttemptCounters,
  memoryAttemptCounters,
  redisAttemptCounters,
  type AttemptCounters,
} from "./attempt-counters.ts";
import { fallbackStore } from "./rate-limit-store.ts";
import { connectRedis, type RedisLink } from "./redis-link.ts";

export interface Limit {
  /** Names the counter; keys of different limits never collide. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted (an IP, an e-mail); null skips this limit for the request. */
  key: (request: FastifyRequest) => string | null;
}

/** The request limits' counters, and the failure counters kept in the same place. */
export interface RateLimits {
  attemptCounters: AttemptCounters;
  /** Null without REDIS_URL: every counter is in this process's memory. */
  redis: RedisLink | null;
}

/** Registers the request limits; answers the failure counters and the Redis link behind both. */
export async function registerRateLimits(
  app: FastifyInstance,
  { redisUrl, clock }: { redisUrl?: string | undefined; clock: Clock },
): Promise<RateLimits> {
  const redis = redisUrl ? connectRedis(redisUrl, app.log) : null;
  if (redis) app.addHook("onClose", () => redis.close());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, "studentperks:rl:") } : {}),
  });
  const memory = memoryAttemptCounters(clock);
  const attemptCounters = redis
    ? fallbackAttemptCounters(redis, redisAttemptCounters(redis.redis, clock), memory)
    : memory;
  return { attemptCounters, redis };
}

/** A 429's wording and code: the general one, or a limit with a way around it of its own. */
interface RefusalKind {
  code: "RATE_LIMITED" | "ACCOUNT_THROTTLED";
  seconds: ServerMessageId;
  minutes: ServerMessageId;
}

const ANY_LIMIT: RefusalKind = {
  code: "RATE_LIMITED",
  seconds: "errors.rateLimitedSeconds",
  minutes: "errors.rateLimitedMinutes",
};

/** The 429 for any limit: when to try again, in the message and in Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number, kind: RefusalKind = ANY_LIMIT): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message =
    seconds < 60 ? t(kind.seconds, { seconds }) : t(kind.minutes, { minutes: Math.ceil(seconds / 60) });
  return new AppError(429, message, kind.code, { "retry-after": String(seconds) });
}

const limitHooks = new WeakSet<object>();

/** Whether a route hook is one of limitRequests' (the API description documents its 429). */
export function isRequestLimit(hook: unknown): boolean {
  return typeof hook === "function" && limitHooks.has(hook);
}

/** A preHandler that counts the request against every limit and answers 429 with Retry-After. */
export function limitRequests(app: FastifyInstance, limits: Limit[]): preHandlerAsyncHookHandler {
  const limit = createLimiter(app, limits);
  const hook: preHandlerAsyncHookHandler = async (request) => limit(request);
  limitHooks.add(hook);
  return hook;
}

/**
 * Counts the request against every limit; throws a 429 (with Retry-After) when one is exceeded.
 * For limits on one step of a handler, such as sending an e-mail, rather than on the whole call.
 */
export function createLimiter(
  app: FastifyInstance,
  limits: Limit[],
): (request: FastifyRequest) => Promise<void> {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request) => {
    for (const { limit, check } of checks) {
      if (limit.key(request) === null) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw tooManyAttempts(result.ttlInSeconds);
    }
  };
}

/**
 * A step allowed once per `limit.windowMs` (mailing a code), asked again inside the window: a double
 * click, a reload, a second tab. Rather than a 429, the caller learns the seconds left, so it can
 * answer "already sent" (the first request did the work). Answers null when the step may run now.
 */
export function createIntervalGate(
  app: FastifyInstance,
  limit: Omit<Limit, "max">,
): (request: FastifyRequest) => Promise<number | null> {
  const check = app.createRateLimit({
    max: 1,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
  });
  return async (request) => {
    if (limit.key(request) === null) return null;
    const result = await check(request);
    return result.isAllowed || !result.isExceeded ? null : Math.max(1, Math.ceil(result.ttlInSeconds));
  };
}

/** The client's address (behind a proxy only when TRUST_PROXY is set). */
export const byIp = (request: FastifyRequest) => request.ip;
