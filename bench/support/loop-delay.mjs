// Preloaded into a server process by the scale bench (NODE_OPTIONS=--import=<this file>): records the
// event loop's delay, and on SIGUSR2 writes the largest since the last signal, in milliseconds, to
// LOOP_DELAY_FILE and starts again. Bench-only: nothing in the product loads it.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on("SIGUSR2", () => {
    writeFileSync(file, JSON.stringify({ maxMs: Math.round(histogram.max / 1e5) / 10 }));
    histogram.reset();
  });
}
