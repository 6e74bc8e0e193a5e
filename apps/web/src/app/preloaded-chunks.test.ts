import { describe, expect, it } from "vitest";
import { runChunksInSlices, SLICE_MS, type ChunkRunner } from "./preloaded-chunks.ts";

/** A runner whose chunks each take `cost` ms of a fake clock, recording which task ran which. */
function fakeRunner(cost: Record<string, number>, failing: string[] = []) {
  let clock = 0;
  let task = 0;
  const ran: { url: string; task: number }[] = [];
  const runner: ChunkRunner = {
    run: async (url) => {
      clock += cost[url] ?? 0;
      if (failing.includes(url)) throw new Error("offline");
      ran.push({ url, task });
    },
    yieldToBrowser: async () => {
      task += 1;
    },
    now: () => clock,
  };
  return { runner, ran };
}

describe("runChunksInSlices", () => {
  it("runs every chunk in order, starting a new task once one has run for the slice's length", async () => {
    const { runner, ran } = fakeRunner({ a: 3, b: 3, c: SLICE_MS, d: 1, e: 1 });
    await runChunksInSlices(["a", "b", "c", "d", "e"], runner);
    expect(ran).toEqual([
      { url: "a", task: 0 },
      { url: "b", task: 0 },
      { url: "c", task: 0 },
      { url: "d", task: 1 },
      { url: "e", task: 1 },
    ]);
  });

  it("goes on past a chunk that cannot be loaded", async () => {
    const { runner, ran } = fakeRunner({}, ["b"]);
    await runChunksInSlices(["a", "b", "c"], runner);
    expect(ran.map((chunk) => chunk.url)).toEqual(["a", "c"]);
  });
});
