// The migrated database that every test database of a run copies (test-database.ts), made once per run
// by global-setup.ts: on PGlite a dump of the migrated data directory in a tar file, on PostgreSQL
// (DATABASE_URL set) a migrated template database on that server with a name of its own.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";

/** What global-setup.ts hands the test files: where the migrated copy is. */
export type TestDatabaseTemplate =
  { engine: "pglite"; dumpFile: string } | { engine: "postgres"; templateName: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

export function onDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The pool's connections finish closing after pool.end() resolves: until they have, the database
 * cannot be a template, and forcing a drop would kill one mid-goodbye. Waits (briefly) until none is left.
 */
export async function untilIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Migrates the database every test database of this run copies; returns how to remove it. */
export async function prepareTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Unique per run: other people's runs on the same server have their own.
    const templateName = uniqueName("studentperks_template");
    const remove = async () => {
      await withClient(url, (client) =>
        client.query(`drop database if exists "${templateName}" with (force)`),
      );
    };
    await withClient(url, (client) => client.query(`create database "${templateName}"`));
    try {
      const database = await openDatabase({ databaseUrl: onDatabase(url, templateName), poolSize: 1 });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      // `create database ... template` refuses a template anyone is connected to.
      await withClient(url, (client) => untilIdle(client, templateName));
    } catch (error) {
      await remove();
      throw error;
    }
    return { template: { engine: "postgres", templateName }, remove };
  }
  // Every test database starts a PostgreSQL from this data directory, so it is made quick to start and
  // small to copy: 16 MB of shared buffers instead of 128 MB (zeroed at each start; the test data fits
  // with room to spare) and 1 MB WAL segments instead of 16 MB. A checkpoint leaves nothing to replay.
  const pglite = await PGlite.create({
    initDbStartParams: ["--wal-segsize=1", "--set", "shared_buffers=16MB"],
  });
  try {
    await migrate(fromPglite(pglite));
    await pglite.exec("checkpoint");
    const dir = mkdtempSync(join(tmpdir(), "studentperks-test-template-"));
    const dumpFile = join(dir, "migrated.tar");
    const dump = await pglite.dumpDataDir("none");
    writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return {
      template: { engine: "pglite", dumpFile },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await pglite.close();
  }
}
