// Rate limits on anything guessable (logins, codes, sign-ups). Counters live in Redis when REDIS_URL
// is set, so every app process shares them; otherwise in this process's memory.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "../lib/app-error.ts";

export interface Limit {
  /** Names the counter; keys of different limits never collide. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted (an IP, an e-mail); null skips this limit for the request. */
  key: (request: FastifyRequest) => string | null;
}

export async function registerRateLimits(
  app: FastifyInstance,
  { redisUrl }: { redisUrl?: string | undefined },
) {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000 })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "studentperks:rl:" } : {}),
  });
}

function retryText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** A preHandler that counts the request against every limit and answers 429 with Retry-After. */
export function limitRequests(app: FastifyInstance, limits: Limit[]): preHandlerAsyncHookHandler {
  const limit = createLimiter(app, limits);
  return async (request) => limit(request);
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
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new AppError(
        429,
        `Too many attempts. Please try again in ${retryText(seconds)}.`,
        "RATE_LIMITED",
        { "retry-after": String(seconds) },
      );
    }
  };
}

/** The client's address (behind a proxy only when TRUST_PROXY is set). */
export const byIp = (request: FastifyRequest) => request.ip;
