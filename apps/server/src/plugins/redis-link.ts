// The Redis connection behind the shared counters (rate limits, failed logins), and whether it is
// usable right now. It fails fast: short connect and command timeouts, no queue of commands waiting
// for a connection. So an outage costs a request a few milliseconds (or one command timeout when
// Redis stalls), not seconds, and the counters meanwhile use this process's memory. The switch is
// logged once each way; ioredis keeps reconnecting, and the counters use Redis again once it answers.
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { HealthCheckResult } from "@studentperks/contracts/errors";

/** The longest a Redis command may take before the counters use memory instead. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** After a command failed on a connection that still looks open, memory is used this long. */
const RETRY_AFTER_FAILURE_MS = 2_000;

export interface RedisLink {
  readonly redis: Redis;
  /** Whether the counters are in Redis now (false: in this process's memory). */
  isUp(): boolean;
  /** Runs `shared` in Redis while it is up; otherwise, or if it fails, `local`. */
  either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T>;
  /** One PING round trip (within the command timeout); answers whether Redis is up. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): RedisLink {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect soon, then every 2 s at most, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  let retryAt = 0;
  let closing = false;

  const markDown = (error?: unknown) => {
    if (down || closing) return;
    down = true;
    log.error(
      { err: error },
      "Redis unreachable: rate limits and login counters now use this process's memory (each process counts alone) until it is back",
    );
  };
  const markUp = () => {
    retryAt = 0;
    if (!down) return;
    down = false;
    log.warn("Redis is back: rate limits and login counters are shared through it again");
  };
  redis.on("ready", markUp);
  // Without a listener ioredis prints every failed reconnection to the console.
  redis.on("error", markDown);
  redis.on("close", () => markDown());

  const isUp = () => redis.status === "ready" && Date.now() >= retryAt;

  return {
    redis,
    isUp,
    async either(shared, local) {
      if (!isUp()) return local();
      try {
        const result = await shared();
        markUp();
        return result;
      } catch (error) {
        retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        markDown(error);
        return local();
      }
    },
    async ping() {
      try {
        await redis.ping();
        markUp();
        return true;
      } catch (error) {
        markDown(error);
        return false;
      }
    },
    async close() {
      closing = true;
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** For health: ok while Redis answers; degraded (still serving, counters in memory) while not. */
export async function redisHealth(link: RedisLink): Promise<HealthCheckResult> {
  return (await link.ping())
    ? { status: "ok", counters: "redis" }
    : { status: "degraded", counters: "memory" };
}
