// The server process as `npm start` runs it: starts on a fresh data directory, seeds once, keeps its
// data across a restart, refuses bad configuration, and exits cleanly on SIGTERM and SIGINT.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverRoot } from "../src/lib/package-paths.ts";

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Runs src/main.ts with tsx on the embedded database (never a DATABASE_URL the suite was given). */
async function start(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", join(serverRoot, "src/main.ts")], {
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitForHealth({ child, base, output }: Started): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

async function stop(server: Started, signal: NodeJS.Signals): Promise<number | null> {
  server.child.kill(signal);
  const [code] = await once(server.child, "exit");
  return code as number | null;
}

let firstDemoPassword = "";

function signIn({ base }: Started, password: string) {
  return fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "admin@studentperks.dev", password }),
  });
}

/** The demo staff account printed at start signs in and opens the staff console's API. */
async function expectDemoStaffSignIn(server: Started): Promise<string> {
  const printed = /Demo staff account .*: admin@studentperks\.dev \/ (\S+) /.exec(server.output());
  expect(printed, server.output()).not.toBeNull();
  const response = await signIn(server, printed![1]!);
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  const audit = await fetch(`${server.base}/api/admin/audit`, { headers: { cookie } });
  expect(audit.status).toBe(200);
  return printed![1]!;
}

describe("the server process", () => {
  it("seeds a fresh data directory, serves it, and exits 0 on SIGTERM", async () => {
    const server = await start();
    await waitForHealth(server);
    const offers = (await (await fetch(`${server.base}/api/offers`)).json()) as unknown[];
    expect(offers.length).toBeGreaterThanOrEqual(30);
    expect(server.output()).toContain("Seeded the demo catalogue");
    firstDemoPassword = await expectDemoStaffSignIn(server);
    expect(await stop(server, "SIGTERM")).toBe(0);
  });

  it("keeps its data across a restart without seeding again, and exits 0 on SIGINT", async () => {
    const server = await start();
    await waitForHealth(server);
    const offers = (await (await fetch(`${server.base}/api/offers`)).json()) as unknown[];
    expect(offers.length).toBeGreaterThanOrEqual(30);
    expect(server.output()).not.toContain("Seeded the demo catalogue");
    // A new password each start: one read from an old log no longer opens the console.
    const password = await expectDemoStaffSignIn(server);
    expect(password).not.toBe(firstDemoPassword);
    expect((await signIn(server, firstDemoPassword)).status).toBe(401);
    expect(await stop(server, "SIGINT")).toBe(0);
  });

  it("refuses to start with bad settings and names each of them", async () => {
    const server = await start({ PORT: "not-a-port", DATABASE_URL: "mysql://x" });
    const [code] = await once(server.child, "exit");
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("DATABASE_URL");
  });
});
