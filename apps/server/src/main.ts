// Process entry: config, database (migrated, seeded once), HTTP server; closes cleanly on SIGTERM/SIGINT.
import type { Socket } from "node:net";
import { join } from "node:path";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { loadConfig, type AppConfig } from "./config.ts";
import { openConfiguredDatabase } from "./db/open-configured.ts";
import { migrate } from "./db/migrate.ts";
import { warmUpEmbeddedEngine } from "./db/embedded-warm-up.ts";
import { seedInstitutionsIfEmpty } from "./db/seed/seed-institutions.ts";
import { isCatalogueEmpty, seedIfEmpty } from "./db/seed/seed.ts";
import { devSecret } from "./lib/dev-secret.ts";
import { isLoopbackHost } from "./lib/loopback.ts";
import { DEMO_ADMIN, resetDemoAdmin, retireDemoAdmin } from "./modules/admin/index.ts";
import { systemClock } from "./services/clock.ts";
import { createImages } from "./services/images.ts";
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

const database = await openConfiguredDatabase(config);
await migrate(database);
const seeded = config.seedDemoCatalogue ? await seedIfEmpty(database.db) : 0;
const seededInstitutions = await seedInstitutionsIfEmpty(database.db);
// Before listening: this holds the embedded engine's only thread (about 1 s at 10,000 offers).
const { analyzed } = await warmUpEmbeddedEngine(database);
// Development on loopback only: a staff account to try the console with; its password changes every
// start. Anywhere else (production, or a server other machines reach) no demo account can act.
const onLoopback = isLoopbackHost(config.host);
const demoAdminPassword = config.isProduction || !onLoopback ? null : `Demo-${systemRandom.token(12)}`;
if (demoAdminPassword) await resetDemoAdmin(database.db, demoAdminPassword);
const demoAdminRetired = demoAdminPassword
  ? null
  : await retireDemoAdmin(database.db, systemRandom.token(32));

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
  images: createImages({ concurrency: config.imageConcurrency }),
  // Production requires SESSION_SECRET (config.ts); elsewhere one is kept in DATA_DIR.
  secret: config.sessionSecret ?? devSecret(config.dataDir),
});
logLine = (line) => app.log.info(line);
if (seeded > 0) app.log.info(`Seeded the demo catalogue with ${seeded} offers`);
if (!config.seedDemoCatalogue && (await isCatalogueEmpty(database.db))) {
  app.log.info(
    "The catalogue is empty; the demo catalogue is not seeded here (SEED_DEMO_CATALOGUE=true would)",
  );
}
if (demoAdminRetired) {
  app.log.warn(
    `Demo staff account ${DEMO_ADMIN.email} retired (no demo account outside loopback development): ${demoAdminRetired.wasStaff ? "staff role removed" : "it was not staff"}, password replaced, ${demoAdminRetired.sessionsEnded} session(s) ended`,
  );
}
if (analyzed.length > 0) app.log.info(`Planner statistics refreshed for ${analyzed.join(", ")}`);
if (seededInstitutions > 0)
  app.log.info(`Seeded ${seededInstitutions} institutions and their e-mail domains`);
if (demoAdminPassword) {
  app.log.info(
    `Demo staff account (development only, new password each start): ${DEMO_ADMIN.email} / ${demoAdminPassword} at ${config.publicUrl}/admin`,
  );
}

// SIGTERM/SIGINT: stop accepting connections, let requests in flight finish and pending work drain,
// close the database; whatever is still pending at the deadline is cut off (exit 1). A second signal
// exits at once.
const openConnections = new Set<Socket>();
app.server.on("connection", (socket) => {
  openConnections.add(socket);
  socket.once("close", () => openConnections.delete(socket));
});
let closingStep = "closing the HTTP server (requests in flight, background work)";
closeWithGrace(
  {
    delay: config.shutdownTimeoutMs,
    skip: ["uncaughtException", "unhandledRejection"],
    onTimeout: (delay) =>
      app.log.error(
        `Shutdown deadline (${delay} ms) passed while ${closingStep}: cutting off ${openConnections.size} open connection(s) and any unfinished work`,
      ),
    onSecondSignal: (signal) => app.log.error(`Second ${signal}: exiting at once`),
  },
  async ({ signal }) => {
    app.log.info(`${signal ?? "exit"} received, closing (deadline ${config.shutdownTimeoutMs} ms)`);
    await app.close();
    closingStep = "closing the database";
    await database.close();
  },
);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `StudentPerks listening on ${config.publicUrl} (database: ${database.engine === "pglite" ? `embedded, ${config.dataDir}/db` : "PostgreSQL"}; mail: ${config.smtpUrl ? "SMTP" : `dev outbox at ${config.publicUrl}/dev/mail`}; files: ${storage.describe})`,
);
app.log.info(reachability(config));

function reachability({ host, hostIsSet, isProduction }: AppConfig): string {
  if (onLoopback) {
    return `Listening on ${host} only: other machines cannot reach this server${hostIsSet ? "" : " (the development default)"}. To expose it on purpose, set HOST=0.0.0.0; the dev mail outbox and the demo staff account stay on this machine.`;
  }
  return isProduction
    ? `Listening on ${host}: reachable from other machines.`
    : `Listening on ${host}: reachable from other machines (HOST). The dev mail outbox answers only this machine, and there is no demo staff account (use npm run admin:create).`;
}
