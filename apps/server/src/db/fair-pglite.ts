// PGlite runs each query synchronously on this thread, and queued queries resolve one another as
// promises: without a limit, dozens run back to back in one turn of the event loop, which meanwhile
// reads no socket. And libuv accepts one connection per turn (since libuv 1.45), so under load long
// turns held new connections in the kernel's queue for seconds (bench/load.ts, docs/operating.md "Overload").
// So the database gets a budget of time per turn: queries run one at a time, and once they have
// used the budget the rest wait for the next turn, after the loop has polled the network again.
import type { PGlite } from "@electric-sql/pglite";

/**
 * Database time per turn of the event loop: as long as the rest of the turn took (so under a flood
 * of requests the database still gets half the thread), at least MIN and at most MAX.
 */
export const TURN_BUDGET_MS = { min: 5, max: 20 };

/** How busy a shared client is, for the metrics: one connection, in use or not, and the work queued. */
interface TurnUsage {
  busy: boolean;
  waiting: number;
}

const usageOf = new WeakMap<PGlite, () => TurnUsage>();

/** The usage of a client `shareTurns` wrapped; null for any other. */
export function turnUsage(client: PGlite): TurnUsage | null {
  return usageOf.get(client)?.() ?? null;
}

/** Makes `client`'s queries, scripts and transactions share the event loop (see above). */
export function shareTurns(client: PGlite, limits = TURN_BUDGET_MS): PGlite {
  const waiting: Array<() => void> = [];
  let busy = false;
  let usedMs = 0;
  let budgetMs = limits.min;
  let renewedAt = performance.now();
  let resetScheduled = false;
  // PGlite queries itself while it starts (its array types); those must not wait behind a caller's
  // query that is itself waiting for the start to finish.
  let started = false;
  void client.waitReady.then(
    () => (started = true),
    () => undefined, // a failed start is reported by whoever awaits it
  );

  const startNext = () => {
    const next = waiting.shift();
    busy = next !== undefined;
    next?.();
  };
  // The budget renews in the check phase; queued work resumes one turn later, so the poll phase
  // (sockets, accepts) always comes between two budgets.
  const renew = () => {
    const now = performance.now();
    budgetMs = Math.min(limits.max, Math.max(limits.min, now - renewedAt - usedMs));
    renewedAt = now;
    usedMs = 0;
    resetScheduled = false;
    if (!busy && waiting.length > 0) setImmediate(() => !busy && startNext());
  };
  const charge = (ms: number) => {
    usedMs += ms;
    if (!resetScheduled) {
      resetScheduled = true;
      setImmediate(renew);
    }
  };
  const acquire = (): Promise<void> | undefined => {
    if (!busy && usedMs < budgetMs && waiting.length === 0) {
      busy = true;
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (startedAt: number) => {
    busy = false;
    charge(performance.now() - startedAt);
    if (usedMs < budgetMs) startNext();
  };

  usageOf.set(client, () => ({ busy, waiting: waiting.length }));
  for (const method of ["query", "exec", "transaction"] as const) {
    const run = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.defineProperty(client, method, {
      configurable: true,
      value: async (...args: unknown[]) => {
        if (!started) return run(...args);
        await acquire();
        const startedAt = performance.now();
        try {
          return await run(...args);
        } finally {
          release(startedAt);
        }
      },
    });
  }
  return client;
}
