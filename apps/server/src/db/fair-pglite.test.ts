import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yieldBetweenQueries } from "./fair-pglite.ts";

const plain = new PGlite();
const fair = yieldBetweenQueries(new PGlite());
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

/** How many of `n` queued queries had finished when the event loop next got to run a callback. */
async function finishedBeforeTheLoopTurns(client: PGlite, n: number): Promise<number> {
  let finished = 0;
  const turned = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  await Promise.all(
    Array.from({ length: n }, () => client.query("select pg_sleep(0.002)").then(() => (finished += 1))),
  );
  return turned;
}

describe("yieldBetweenQueries", () => {
  it("lets the event loop turn between queued queries", async () => {
    // Without it, every queued query runs before the loop turns.
    expect(await finishedBeforeTheLoopTurns(plain, 20)).toBe(20);
    expect(await finishedBeforeTheLoopTurns(fair, 20)).toBeLessThan(20);
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
