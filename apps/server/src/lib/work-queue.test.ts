import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueBusyError, type WorkQueueOptions } from "./work-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A job that runs until the test ends it. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

const queueOf = (options: Partial<WorkQueueOptions> = {}) =>
  createWorkQueue({ concurrency: 1, maxWaitMs: 60_000, giveUpMs: 60_000, initialMsPerUnit: 1, ...options });

describe("work queue", () => {
  it("never runs more jobs at once than its concurrency, and runs them all", async () => {
    const queue = queueOf({ concurrency: 2 });
    let active = 0;
    let most = 0;
    const done: number[] = [];
    const jobs = Array.from({ length: 20 }, (_, i) =>
      queue.run(1, async () => {
        active += 1;
        most = Math.max(most, active);
        await tick();
        active -= 1;
        done.push(i);
        return i;
      }),
    );
    // Newcomers arriving while jobs finish must not slip past the limit either.
    const late = (async () => {
      await tick();
      return Promise.all(
        Array.from({ length: 5 }, () =>
          queue.run(1, async () => ((most = Math.max(most, ++active)), await tick(), active--)),
        ),
      );
    })();
    expect(await Promise.all(jobs)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await late;
    expect(most).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
    expect(queue.expectedWaitMs()).toBe(0);
  });

  it("frees the slot of a job that fails", async () => {
    const queue = queueOf();
    const failing = queue.run(1, async () => {
      await tick();
      throw new Error("broken image");
    });
    const next = queue.run(1, async () => "ran");
    await expect(failing).rejects.toThrow("broken image");
    expect(await next).toBe("ran");
    expect(await queue.run(1, async () => "and again")).toBe("and again");
    expect(queue.running).toBe(0);
  });

  it("bounds the waiting by the work ahead, not by how many jobs wait", async () => {
    // One slot, 1 ms a unit, 100 ms of expected waiting allowed.
    const queue = queueOf({ maxWaitMs: 100 });
    const first = held();
    const jobs = [queue.run(10, first.task)];
    // Nine small jobs behind it: the last one expects 10 (running) + 80 (waiting) = 90 ms.
    for (let i = 0; i < 9; i += 1) jobs.push(queue.run(10, async () => undefined));
    expect(queue.expectedWaitMs()).toBe(100);
    // At the bound is still in; one unit more is not, and is told when there will be room.
    jobs.push(queue.run(1, async () => undefined));
    const refused = await queue.run(1, async () => "never").catch((error: unknown) => error);
    expect(refused).toEqual(new QueueBusyError("full", 1));
    expect((refused as QueueBusyError).retryAfterMs).toBe(1);
    first.finish();
    await Promise.all(jobs);
  });

  it("counts one large job waiting as the many small ones it equals", async () => {
    const queue = queueOf({ maxWaitMs: 100 });
    const first = held();
    const jobs = [queue.run(10, first.task), queue.run(95, async () => undefined)];
    await expect(queue.run(1, async () => "never")).rejects.toBeInstanceOf(QueueBusyError);
    first.finish();
    await Promise.all(jobs);
  });

  it("runs a job at once when a slot is free, whatever it costs", async () => {
    const queue = queueOf({ maxWaitMs: 10 });
    expect(await queue.run(1_000_000, async () => "ran")).toBe("ran");
  });

  it("learns how long a unit takes from the jobs that finish, and admits less work when they are slow", async () => {
    let time = 0;
    const queue = queueOf({ maxWaitMs: 100, now: () => time });
    // Cost 10, but it takes 100 ms here: 10 ms a unit, where 1 was assumed.
    await queue.run(10, async () => {
      time += 100;
    });
    expect(queue.msPerUnit).toBeCloseTo(1 + 0.2 * (10 - 1));
    for (let i = 0; i < 20; i += 1) await queue.run(10, async () => void (time += 100));
    expect(queue.msPerUnit).toBeGreaterThan(9.9);

    // Now a job of 10 units running leaves room for no other of 10 units (100 + 100 > 100).
    const running = held();
    const first = queue.run(10, running.task);
    const second = queue.run(1, async () => undefined);
    await expect(queue.run(10, async () => "never")).rejects.toBeInstanceOf(QueueBusyError);
    running.finish();
    await Promise.all([first, second]);
  });

  it("does not learn from a job that failed: it did not do the work it was to cost", async () => {
    let time = 0;
    const queue = queueOf({ now: () => time });
    await queue.run(1_000, async () => void (time += 1_000));
    const before = queue.msPerUnit;
    await expect(
      queue.run(1_000, async () => {
        time += 1;
        throw new Error("unreadable");
      }),
    ).rejects.toThrow("unreadable");
    expect(queue.msPerUnit).toBe(before);
  });

  it("refuses a job that waited too long in fact, and does not run it later", async () => {
    const queue = queueOf({ giveUpMs: 20 });
    const first = held();
    const busy = queue.run(1, first.task);
    let ran = false;
    const late = queue.run(1, async () => (ran = true));
    await expect(late).rejects.toMatchObject({ reason: "waited-too-long" });
    expect(queue.waiting).toBe(0);
    // Its cost left with it: only the running job is ahead of a newcomer.
    expect(queue.expectedWaitMs()).toBe(1);
    first.finish();
    await busy;
    await tick();
    expect(ran).toBe(false);
    expect(queue.running).toBe(0);
  });

  it("refuses a cost that is not a number of units", async () => {
    const queue = queueOf();
    for (const cost of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(queue.run(cost, async () => undefined)).rejects.toThrow(/cost/);
    }
    expect(queue.running).toBe(0);
  });
});
