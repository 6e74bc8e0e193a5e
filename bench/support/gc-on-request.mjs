// Preloaded into a server process by the scale bench with --expose-gc: when GC_REQUEST_FILE appears,
// runs a full garbage collection, writes process.memoryUsage() to GC_REQUEST_FILE.json and removes
// the request, so the bench can read what the process keeps rather than garbage the collector has
// not returned yet. Bench-only, like loop-delay.mjs.
import { existsSync, rmSync, writeFileSync } from "node:fs";

const file = process.env.GC_REQUEST_FILE;
if (file && typeof globalThis.gc === "function") {
  setInterval(() => {
    if (!existsSync(file)) return;
    globalThis.gc();
    writeFileSync(`${file}.json`, JSON.stringify(process.memoryUsage()));
    rmSync(file, { force: true });
  }, 50).unref();
}
