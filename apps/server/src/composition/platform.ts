// The platform every route stands on, registered in this order for these reasons:
// 1. the mail worker and housekeeping, started when the app is ready and closed after the last work
//    that may still write mail;
// 2. the request log and metrics first, so every answer is counted and logged, refusals included;
// 3. the request's language before the error handler, which answers in it;
// 4. load shedding before anything costly, so a busy process refuses early;
// 5. security headers (with the prerendered pages' script hashes) and the origin check, then rate
//    limits and uploads, which the routes after them rely on; compression last, around all answers.
// Sessions and the API description come after the public pages (registerApiPlatform): the pages
// need neither, and the description is built from each /api route as it is added.
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import { loadPrerenderedSite } from "#server/modules/public-pages/index.ts";
import { createDocumentRetention, createVerificationReminders } from "#server/modules/verification/index.ts";
import { registerApiDescription } from "#server/plugins/api-description.ts";
import { registerErrorHandler } from "#server/plugins/errors.ts";
import { registerLoadShedding, SHEDDING_LIMITS } from "#server/plugins/load-shedding.ts";
import { registerLocale } from "#server/plugins/locale.ts";
import { createMetrics, registerMetrics } from "#server/plugins/metrics.ts";
import { registerOriginCheck } from "#server/plugins/origin-check.ts";
import { registerRateLimits } from "#server/plugins/rate-limit.ts";
import { registerRequestLog } from "#server/plugins/request-log.ts";
import { registerSecurityHeaders } from "#server/plugins/security-headers.ts";
import { registerSessions } from "#server/plugins/sessions.ts";
import { registerUploads } from "#server/plugins/uploads.ts";
import { createErasedFilesJob } from "#server/modules/students/index.ts";
import { createBackground } from "#server/services/background.ts";
import type { Clock } from "#server/services/clock.ts";
import { createHousekeeping, type Housekeeping } from "#server/services/housekeeping/housekeeping.ts";
import { createMailWorker, type MailWorker } from "#server/services/mail-outbox/worker.ts";
import type { Random } from "#server/services/random.ts";
import type { AppDeps } from "./app-deps.ts";
import type { AppInstance } from "./fastify.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the e-mail outbox; tests run it until nothing is due. */
    mailWorker: MailWorker;
    /** Periodic sweeps of expired and old rows; tests run a sweep by hand. */
    housekeeping: Housekeeping;
  }
}

export async function registerPlatform(app: AppInstance, deps: AppDeps & { clock: Clock; random: Random }) {
  const { database, config, mailer, clock, random } = deps;
  const db = database.db;
  const background =
    deps.background ??
    createBackground((err, label) => app.log.error({ err }, `background task failed: ${label}`));
  const metrics = createMetrics(database);
  const counters = metrics.counters;
  // Mail is written to the outbox with the change that causes it; this worker sends it.
  const mailWorker = createMailWorker({
    db,
    clock,
    random,
    transport: mailer,
    log: app.log,
    pollMs: deps.mailPollMs,
    counters,
  });
  const reminders = createVerificationReminders({
    db,
    clock,
    outbox: mailWorker.queue,
    publicUrl: config.publicUrl,
  });
  const documentFiles = createDocumentRetention({ db, clock, storage: deps.storage.private });
  // Files of deleted accounts that storage failed to remove at once.
  const erasedFiles = createErasedFilesJob({ db, files: deps.storage.private });
  const housekeeping = createHousekeeping({
    db,
    clock,
    log: app.log,
    jobs: [reminders, documentFiles, erasedFiles],
  });
  app.decorate("mailWorker", mailWorker);
  app.decorate("housekeeping", housekeeping);
  app.addHook("onReady", async () => {
    mailWorker.start();
    housekeeping.start();
  });
  app.addHook("onClose", async () => {
    // Work after answers may still write mail; then sends in flight are aborted (their messages stay
    // pending for the next start), so a silent mail server cannot hold the shutdown.
    await background.drain();
    await housekeeping.close();
    await mailWorker.close();
    await mailer.close?.();
  });

  registerRequestLog(app, deps.secret);
  registerMetrics(app, metrics, { token: config.metricsToken, publicUrl: config.publicUrl });
  registerLocale(app);
  registerErrorHandler(app);
  await registerLoadShedding(app, { ...SHEDDING_LIMITS, ...deps.shedding });
  // The web build's prerendered pages, read once: their inline scripts' hashes join the page CSP.
  const site = loadPrerenderedSite(config.webDistDir, config.publicUrl);
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith("https://"),
    scriptHashes: site?.manifest.scriptHashes,
  });
  registerOriginCheck(app, { publicUrl: config.publicUrlIsSet ? config.publicUrl : null });
  const { attemptCounters, redis } = await registerRateLimits(app, { redisUrl: config.redisUrl, clock });
  await registerUploads(app);
  await app.register(compress, {
    encodings: ["br", "gzip"],
    // On-the-fly brotli at its default quality (11) is far too slow for JS bundles.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  return { background, counters, attemptCounters, redis, site, outbox: mailWorker.queue };
}

export type Platform = Awaited<ReturnType<typeof registerPlatform>>;

/** Sessions, then the API description, which must exist before the first /api route is added. */
export async function registerApiPlatform(
  app: AppInstance,
  deps: AppDeps & { clock: Clock; random: Random },
) {
  const sessions = await registerSessions(app, {
    db: deps.database.db,
    clock: deps.clock,
    random: deps.random,
    secure: deps.config.isProduction,
  });
  await registerApiDescription(app, { cookieName: sessions.cookieName });
  return sessions;
}
