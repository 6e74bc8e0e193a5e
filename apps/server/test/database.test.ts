// The database connection itself: on PostgreSQL, a connection the server drops while idle (a restart,
// a failover) is logged and replaced; it must not take the process down. On the embedded engine, which
// has no autovacuum, each start gives the planner statistics of the tables that grew.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { refreshPlannerStatistics, warmUpEmbeddedEngine } from "#server/db/embedded-warm-up.ts";
import { insertSyntheticOffers } from "#server/db/seed/synthetic.ts";
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

describe("the embedded engine's planner statistics", () => {
  // The catalogue index's keyset page of offer stamps (offers/repo.ts `liveStamps`).
  const keysetPage = `explain (format json) select o.id, o.updated_at, b.slug from offers o
    join brands b on b.key = o.brand_key
    where o.status = 'published' and (o.expires_at is null or o.expires_at > now()) and o.id > 100
    order by o.id limit 500`;
  const topOfPlan = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => {
    const [row] = await database.rawRows(keysetPage);
    const [{ Plan }] = row!["QUERY PLAN"] as [
      { Plan: { "Node Type": string; Plans: { "Node Type": string }[] } },
    ];
    return [Plan["Node Type"], Plan.Plans[0]!["Node Type"]];
  };

  it.runIf(!postgresUrl)(
    "are made for tables that grew, so a keyset page reads its rows in index order",
    async () => {
      const database = await createTestDatabase();
      try {
        await insertSyntheticOffers(database.db, 3000);
        // Without statistics the planner takes 3,000 offers for a dozen: it joins and sorts them all.
        expect(await topOfPlan(database)).toEqual(["Limit", "Sort"]);

        expect(await refreshPlannerStatistics(database)).toContain("offers");
        expect(await topOfPlan(database)).toEqual(["Limit", "Nested Loop"]);
        // Nothing moved since: the next start analyzes nothing.
        expect(await refreshPlannerStatistics(database)).toEqual([]);

        await insertSyntheticOffers(database.db, 1000);
        expect(await refreshPlannerStatistics(database)).toEqual(["offers"]);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(!postgresUrl)(
    "come with the triggers run once and rolled back: the catalogue, its version and its events stay as they were",
    async () => {
      const database = await createTestDatabase();
      try {
        expect(await warmUpEmbeddedEngine(database)).toEqual({ analyzed: expect.any(Array) as string[] });
        await insertSyntheticOffers(database.db, 3);
        const state = () =>
          database.rawRows(`select (select version from catalogue_state) as version,
            (select count(*)::int from offer_events) as events,
            (select count(*)::int from offer_activity_days) as days,
            (select max(updated_at) from offers) as updated`);
        const before = await state();
        expect((await warmUpEmbeddedEngine(database)).analyzed).toContain("offers");
        expect(await state()).toEqual(before);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(Boolean(postgresUrl))("are left to PostgreSQL's autovacuum", async () => {
    const database = await createTestDatabase();
    try {
      await insertSyntheticOffers(database.db, 100);
      expect(await refreshPlannerStatistics(database)).toEqual([]);
      expect(await warmUpEmbeddedEngine(database)).toEqual({ analyzed: [] });
    } finally {
      await database.close();
    }
  });
});
