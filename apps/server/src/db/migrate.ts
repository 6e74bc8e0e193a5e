// Applies the committed SQL migrations with Drizzle's migrator for the engine in use.
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsDir } from "../lib/package-paths.ts";
import type { DatabaseHandle } from "./client.ts";

const MIGRATION_LOCK = 727_000; // advisory-lock key: one process migrates at a time

export async function migrate(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // Several app processes may start together on one PostgreSQL: the others wait, then find
  // every migration already applied.
  const session = await database.pool.connect();
  try {
    await session.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzle({ client: session }), config);
  } finally {
    await session.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    session.release();
  }
}
