// A start-up smoke test for another Node version (.ci/run runs it under Node 22 and 24 with the npm
// registry's `node` binaries): the built server starts on a fresh embedded database with the Node that
// runs this file, answers its health check, a prerendered page and the catalogue, and stops cleanly on
// SIGTERM. Plain JavaScript, so no TypeScript loader stands between the test and the Node under test.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.SMOKE_PORT ?? 3930);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "studentperks-smoke-"));
const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  env: { ...env, NODE_ENV: "development", DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL: base },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failures.push(what);
};

async function ready(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

try {
  console.log(`Node ${process.version}: starting the built server on ${base}`);
  check(await ready(Date.now() + 180_000), "answers GET /api/health with 200");
  const home = await fetch(`${base}/`, { headers: { accept: "text/html" } });
  check(home.ok && (await home.text()).includes("<title>"), "serves the prerendered home page");
  const offers = await fetch(`${base}/api/offers`);
  const list = offers.ok ? await offers.json() : [];
  check(Array.isArray(list) && list.length > 0, "lists the seeded catalogue");
  server.kill("SIGTERM");
  const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000, null))]);
  check(stopped?.code === 0, "stops with exit code 0 on SIGTERM");
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures.length ? 1 : 0);
