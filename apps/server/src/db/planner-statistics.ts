// The embedded engine runs PostgreSQL in single-user mode: no autovacuum worker ever ANALYZEs a table,
// so without this the planner guesses every table's size and shape. At 10,000 offers it then reads the
// whole offers table for a 500-row keyset page (a 27 ms stall of the only thread, issue 34). Each
// start, before the server listens, refreshes the statistics of the tables that never had any or
// whose size moved by more than a tenth since (PostgreSQL's own auto-analyze rule, by pages). On
// PostgreSQL its autovacuum does this already.
import type { DatabaseHandle } from "./client.ts";

/** A table is analyzed again when its size in pages moved by more than this share (autovacuum: 10 %). */
const CHANGED_SHARE = 0.1;

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
