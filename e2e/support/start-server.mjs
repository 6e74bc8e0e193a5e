// Starts the built server on a fresh, throw-away data directory (seeded on first start), for e2e runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "node:child_process";

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-e2e-"));
// Always the embedded database: e2e must not touch a PostgreSQL that CI points the API suite at.
const { DATABASE_URL: _ignored, ...env } = process.env;

// The staff account (e2e/support/staff.ts), made with the operator's command before the server starts.
const created = spawnSync(
  "npx",
  [
    "tsx",
    "apps/server/src/cli/create-admin.ts",
    "--email",
    env.E2E_STAFF_EMAIL,
    "--name",
    env.E2E_STAFF_NAME,
  ],
  {
    env: { ...env, DATA_DIR: dataDir },
    input: `${env.E2E_STAFF_PASSWORD}\n`,
    stdio: ["pipe", "inherit", "inherit"],
  },
);
if (created.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(created.status ?? 1);
}
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  stdio: "inherit",
  // Tests give each person their own address through X-Forwarded-For (support/test.ts).
  env: { ...env, DATA_DIR: dataDir, TRUST_PROXY: "true" },
});

const stop = (signal) => server.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
