// The database connection itself: on PostgreSQL, a connection the server drops while idle (a restart,
// a failover) is logged and replaced; it must not take the process down.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { allowConsole } from "./helpers/console.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

const postgresUrl = process.env.DATABASE_URL;

describe("the PostgreSQL pool", () => {
  // Only PostgreSQL has a server that can drop connections; the embedded engine runs in-process.
  it.runIf(Boolean(postgresUrl))("keeps working after the server drops its idle connections", async () => {
    const database = await createTestDatabase();
    try {
      await database.ping();
      const [{ name }] = (await database.rawRows("select current_database() as name")) as [{ name: string }];
      allowConsole();
      const pool = database.pool!;
      expect(pool.totalCount).toBeGreaterThan(0);
      // Resolves once the pool has noticed every connection go and let go of it (what the old wait hoped for).
      const allGone = new Promise<void>((resolve) => {
        pool.on("remove", () => {
          if (pool.totalCount === 0) resolve();
        });
      });
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
        [name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await allGone;
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
