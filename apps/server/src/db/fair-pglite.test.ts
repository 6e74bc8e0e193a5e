import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareTurns } from "./fair-pglite.ts";

const plain = new PGlite();
// A fixed budget of 5 ms, so that each 10 ms query below uses up a turn's budget on its own.
const fair = shareTurns(new PGlite(), { min: 5, max: 5 });
// Starting two embedded databases (compiling PostgreSQL's WebAssembly) took over 5 s on a busy CI
// machine: a hook with room for that, so the test's own limit covers only the queries.
beforeAll(async () => {
  await plain.query("select 1");
  await fair.query("select 1");
}, 60_000);
afterAll(async () => {
  await plain.close();
  await fair.close();
});

/** For `n` queued queries: the order they finished in, and the turn of the event loop each finished in. */
async function queuedQueries(client: PGlite, n: number) {
  let turn = 0;
  let counting = true;
  const tick = () => {
    turn += 1;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  const order: number[] = [];
  const turns = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      client.query("select pg_sleep(0.01)").then(() => {
        order.push(i);
        return turn;
      }),
    ),
  );
  counting = false;
  return { order, turns: new Set(turns).size };
}

describe("shareTurns", () => {
  it("runs queued queries in order, and no more of them in one turn than the budget allows", async () => {
    // Without it, every queued query runs in the turn the first one started.
    expect((await queuedQueries(plain, 10)).turns).toBe(1);
    expect(await queuedQueries(fair, 10)).toEqual({ order: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], turns: 10 });
  });

  it("keeps answers and transactions as they were", async () => {
    expect((await fair.query<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
    await fair.exec("create table t (n int)");
    await fair.transaction(async (tx) => {
      await tx.query("insert into t values (1)");
    });
    await expect(
      fair.transaction(async (tx) => {
        await tx.query("insert into t values (2)");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await fair.query<{ n: number }>("select n from t")).rows).toEqual([{ n: 1 }]);
  });
});
