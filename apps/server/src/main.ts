// Process entry: config, database (migrated, seeded once), HTTP server; closes cleanly on SIGTERM/SIGINT.
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seedInstitutionsIfEmpty } from "./db/seed/seed-institutions.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { devSecret } from "./lib/dev-secret.ts";
import { DEMO_ADMIN, resetDemoAdmin } from "./modules/admin/staff-accounts.ts";
import { systemClock } from "./services/clock.ts";
import { systemRandom } from "./services/random.ts";
import { createDevOutbox } from "./services/mailer/dev-outbox.ts";
import { createSmtpMailer } from "./services/mailer/smtp.ts";
import { createStorage } from "./services/storage/index.ts";

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
const seededInstitutions = await seedInstitutionsIfEmpty(database.db);
// Development only: a staff account to try the console with; its password changes every start.
const demoAdminPassword = config.isProduction ? null : `Demo-${systemRandom.token(12)}`;
if (demoAdminPassword) await resetDemoAdmin(database.db, demoAdminPassword);

// The outbox logs through the app's logger, which exists only once the app is built.
let logLine: (line: string) => void = () => undefined;
const mailer = config.smtpUrl
  ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
  : createDevOutbox({
      dir: join(config.dataDir, "outbox"),
      clock: systemClock,
      log: (line) => logLine(line),
    });
const storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
const app = await buildApp({
  database,
  config,
  mailer,
  storage,
  // Production requires SESSION_SECRET (config.ts); elsewhere one is kept in DATA_DIR.
  secret: config.sessionSecret ?? devSecret(config.dataDir),
});
logLine = (line) => app.log.info(line);
if (seeded > 0) app.log.info(`Seeded the demo catalogue with ${seeded} offers`);
if (seededInstitutions > 0)
  app.log.info(`Seeded ${seededInstitutions} institutions and their e-mail domains`);
if (demoAdminPassword) {
  app.log.info(
    `Demo staff account (development only, new password each start): ${DEMO_ADMIN.email} / ${demoAdminPassword} at ${config.publicUrl}/admin`,
  );
}

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
  `StudentPerks listening on ${config.publicUrl} (database: ${database.engine === "pglite" ? `embedded, ${config.dataDir}/db` : "PostgreSQL"}; mail: ${config.smtpUrl ? "SMTP" : `dev outbox at ${config.publicUrl}/dev/mail`}; files: ${storage.describe})`,
);
