// Process entry: config, database (migrated, seeded once), HTTP server; closes cleanly on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
await migrate(database);
const seeded = await seedIfEmpty(database.db);

const app = await buildApp({ database, config });
if (seeded > 0) app.log.info(`Seeded the demo catalogue with ${seeded} offers`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `StudentPerks listening on ${config.publicUrl} (database: ${database.engine === "pglite" ? `embedded, ${config.dataDir}/db` : "PostgreSQL"})`,
);
