// buildApp(deps): the whole HTTP application, without listening. main.ts and the tests call it
// with their own database, clock, mailer and logger. Order: external plugins, then shared ones, then
// routes (the origin check and rate limits must exist before the routes they guard).
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { LogController, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { createStaffServices } from "./composition/staff-services.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { registerServerTranslator } from "./i18n/index.ts";
import { brandLogosDir as defaultBrandLogosDir } from "./lib/package-paths.ts";
import { createPoolAlerts } from "./modules/admin/offers/index.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import {
  authRoutes,
  createPasswordReset,
  createAuthService,
  createLoginThrottle,
  createLoginUnlock,
  createTrustedDevices,
} from "./modules/auth/index.ts";
import { contactRoutes, createContactService } from "./modules/contact/index.ts";
import { devMailRoutes } from "./modules/dev-mail/index.ts";
import { roundTrip, type HealthChecks, healthRoutes } from "./modules/health/index.ts";
import { siteRoutes } from "./modules/site/index.ts";
import { createOffersRepo, offersRoutes, createOffersService } from "./modules/offers/index.ts";
import { brandsRoutes, createBrandsService, createSlugRedirectsReader } from "./modules/brands/index.ts";
import { loadPrerenderedSite, registerPublicPages } from "./modules/public-pages/index.ts";
import { merchantsRoutes, createMerchantsService } from "./modules/merchants/index.ts";
import { rankingsRoutes, createRankingsService } from "./modules/rankings/index.ts";
import { redemptionRoutes, createRedemptionService } from "./modules/redemption/index.ts";
import { createLoginEmailChange, studentsRoutes, createStudentsService } from "./modules/students/index.ts";
import { createCovers, createLogos, uploadsRoutes } from "./modules/uploads/index.ts";
import { verificationRoutes, createVerificationService } from "./modules/verification/index.ts";
import { registerApiDescription } from "./plugins/api-description.ts";
import { answerClientError, answerFrameworkError, registerErrorHandler } from "./plugins/errors.ts";
import { HTTP_LIMITS, httpLimitOptions, type HttpLimits } from "./plugins/http-limits.ts";
import { registerLoadShedding, SHEDDING_LIMITS, type SheddingLimits } from "./plugins/load-shedding.ts";
import { registerLocale } from "./plugins/locale.ts";
import { createMetrics, registerMetrics } from "./plugins/metrics.ts";
import { loggerOptions, type LogSettings } from "./plugins/logger-options.ts";
import { registerOriginCheck } from "./plugins/origin-check.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerRequestLog, requestId } from "./plugins/request-log.ts";
import { redisHealth } from "./plugins/redis-link.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSessions } from "./plugins/sessions.ts";
import { registerUploads } from "./plugins/uploads.ts";
import { createBackground, type Background } from "./services/background.ts";
import { systemClock, type Clock } from "./services/clock.ts";
import { createHousekeeping, type Housekeeping } from "./services/housekeeping/housekeeping.ts";
import { mailHealth } from "./services/mail-outbox/queue.ts";
import { createMailWorker, type MailWorker } from "./services/mail-outbox/worker.ts";
import type { Mailer } from "./services/mailer/mailer.ts";
import { systemRandom, type Random } from "./services/random.ts";
import { createImages, type Images } from "./services/images.ts";
import type { Storage } from "./services/storage/index.ts";

export const BODY_LIMIT_BYTES = 1_048_576;

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the e-mail outbox; tests run it until nothing is due. */
    mailWorker: MailWorker;
    /** Periodic sweeps of expired and old rows; tests run a sweep by hand. */
    housekeeping: Housekeeping;
  }
}

export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<
    AppConfig,
    | "webDistDir"
    | "publicUrl"
    | "publicUrlIsSet"
    | "logLevel"
    | "isProduction"
    | "supportEmail"
    | "redisUrl"
    | "trustProxy"
    | "metricsToken"
  >;
  /** Keys the HMAC of short codes and device tokens (SESSION_SECRET). */
  secret: string;
  /** The transport the e-mail outbox worker sends through (requests never call it). */
  mailer: Mailer;
  /** How often the outbox worker looks for due mail when nothing woke it (MAIL_POLL_MS by default). */
  mailPollMs?: number;
  /** Uploaded files: student documents (private) and logos (public). */
  storage: Storage;
  /** The one queue all image decoding goes through (default: sized from the CPU count). */
  images?: Images;
  clock?: Clock;
  random?: Random;
  /** Work started by requests and finished after the answer; the app drains it on close. */
  background?: Background;
  /** Pino at config.logLevel on stdout by default; tests pass false, or a level and a capturing stream. */
  logger?: false | Partial<LogSettings>;
  brandLogosDir?: string;
  /** Timeouts and connection limits (plugins/http-limits.ts); tests shorten them. */
  httpLimits?: Partial<HttpLimits>;
  /** When to shed load (plugins/load-shedding.ts); tests lower the threshold. */
  shedding?: Partial<SheddingLimits>;
  /** Told of every route as it is added (the fuzz suite reads the route list from the app this way). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: AppDeps) {
  const { database, config, mailer, clock = systemClock, random = systemRandom } = deps;
  registerServerTranslator();
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions({ level: config.logLevel, ...deps.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Fastify's two lines per request give way to one of ours (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (measurable on the hot path): log lines that need the request id
    // carry it explicitly (plugins/request-log.ts, plugins/errors.ts).
    childLoggerFactory: (logger) => logger,
    // X-Request-Id from a proxy when it looks like an id, else a new one (plugins/request-log.ts).
    requestIdHeader: false,
    genReqId: requestId,
    // A URL the router cannot read gets the API's error body too, and so does a request Node's
    // parser cannot read (headers too large, too slow, not HTTP).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While closing, new requests get our own 503 (plugins/load-shedding.ts), with a code like any error.
    return503OnClosing: false,
    ...httpLimitOptions({ ...HTTP_LIMITS, ...deps.httpLimits }),
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const background =
    deps.background ??
    createBackground((err, label) => app.log.error({ err }, `background task failed: ${label}`));
  const db = database.db;
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
  const housekeeping = createHousekeeping({ db, clock, log: app.log });
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
  const brandLogosDir = deps.brandLogosDir ?? defaultBrandLogosDir;
  const images = deps.images ?? createImages();
  const offers = createOffersService({ repo: await createOffersRepo(database), clock });
  const brands = createBrandsService({ offers, slugRedirects: createSlugRedirectsReader(db) });
  await registerPublicPages(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    site,
    brandLogosDir,
    publicStorage: deps.storage.public,
    images,
    offers,
    brands,
  });
  const sessions = await registerSessions(app, { db, clock, random, secure: config.isProduction });
  // Before the /api routes: the description is built from each route as it is added.
  await registerApiDescription(app, { cookieName: sessions.cookieName });

  // Not ready without the database or file storage; Redis down only degrades (counters in memory), and
  // so does mail given up or stuck (it waits in the outbox: nothing is lost).
  const healthChecks: HealthChecks = {
    database: { required: true, run: roundTrip(database.ping) },
    storage: { required: true, run: roundTrip(deps.storage.check) },
    ...(redis ? { redis: { required: false, run: () => redisHealth(redis) } } : {}),
    mail: { required: false, run: () => mailHealth(db, clock) },
  };
  await app.register(healthRoutes, { checks: healthChecks });
  await app.register(siteRoutes, { supportEmail: config.supportEmail });
  await app.register(offersRoutes, { service: offers });
  await app.register(brandsRoutes, { brands });
  await app.register(rankingsRoutes, { rankings: createRankingsService({ db, clock, offers }) });

  const mail = { outbox: mailWorker.queue, background, supportEmail: config.supportEmail };
  const devices = createTrustedDevices({ secret: deps.secret, random });
  await app.register(authRoutes, {
    auth: createAuthService({
      db,
      ...mail,
      throttle: createLoginThrottle({ counters: attemptCounters, clock }),
      devices,
      counters,
    }),
    unlock: createLoginUnlock({
      db,
      clock,
      random,
      secret: deps.secret,
      ...mail,
      devices,
      counters: attemptCounters,
    }),
    reset: createPasswordReset({
      db,
      clock,
      random,
      secret: deps.secret,
      ...mail,
      endOtherSessions: (userId) => sessions.endOthers(userId, null),
    }),
    sessions,
    clock,
    secureCookies: config.isProduction,
  });
  await app.register(studentsRoutes, {
    students: createStudentsService({ db, clock, ...mail, endOtherSessions: sessions.endOthers }),
    emailChange: createLoginEmailChange({
      db,
      clock,
      random,
      secret: deps.secret,
      ...mail,
      endOtherSessions: sessions.endOthers,
    }),
    sessions,
  });
  await app.register(verificationRoutes, {
    verification: createVerificationService({ db, clock, random, secret: deps.secret, ...mail, counters }),
    sessions,
    documents: deps.storage.private,
    clock,
    images,
  });
  const poolAlerts = createPoolAlerts({ db, clock, ...mail, publicUrl: config.publicUrl });
  await app.register(redemptionRoutes, {
    redemption: createRedemptionService({
      db,
      clock,
      random,
      onPoolCodeTaken: poolAlerts.codeTaken,
      counters,
    }),
    sessions,
  });
  const logos = createLogos({ db, storage: deps.storage.public, clock });
  const covers = createCovers({ db, storage: deps.storage.public, clock });
  await app.register(uploadsRoutes, { logos, covers, background, images });
  await app.register(merchantsRoutes, {
    merchants: createMerchantsService({ db, logos, covers, ...mail, publicUrl: config.publicUrl }),
  });
  await app.register(contactRoutes, { contact: createContactService({ db, ...mail }), sessions });
  const staff = createStaffServices({
    db,
    clock,
    random,
    secret: deps.secret,
    ...mail,
    documents: deps.storage.private,
    covers,
    publicUrl: config.publicUrl,
  });
  await app.register(adminRoutes, { prefix: "/api/admin", sessions, staff });
  if (mailer.outbox && !config.isProduction) {
    await app.register(devMailRoutes, { outbox: mailer.outbox, publicUrl: config.publicUrl });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
