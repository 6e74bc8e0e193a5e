// Preloaded into a server process by the scale bench (NODE_OPTIONS=--import=<this file>): records the
// event loop's delay and writes the largest so far, in milliseconds, to LOOP_DELAY_FILE every 100 ms;
// the bench starts a new window by creating LOOP_DELAY_FILE.reset. (Files, not a signal: the
// process must not depend on a handler being installed.) Bench-only: nothing in the product loads it.
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  setInterval(() => {
    if (existsSync(`${file}.reset`)) {
      rmSync(`${file}.reset`, { force: true });
      histogram.reset();
    }
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ maxMs: Math.round(histogram.max / 1e5) / 10 }));
    renameSync(`${file}.tmp`, file);
  }, 100).unref();
}
