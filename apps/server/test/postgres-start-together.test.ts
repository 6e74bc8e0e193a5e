// Several app processes started at the same moment on one fresh PostgreSQL database (and one DATA_DIR,
// as two dev servers in one checkout): migrations, seeds and the demo staff account are made once,
// every process comes up, and a session one of them starts is good on the others.
// PostgreSQL only: the embedded database admits one process (embedded-database-lock.test.ts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  killLeftoverServers,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "./helpers/server-process.ts";

const postgresUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), "studentperks-together-"));
const name = `studentperks_test_${process.pid}_${randomBytes(4).toString("hex")}`;
let databaseUrl = "";

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(postgresUrl))(
  "servers started together on one PostgreSQL",
  { timeout: 180_000 },
  () => {
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      await onServer(postgresUrl!, (client) => client.query(`create database "${name}"`));
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    });

    afterAll(async () => {
      await killLeftoverServers();
      await onServer(postgresUrl!, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("all three come up on a fresh database, with one catalogue, one demo account and shared sessions", async () => {
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
      servers.push(...(await Promise.all([startServer(env), startServer(env), startServer(env)])));
      await Promise.all(servers.map(waitForHealth));
      for (const server of servers) expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

      const counts = await onServer(databaseUrl, async (client) => {
        const { rows } = await client.query<{ staff: number; offers: number }>(
          "select (select count(*)::int from users where email = 'admin@studentperks.dev') as staff, (select count(*)::int from offers) as offers",
        );
        return rows[0]!;
      });
      expect(counts.staff).toBe(1);
      expect(counts.offers).toBeGreaterThanOrEqual(30);
      const offerCounts = await Promise.all(
        servers.map(async (s) => ((await (await fetch(`${s.base}/api/offers`)).json()) as unknown[]).length),
      );
      expect(new Set(offerCounts).size).toBe(1);

      const [first, ...others] = servers as [ServerProcess, ...ServerProcess[]];
      const signUp = await fetch(`${first.base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: first.base },
        body: JSON.stringify({
          email: "together@example.ae",
          password: "Falcon-Dunes-2026",
          firstName: "Layla",
          lastName: "Haddad",
          phone: "+971 50 123 4567",
          emailMarketing: false,
          whatsappMarketing: false,
        }),
      });
      expect(signUp.status).toBe(201);
      const cookie = signUp.headers.get("set-cookie")!.split(";")[0]!;
      for (const other of others) {
        expect((await fetch(`${other.base}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
      }
      for (const server of servers) expect(await stopServer(server)).toBe(0);
    });
  },
);
