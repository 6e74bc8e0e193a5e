// A fresh, migrated database per caller. PGlite: migrate one in-memory template per test file, then
// clone() it. PostgreSQL (DATABASE_URL set): create a uniquely named database on that server, migrate
// it, and drop it on close.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, openDatabase, type DatabaseHandle } from "../../src/db/client.ts";
import { migrate } from "../../src/db/migrate.ts";

let template: Promise<PGlite> | null = null;

function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create();
    const handle = fromPglite(client);
    await migrate(handle);
    return client;
  })();
  return template;
}

async function freshPostgres(url: string): Promise<DatabaseHandle> {
  const name = `studentperks_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 5 });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // The pool's connections finish closing after pool.end() resolves; forcing the drop while one
      // is still closing would kill it mid-goodbye. Wait (briefly) until the database is idle.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return freshPostgres(url);
  const clone = (await (await pgliteTemplate()).clone()) as PGlite;
  return fromPglite(clone);
}
