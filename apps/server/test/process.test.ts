// The server process as `npm start` runs it: starts on a fresh data directory, seeds once, keeps its
// data across a restart, refuses bad configuration, and exits cleanly on SIGTERM and SIGINT.
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import {
  killLeftoverServers,
  startServer,
  stopServer as stop,
  waitForHealth,
  type ServerProcess as Started,
} from "./helpers/server-process.ts";

const dataDir = mkdtempSync(join(tmpdir(), "studentperks-process-"));
// A test that failed half-way must not leave its server running, holding the data directory the next
// test starts on.
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** What production requires, with an SMTP server nobody answers at (mail waits in the outbox). */
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "process-test-secret-process-test-secret",
  SMTP_URL: "smtp://127.0.0.1:9",
  HOST: "127.0.0.1",
};

/** The server on the embedded database in its own data directory (never a DATABASE_URL the suite was given). */
function start(env: Record<string, string | undefined> = {}): Promise<Started> {
  return startServer({ DATABASE_URL: undefined, DATA_DIR: dataDir, ...env });
}

// Only detects a hang: the deadlines tested are far shorter.
const HANG_BOUND_MS = 20_000;

function withinHangBound<T>(promise: Promise<T>, { output }: Started): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the server did not exit:\n${output()}`)), HANG_BOUND_MS),
    ),
  ]);
}

async function until(condition: () => boolean, server: Started): Promise<void> {
  const deadline = Date.now() + HANG_BOUND_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request in flight: its headers are sent, its body is not (a slow upload). */
async function slowUpload({ base }: Started) {
  const socket = connect(Number(new URL(base).port), "127.0.0.1");
  await once(socket, "connect");
  socket.on("error", () => undefined);
  // Expect: 100-continue makes the server say when it has the headers: only then is the request in
  // flight (a signal sent earlier would find an idle connection, which closes at once).
  const accepted = once(socket, "data");
  socket.write(
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n",
  );
  const [reply] = (await accepted) as [Buffer];
  if (!reply.toString().startsWith("HTTP/1.1 100")) throw new Error(`server answered ${reply.toString()}`);
  socket.write("{");
  return socket;
}

let firstDemoPassword = "";
let lastDemoPassword = "";

/** An address of this machine that other machines could use (none on a machine without a network). */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((nic) => nic && nic.family === "IPv4" && !nic.internal)?.address;
}

/** Whether anything answers HTTP at this address and port. */
function answers(address: string, port: string, path = "/api/health"): Promise<number | null> {
  return fetch(`http://${address}:${port}${path}`).then(
    (r) => r.status,
    () => null,
  );
}

/**
 * Signs the demo staff account in. A process that has just started and seeded may still be shedding
 * load (503 with Retry-After, nothing done): the sign-in is sent again after the wait it names, as
 * any client does (docs/operating.md, "Overload").
 */
async function signIn({ base }: Started, password: string) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "admin@studentperks.dev", password }),
    });
    const wait = Number(response.headers.get("retry-after"));
    if (response.status !== 503 || !Number.isFinite(wait) || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
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

// Each test starts a server (tsx compiles on start): slow on a loaded machine, so a longer timeout.
describe("the server process", { timeout: 120_000 }, () => {
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
    lastDemoPassword = password;
    expect(await stop(server, "SIGINT")).toBe(0);
  });

  it("listens on loopback only in development unless HOST is set, and says how to expose it", async () => {
    const server = await start({ HOST: "" });
    await waitForHealth(server);
    expect(server.output()).toContain("Listening on 127.0.0.1 only");
    expect(server.output()).toContain("set HOST=0.0.0.0");
    const outside = externalAddress();
    if (outside) expect(await answers(outside, new URL(server.base).port)).toBeNull();
    expect(await stop(server, "SIGTERM")).toBe(0);
  });

  it("in production: the demo staff account a development start left can no longer act, and the log says so", async () => {
    // The data directory the starts above used: each development start made the demo account staff.
    const server = await start(PRODUCTION);
    await waitForHealth(server);
    expect(server.output()).toMatch(
      /Demo staff account admin@studentperks\.dev retired .*: staff role removed, password replaced/,
    );
    expect((await signIn(server, lastDemoPassword)).status).toBe(401);
    expect(await stop(server, "SIGTERM")).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const [demo] = await database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, "admin@studentperks.dev"));
      expect(demo?.role).toBe("student");
    } finally {
      await database.close();
    }
  });

  it("exposed on purpose (HOST=0.0.0.0): no demo staff account, and the outbox only for this machine", async () => {
    const server = await start({ HOST: "0.0.0.0" });
    await waitForHealth(server);
    expect(server.output()).not.toContain("Demo staff account (development only");
    expect(server.output()).toContain("Demo staff account admin@studentperks.dev retired");
    expect(server.output()).toContain("reachable from other machines");
    // The password printed by the last loopback start no longer opens the account.
    expect((await signIn(server, lastDemoPassword)).status).toBe(401);
    const outside = externalAddress();
    if (outside) {
      const port = new URL(server.base).port;
      expect(await answers(outside, port)).toBe(200);
      expect(await answers(outside, port, "/dev/mail.json")).toBe(404);
      expect(await answers("127.0.0.1", port, "/dev/mail.json")).toBe(200);
    }
    expect(await stop(server, "SIGTERM")).toBe(0);
  });

  it("in production: an empty database gets no demo catalogue unless SEED_DEMO_CATALOGUE=true", async () => {
    for (const [seed, offers] of [
      [undefined, 0],
      ["true", 30],
    ] as const) {
      const fresh = mkdtempSync(join(tmpdir(), "studentperks-production-"));
      try {
        const server = await start({ ...PRODUCTION, DATA_DIR: fresh, SEED_DEMO_CATALOGUE: seed });
        await waitForHealth(server);
        const listed = (await (await fetch(`${server.base}/api/offers`)).json()) as unknown[];
        if (offers === 0) {
          expect(listed).toEqual([]);
          expect(server.output()).toContain("the demo catalogue is not seeded here");
        } else {
          expect(listed.length).toBeGreaterThanOrEqual(offers);
          expect(server.output()).toContain("Seeded the demo catalogue");
        }
        expect(server.output()).not.toContain("Demo staff account");
        expect(await stop(server, "SIGTERM")).toBe(0);
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
    }
  });

  it("cuts off what is still pending at the shutdown deadline, and says so", async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: "1000" });
    await waitForHealth(server);
    const upload = await slowUpload(server);
    const exited = once(server.child, "exit");
    server.child.kill("SIGTERM");
    const [code] = await withinHangBound(exited, server);
    upload.destroy();
    expect(code).toBe(1);
    expect(server.output()).toMatch(
      /Shutdown deadline \(1000 ms\) passed while closing the HTTP server .*cutting off 1 open connection/,
    );
  });

  it("exits at once on a second signal while it waits for requests in flight", async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: "600000" });
    await waitForHealth(server);
    const upload = await slowUpload(server);
    const exited = once(server.child, "exit");
    server.child.kill("SIGTERM");
    await until(() => server.output().includes("SIGTERM received, closing"), server);
    server.child.kill("SIGTERM");
    const [code] = await withinHangBound(exited, server);
    upload.destroy();
    expect(code).toBe(1);
    expect(server.output()).toContain("Second SIGTERM: exiting at once");
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
