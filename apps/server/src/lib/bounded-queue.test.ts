import { describe, expect, it } from "vitest";
import { createBoundedQueue, QueueFullError } from "./bounded-queue.ts";

/** A task that runs until the test ends it. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    open = () => resolve("done");
    fail = reject;
  });
  let started = false;
  return {
    task: () => {
      started = true;
      return done;
    },
    hasStarted: () => started,
    open,
    fail,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("bounded queue", () => {
  it("runs at most `concurrency` tasks at once, the rest in order as slots free", async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaitMs: 10_000, initialTaskMs: 10 });
    const gates = [gate(), gate(), gate(), gate()];
    const results = gates.map((g) => queue.run(g.task));
    await settle();
    expect(gates.map((g) => g.hasStarted())).toEqual([true, true, false, false]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 2 });

    gates[1]!.open();
    await settle();
    expect(gates.map((g) => g.hasStarted())).toEqual([true, true, true, false]);
    for (const g of gates) g.open();
    await expect(Promise.all(results)).resolves.toEqual(["done", "done", "done", "done"]);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses at once, with a retry time, a task that would wait longer than maxWaitMs", async () => {
    // One slot, 100 ms per task, 250 ms of waiting allowed: one running and two waiting fit.
    const queue = createBoundedQueue({ concurrency: 1, maxWaitMs: 250, initialTaskMs: 100 });
    const gates = [gate(), gate(), gate()];
    const accepted = gates.map((g) => queue.run(g.task));
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterMs).toBe(300);
    for (const g of gates) g.open();
    await Promise.all(accepted);
    await expect(queue.run(async () => "again")).resolves.toBe("again");
  });

  it("frees the slot of a task that fails, and passes the failure on", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaitMs: 10_000, initialTaskMs: 10 });
    const failing = gate();
    const next = gate();
    const first = queue.run(failing.task);
    const second = queue.run(next.task);
    failing.fail(new Error("hash failed"));
    await expect(first).rejects.toThrow("hash failed");
    await settle();
    expect(next.hasStarted()).toBe(true);
    next.open();
    await expect(second).resolves.toBe("done");
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses, when its turn comes, a task that has already waited past maxWaitMs", async () => {
    let now = 0;
    const queue = createBoundedQueue({ concurrency: 1, maxWaitMs: 500, initialTaskMs: 10, now: () => now });
    const slow = gate();
    const running = queue.run(slow.task);
    const late = queue.run(async () => "late").catch((error: unknown) => error);
    now += 2_000;
    slow.open();
    await running;
    expect(await late).toBeInstanceOf(QueueFullError);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });

  it("estimates the wait from how long recent tasks took", async () => {
    let now = 0;
    const queue = createBoundedQueue({ concurrency: 1, maxWaitMs: 500, initialTaskMs: 10, now: () => now });
    // Tasks that take 1 s each: the average moves up until one waiting task is already too long.
    for (let i = 0; i < 20; i += 1) {
      await queue.run(async () => {
        now += 1_000;
      });
    }
    expect(queue.stats().taskMs).toBeGreaterThan(900);
    const running = gate();
    const accepted = queue.run(running.task);
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(QueueFullError);
    running.open();
    await accepted;
  });
});
