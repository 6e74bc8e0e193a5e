// A store for @fastify/rate-limit that counts in Redis while it is up and in this process's memory
// while it is not. Both halves are the plugin's own stores (same counting, same expiry), so the
// only thing added here is the choice between them.
import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { RedisLink } from "./redis-link.ts";

type Count = { current: number; ttl: number };
type Incr = FastifyRateLimitStore["incr"];
type Child = FastifyRateLimitStore["child"];

// The plugin's stores are not exported by name; they are plain files in the package.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;

function countIn(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number) {
  return new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, max),
  );
}

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    this.link
      .either(
        () => countIn(this.shared, key, timeWindow, max),
        () => countIn(this.local, key, timeWindow, max),
      )
      .then((count) => callback(null, count), callback);
  };

  child: Child = (routeOptions) =>
    new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
}

/** The store class the plugin instantiates: Redis (under `nameSpace`) while up, memory otherwise. */
export function fallbackStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(link, new RedisStore(false, false, link.redis, nameSpace), new LocalStore(false, false));
    }
  };
}
