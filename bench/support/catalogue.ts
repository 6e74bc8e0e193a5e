// A catalogue of a given size for a bench: in a throw-away data directory's embedded database, or in
// any database handle (the cluster bench's PostgreSQL).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { insertSyntheticOffers, seedIfEmpty } from "../../apps/server/src/db/seed/index.ts";

/** Migrates `database` and fills it to `total` live offers: the demo catalogue, then synthetic ones. */
export async function fillCatalogue(database: DatabaseHandle, total: number): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database.db);
  const [row] = await database.rawRows(
    "select count(*)::int as n from offers where status = 'published' and (expires_at is null or expires_at > now())",
  );
  await insertSyntheticOffers(database.db, Math.max(0, total - Number(row?.n ?? 0)));
}

export async function dataDirWithOffers(total: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `studentperks-bench-${total}-`));
  const database = await openDatabase({ dataDir });
  try {
    await fillCatalogue(database, total);
  } finally {
    await database.close();
  }
  return dataDir;
}
