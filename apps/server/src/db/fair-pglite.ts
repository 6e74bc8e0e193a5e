// PGlite runs each query synchronously on this thread, and the queries that requests queue on it
// resolve one another as promises: dozens of them can run back to back in one turn of the event
// loop, which meanwhile reads no socket and accepts no connection (libuv accepts one connection per
// turn). Under load that held new connections in the kernel's queue for seconds (bench/load.ts).
// Starting every query on a fresh turn lets network I/O in between, at the cost of one setImmediate.
import type { PGlite } from "@electric-sql/pglite";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes `client`'s queries, scripts and transactions each start on a new turn of the event loop. */
export function yieldBetweenQueries(client: PGlite): PGlite {
  for (const method of ["query", "exec", "transaction"] as const) {
    const run = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.defineProperty(client, method, {
      configurable: true,
      value: async (...args: unknown[]) => {
        await nextTurn();
        return run(...args);
      },
    });
  }
  return client;
}
