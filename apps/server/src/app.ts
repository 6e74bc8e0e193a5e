// buildApp(deps): the whole HTTP application, without listening. main.ts and the tests call it
// with their own database, clock, mailer and logger. Order: external plugins, then shared ones, then
// routes (the origin check and rate limits must exist before the routes they guard).
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { brandLogosDir as defaultBrandLogosDir } from "./lib/package-paths.ts";
import { createPoolAlerts } from "./modules/admin/offers/pool-alert.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createPasswordReset } from "./modules/auth/password-reset.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { createContactService } from "./modules/contact/service.ts";
import { devMailRoutes } from "./modules/dev-mail/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { createOffersRepo } from "./modules/offers/repo.ts";
import { offersRoutes } from "./modules/offers/routes.ts";
import { createOffersService } from "./modules/offers/service.ts";
import { merchantsRoutes } from "./modules/merchants/routes.ts";
import { createMerchantsService } from "./modules/merchants/service.ts";
import { redemptionRoutes } from "./modules/redemption/routes.ts";
import { createRedemptionService } from "./modules/redemption/service.ts";
import { studentsRoutes } from "./modules/students/routes.ts";
import { createStudentsService } from "./modules/students/service.ts";
import { createLogos } from "./modules/uploads/logos.ts";
import { uploadsRoutes } from "./modules/uploads/routes.ts";
import { verificationRoutes } from "./modules/verification/routes.ts";
import { createVerificationService } from "./modules/verification/service.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerOriginCheck } from "./plugins/origin-check.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSessions } from "./plugins/sessions.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import { registerUploads } from "./plugins/uploads.ts";
import { createBackground, type Background } from "./services/background.ts";
import { systemClock, type Clock } from "./services/clock.ts";
import type { Mailer } from "./services/mailer/mailer.ts";
import { systemRandom, type Random } from "./services/random.ts";
import type { Storage } from "./services/storage/index.ts";

export const BODY_LIMIT_BYTES = 1_048_576;

export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<
    AppConfig,
    "webDistDir" | "publicUrl" | "logLevel" | "isProduction" | "supportEmail" | "redisUrl" | "trustProxy"
  >;
  /** Keys the HMAC of short codes (SESSION_SECRET). */
  secret: string;
  mailer: Mailer;
  /** Uploaded files: student documents (private) and logos (public). */
  storage: Storage;
  clock?: Clock;
  random?: Random;
  /** Work started by requests and finished after the answer; the app drains it on close. */
  background?: Background;
  /** Fastify logger options; defaults to pino at config.logLevel. Tests pass false or a capturing stream. */
  logger?: FastifyServerOptions["logger"];
  brandLogosDir?: string;
}

export async function buildApp(deps: AppDeps) {
  const { database, config, mailer, clock = systemClock, random = systemRandom } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Per-request log lines would cost more than the cached offer list itself; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (measurable on the hot path): log lines that need the request id
    // carry it explicitly (see plugins/errors.ts).
    childLoggerFactory: (logger) => logger,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const background =
    deps.background ??
    createBackground((err, label) => app.log.error({ err }, `background task failed: ${label}`));
  app.addHook("onClose", async () => {
    await background.drain();
    await mailer.close?.();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  registerOriginCheck(app, { publicUrl: config.publicUrl });
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  await registerUploads(app);
  await app.register(compress, {
    encodings: ["br", "gzip"],
    // On-the-fly brotli at its default quality (11) is far too slow for JS bundles.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    brandLogosDir: deps.brandLogosDir ?? defaultBrandLogosDir,
  });
  const db = database.db;
  const sessions = await registerSessions(app, { db, clock, random, secure: config.isProduction });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes, { supportEmail: config.supportEmail });
  const offers = createOffersService({ repo: await createOffersRepo(database), clock });
  await app.register(offersRoutes, { service: offers });

  const mail = { mailer, background, supportEmail: config.supportEmail };
  await app.register(authRoutes, {
    auth: createAuthService({ db, ...mail }),
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
    sessions,
  });
  await app.register(verificationRoutes, {
    verification: createVerificationService({ db, clock, random, secret: deps.secret, ...mail }),
    sessions,
    documents: deps.storage.private,
    clock,
  });
  const poolAlerts = createPoolAlerts({ db, clock, ...mail, publicUrl: config.publicUrl });
  await app.register(redemptionRoutes, {
    redemption: createRedemptionService({ db, clock, random, onPoolCodeTaken: poolAlerts.codeTaken }),
    sessions,
  });
  const logos = createLogos({ db, storage: deps.storage.public, clock });
  await app.register(uploadsRoutes, { logos, background });
  await app.register(merchantsRoutes, {
    merchants: createMerchantsService({ db, logos, ...mail, publicUrl: config.publicUrl }),
  });
  await app.register(contactRoutes, { contact: createContactService({ db, ...mail }), sessions });
  await app.register(adminRoutes, {
    prefix: "/api/admin",
    db,
    sessions,
    clock,
    random,
    ...mail,
    storage: deps.storage,
    publicUrl: config.publicUrl,
  });
  if (mailer.outbox && !config.isProduction) await app.register(devMailRoutes, { outbox: mailer.outbox });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
