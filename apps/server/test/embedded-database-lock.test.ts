// One process per embedded database: a second server, admin:create and db:seed are refused while a
// server has DATA_DIR open, the first keeps serving and keeps every write, and the lock of a process
// killed with SIGKILL does not stop the next start.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import {
  exitCode,
  killLeftoverServers,
  runTool,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "./helpers/server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-lock-"));
afterAll(async () => {
  await killLeftoverServers();
  rmSync(dataDir, { recursive: true, force: true });
});
const onDataDir = { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: "warn" };

function signUp({ base }: ServerProcess, n: number) {
  return fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `lock.${n}@example.ae`,
      password: "Falcon-Dunes-2026",
      firstName: "Layla",
      lastName: "Haddad",
      phone: "+971 50 123 4567",
      emailMarketing: false,
      whatsappMarketing: false,
    }),
  });
}

async function studentEmails(): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.rawRows("select email from users where email like 'lock.%' order by email");
    return rows.map((row) => String(row.email));
  } finally {
    await database.close();
  }
}

// Each step starts processes that open the embedded database: slow on a busy machine.
describe("one process per embedded database", { timeout: 180_000 }, () => {
  it("refuses a second server and admin:create, naming the running one, which keeps every write", async () => {
    const first = await startServer(onDataDir);
    await waitForHealth(first);
    const pid = first.child.pid!;

    const second = await startServer(onDataDir);
    expect(await exitCode(second)).toBe(1);
    expect(second.output()).toContain(`in use by another process (PID ${pid})`);

    const admin = runTool(
      "src/cli/create-admin.ts",
      ["--email", "staff@studentperks.test", "--name", "Sara Al Ali"],
      onDataDir,
      "Console-Dunes-4821\n",
    );
    expect(admin.status).toBe(1);
    expect(admin.output).toContain(`PID ${pid}`);
    expect(admin.output).not.toContain("Created the staff account");

    const seed = runTool("src/db/seed/cli.ts", [], onDataDir);
    expect(seed.status).toBe(1);
    expect(seed.output).toContain(`PID ${pid}`);

    // The first server still serves, and what it acknowledged is there after it stops.
    for (let n = 1; n <= 8; n += 1) expect((await signUp(first, n)).status).toBe(201);
    expect(await stopServer(first)).toBe(0);
    expect(await studentEmails()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `lock.${n}@example.ae`));
  });

  it("admin:create works once the server has stopped", () => {
    const admin = runTool(
      "src/cli/create-admin.ts",
      ["--email", "staff@studentperks.test", "--name", "Sara Al Ali"],
      onDataDir,
      "Console-Dunes-4821\n",
    );
    expect(admin.status, admin.output).toBe(0);
    expect(admin.output).toContain("Created the staff account");
  });

  it("starts after a server was killed with SIGKILL, with that server's writes", async () => {
    const killed = await startServer(onDataDir);
    await waitForHealth(killed);
    expect((await signUp(killed, 9)).status).toBe(201);
    await stopServer(killed, "SIGKILL");

    const next = await startServer(onDataDir);
    await waitForHealth(next);
    expect((await signUp(next, 10)).status).toBe(201);
    expect(await stopServer(next)).toBe(0);
    expect(await studentEmails()).toContain("lock.9@example.ae");
    expect(await studentEmails()).toContain("lock.10@example.ae");
  });
});
