import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueBusyError } from "./work-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("work queue", () => {
  it("never runs more tasks at once than its concurrency, and runs them all", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 100, maxWaitMs: 60_000 });
    let active = 0;
    let most = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) =>
      queue.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await tick();
        active -= 1;
        done.push(i);
        return i;
      }),
    );
    // Newcomers arriving while tasks finish must not slip past the limit either.
    const late = (async () => {
      await tick();
      return Promise.all(
        Array.from({ length: 5 }, () =>
          queue.run(async () => ((most = Math.max(most, ++active)), await tick(), active--)),
        ),
      );
    })();
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await late;
    expect(most).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it("frees the slot of a task that fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 60_000 });
    const failing = queue.run(async () => {
      await tick();
      throw new Error("broken image");
    });
    const next = queue.run(async () => "ran");
    await expect(failing).rejects.toThrow("broken image");
    expect(await next).toBe("ran");
    expect(await queue.run(async () => "and again")).toBe("and again");
    expect(queue.running).toBe(0);
  });

  it("refuses at once when the waiting line is full", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    let finish!: () => void;
    const busy = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = queue.run(async () => "waited");
    await expect(queue.run(async () => "never")).rejects.toEqual(new QueueBusyError("full"));
    finish();
    await busy;
    expect(await waiting).toBe("waited");
  });

  it("refuses a task that waited too long, and does not run it later", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 20 });
    let finish!: () => void;
    const busy = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    let ran = false;
    const late = queue.run(async () => (ran = true));
    await expect(late).rejects.toEqual(new QueueBusyError("waited-too-long"));
    expect(queue.waiting).toBe(0);
    finish();
    await busy;
    await tick();
    expect(ran).toBe(false);
    expect(queue.running).toBe(0);
  });
});
