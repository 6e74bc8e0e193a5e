// The embedded engine before the server listens (issue 34): its work runs on the server's only
// thread, so what would stall a request is done here, once.
// - Planner statistics. PostgreSQL runs there in single-user mode: no autovacuum worker ever ANALYZEs
//   a table, so the planner guesses every table's size. At 10,000 offers it then read the whole offers
//   table for a 500-row keyset page. Tables that never had statistics, or whose size moved by more
//   than a tenth since (autovacuum's rule, by pages), are analyzed. On PostgreSQL autovacuum does it.
// - Cold caches. The first write to offers after a start took about 50 ms (PL/pgSQL's WebAssembly
//   module, the trigger functions compiled, the catalog caches filled) against 2 ms after; one write
//   that fires the catalogue's and the roll-up's triggers, rolled back, pays that now.
import { sql, TransactionRollbackError } from "drizzle-orm";
import type { DatabaseHandle } from "./client.ts";

/** A table is analyzed again when its size in pages moved by more than this share (autovacuum: 10 %). */
const CHANGED_SHARE = 0.1;

/** Readies the embedded engine; answers the tables it analyzed (nothing is done on PostgreSQL). */
export async function warmUpEmbeddedEngine(database: DatabaseHandle): Promise<{ analyzed: string[] }> {
  if (database.engine !== "pglite") return { analyzed: [] };
  const analyzed = await refreshPlannerStatistics(database);
  await fireTriggersOnce(database);
  return { analyzed };
}

/** Updates one offer to itself and records one event for it, then rolls both back (no NOTIFY either). */
async function fireTriggersOnce(database: DatabaseHandle): Promise<void> {
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        with one as (update offers set updated_at = updated_at
                     where id = (select min(id) from offers) returning id)
        insert into offer_events (offer_id, event_type) select id, 'offer_click' from one`);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

/** Names of the tables it analyzed (none on PostgreSQL). */
export async function refreshPlannerStatistics(database: DatabaseHandle): Promise<string[]> {
  if (database.engine !== "pglite") return [];
  const tables = await database.rawRows(`
    select c.relname as name, c.reltuples as tuples, c.relpages as pages_then,
           pg_relation_size(c.oid) / current_setting('block_size')::int as pages_now
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public'`);
  const stale = tables
    .filter(({ tuples, pages_then, pages_now }) => {
      const then = Number(pages_then);
      const now = Number(pages_now);
      if (now === 0) return false; // empty: nothing to learn
      return Number(tuples) < 0 || Math.abs(now - then) > CHANGED_SHARE * Math.max(then, 1);
    })
    .map(({ name }) => String(name));
  // Table names come from the catalogue itself; quoted as identifiers all the same.
  if (stale.length)
    await database.rawRows(`analyze ${stale.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ")}`);
  return stale;
}
