import { describe, expect, it } from "vitest";
import { batchedRead } from "./batched-read.ts";

function deferredSource() {
  const pending: Array<(value: number) => void> = [];
  let calls = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  return { read, pending, calls: () => calls };
}

describe("batchedRead", () => {
  it("callers during an in-flight read share one later read that starts after it", async () => {
    const source = deferredSource();
    const get = batchedRead(source.read);
    const first = get();
    const second = get();
    const third = get();
    expect(source.calls()).toBe(1);
    source.pending[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(source.calls()).toBe(2);
    source.pending[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("starts a fresh read when idle, and a failure does not wedge it", async () => {
    let n = 0;
    const get = batchedRead(async () => {
      n += 1;
      if (n === 1) throw new Error("boom");
      return n;
    });
    await expect(get()).rejects.toThrow("boom");
    expect(await get()).toBe(2);
    expect(await get()).toBe(3);
  });
});
