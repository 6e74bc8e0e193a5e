// Prepares a throw-away data directory whose embedded database holds a catalogue of `total` live offers.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { insertSyntheticOffers, seedIfEmpty } from "../../apps/server/src/db/seed/index.ts";

export async function dataDirWithOffers(total: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `studentperks-bench-${total}-`));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seedIfEmpty(database.db);
    const [row] = await database.rawRows(
      "select count(*)::int as n from offers where status = 'published' and (expires_at is null or expires_at > now())",
    );
    await insertSyntheticOffers(database.db, Math.max(0, total - Number(row?.n ?? 0)));
  } finally {
    await database.close();
  }
  return dataDir;
}
