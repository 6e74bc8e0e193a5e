// Preloaded into a server process by the scale bench with --expose-gc: when GC_REQUEST_FILE appears,
// runs a full garbage collection and removes the file, so the bench can read the memory the process
// keeps rather than garbage the collector has not returned yet. Bench-only, like loop-delay.mjs.
import { existsSync, rmSync } from "node:fs";

const file = process.env.GC_REQUEST_FILE;
if (file && typeof globalThis.gc === "function") {
  setInterval(() => {
    if (!existsSync(file)) return;
    globalThis.gc();
    rmSync(file, { force: true });
  }, 50).unref();
}
