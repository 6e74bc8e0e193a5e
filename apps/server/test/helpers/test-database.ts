// A fresh, migrated database per caller, copied from the one migrated database of the run
// (database-template.ts, made by global-setup.ts):
// - PGlite: each worker reads the dump once; every test database is a new in-memory PGlite loaded from it.
// - PostgreSQL (DATABASE_URL set): `create database ... template ...` on that server, dropped on close.
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { fromPglite, openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import {
  onDatabase,
  uniqueName,
  untilIdle,
  withClient,
  type TestDatabaseTemplate,
} from "./database-template.ts";

/**
 * The dump, read once per worker. PGlite reads it with arrayBuffer(), which a Blob answers by reading
 * itself in small chunks (about 0.4 s for this dump, each time); a copy of the bytes takes milliseconds.
 */
class DumpBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([contents]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents.slice(0));
  }
}

function readDump(file: string): DumpBlob {
  const bytes = readFileSync(file);
  return new DumpBlob(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}

let pgliteDump: DumpBlob | null = null;

function template(): TestDatabaseTemplate {
  const provided = inject("testDatabaseTemplate");
  if (!provided)
    throw new Error("no migrated template: run the API tests with the api project's globalSetup");
  return provided;
}

async function freshPostgres(url: string, templateName: string): Promise<DatabaseHandle> {
  const name = uniqueName("studentperks_test");
  await withClient(url, (client) => client.query(`create database "${name}" template "${templateName}"`));
  const database = await openDatabase({ databaseUrl: onDatabase(url, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withClient(url, async (client) => {
        await untilIdle(client, name);
        await client.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const provided = template();
  if (provided.engine === "postgres") {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("the template is on PostgreSQL but DATABASE_URL is not set");
    return freshPostgres(url, provided.templateName);
  }
  pgliteDump ??= readDump(provided.dumpFile);
  return fromPglite(await PGlite.create({ loadDataDir: pgliteDump }));
}
